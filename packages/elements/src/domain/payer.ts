/**
 * Validation shared by every form that asks for payer data (the card form and the code elements): name, email
 * and payer document. Pure; kept apart from the card rules so a code element loads none of the card's brand
 * tables.
 */
import { documentProblem } from './document-checks.ts';
import { type DocumentType, NAME_MAX_LENGTH, normalizeDocument } from './documents.ts';
import { type FieldResult, fail, OK } from './verdict.ts';

export { type FieldResult, fail, OK, type ValidationKey } from './verdict.ts';
export { NAME_MAX_LENGTH };

/** The cardholder name as printed: letters (any script), spaces, dots, apostrophes and hyphens; at most 64. */
export function validateName(value: string): FieldResult {
  const name = value.trim();
  if (!name) return fail('name.required', true);
  if (name.length > NAME_MAX_LENGTH) return fail('name.long', false, { max: String(NAME_MAX_LENGTH) });
  return /^[\p{L}][\p{L}\p{M} .'-]*$/u.test(name) && name.length >= 2 ? OK : fail('name.invalid');
}

export function validateEmail(value: string): FieldResult {
  const email = value.trim();
  if (!email) return fail('email.required', true);
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) ? OK : fail('email.invalid', !email.includes('@'));
}

/**
 * A number of the wrong length says how long one is (`document.length`: a CPF has 11 digits); one of the right
 * length that fails its check digits or format says it is not valid (`document.invalid`), naming the CURP's wrong
 * part (`part`: its birth date, its state…).
 */
export function validateDocument(type: DocumentType, value: string): FieldResult {
  const doc = normalizeDocument(value);
  if (!doc) return fail('document.required', true);
  const problem = documentProblem(type, doc);
  if (!problem) return OK;
  if (problem.reason === 'length') {
    const { short, min, max, unit } = problem;
    return fail('document.length', short, { type, min: String(min), max: String(max), unit });
  }
  return fail('document.invalid', false, problem.part ? { type, part: problem.part } : { type });
}
