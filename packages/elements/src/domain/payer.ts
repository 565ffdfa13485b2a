/**
 * Validation shared by every form that asks for payer data (the card form and the code elements): the message
 * keys, the verdict type, name, email and payer document. Pure; kept apart from the card rules so a code element
 * loads none of the card's brand tables.
 */
import { type DocumentType, isValidDocument, normalizeDocument } from './documents.ts';

/** Message keys of the card form's validation (the element maps them to localized text). */
export type ValidationKey =
  | 'number.required'
  | 'number.incomplete'
  | 'number.invalid'
  | 'number.brand'
  | 'expiry.required'
  | 'expiry.incomplete'
  | 'expiry.month'
  | 'expiry.past'
  | 'expiry.far'
  | 'cvc.required'
  | 'cvc.length'
  | 'name.required'
  | 'name.invalid'
  | 'name.long'
  | 'email.required'
  | 'email.invalid'
  | 'document.required'
  | 'document.invalid';

/**
 * A field's verdict. `prefix` is true when the value is incomplete but could still become valid: such an
 * error is shown on blur and submit, never while the shopper is typing.
 */
export type FieldResult =
  | { ok: true }
  | { ok: false; key: ValidationKey; prefix: boolean; params?: Record<string, string> };

export const OK: FieldResult = { ok: true };
export const fail = (key: ValidationKey, prefix = false, params?: Record<string, string>): FieldResult => ({
  ok: false,
  key,
  prefix,
  ...(params ? { params } : {}),
});

/** The longest cardholder name accepted (the name input's `maxlength`). */
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

export function validateDocument(type: DocumentType, value: string): FieldResult {
  const doc = normalizeDocument(value);
  if (!doc) return fail('document.required', true);
  return isValidDocument(type, doc) ? OK : fail('document.invalid', false, { type });
}
