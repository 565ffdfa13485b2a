/**
 * The checks of a name and an email, shared by every form that asks for them (the card's name on the card, the payer
 * fields of the card and the code elements). Pure; kept apart from the card rules so a code element loads none of
 * the card's brand tables, and from the payer documents' checks (`document-checks.ts`), which only a form that asks
 * for a document loads.
 */
import { type FieldResult, fail, OK } from './verdict.ts';

export { type FieldResult, fail, OK, type ValidationKey } from './verdict.ts';

/** The longest cardholder or payer name accepted (the name input's `maxlength`). */
export const NAME_MAX_LENGTH = 64;

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
