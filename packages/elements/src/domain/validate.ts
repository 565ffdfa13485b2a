import {
  acceptedBrandNames,
  type BrandSpec,
  cvcLengths,
  detectBrand,
  digitsOnly,
  panLengths,
  passesNetworkCheck,
} from './brands.ts';
import { type DocumentType, isValidDocument, normalizeDocument } from './documents.ts';
import { isExpired, isTooFar, parseExpiry } from './expiry.ts';

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

const OK: FieldResult = { ok: true };
const fail = (key: ValidationKey, prefix = false, params?: Record<string, string>): FieldResult => ({
  ok: false,
  key,
  prefix,
  ...(params ? { params } : {}),
});

export function validateNumber(value: string): FieldResult {
  const pan = digitsOnly(value);
  if (!pan) return fail('number.required', true);
  const brand = detectBrand(pan);
  if (!brand && pan.length >= 8) {
    // No accepted brand has this IIN: the service would refuse it (UNSUPPORTED_BRAND), so say so before Pay.
    return fail('number.brand', false, { brands: acceptedBrandNames().join(', ') });
  }
  const lengths = panLengths(brand);
  if (lengths.includes(pan.length) && passesNetworkCheck(pan, brand)) return OK;
  if (pan.length < Math.max(...lengths)) {
    // Shorter than the brand's longest length: a valid prefix (a Visa of 16 may grow to 19).
    return fail(pan.length < Math.min(...lengths) ? 'number.incomplete' : 'number.invalid', true);
  }
  return fail('number.invalid');
}

export function validateExpiry(value: string, now: Date = new Date()): FieldResult {
  const v = value.trim();
  if (!v) return fail('expiry.required', true);
  const month = /^\d{2}/.test(v) ? Number(v.slice(0, 2)) : undefined;
  if (month !== undefined && !(month >= 1 && month <= 12)) return fail('expiry.month');
  if (/^(0|1|\d{2}\/?\d?)$/.test(v)) return fail('expiry.incomplete', true);
  const expiry = parseExpiry(v);
  if (!expiry) return fail('expiry.incomplete', true);
  if (isExpired(expiry, now)) return fail('expiry.past');
  if (isTooFar(expiry, now)) return fail('expiry.far');
  return OK;
}

export function validateCvc(value: string, brand: BrandSpec | undefined): FieldResult {
  const cvc = value.trim();
  if (!cvc) return fail('cvc.required', true);
  const lengths = cvcLengths(brand);
  if (/^\d+$/.test(cvc) && lengths.includes(cvc.length)) return OK;
  const digits = lengths.length > 1 ? `${Math.min(...lengths)}–${Math.max(...lengths)}` : String(lengths[0]);
  return fail('cvc.length', /^\d+$/.test(cvc) && cvc.length < Math.max(...lengths), { digits });
}

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

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  email?: string;
  documentType?: DocumentType;
  document?: string;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'name' | 'email' | 'document';

/** Validates the whole form; fields left `undefined` (not shown) are skipped. */
export function validateCard(
  form: CardForm,
  now: Date = new Date(),
): Partial<Record<CardField, FieldResult>> {
  const brand = detectBrand(form.number);
  const results: Partial<Record<CardField, FieldResult>> = {
    number: validateNumber(form.number),
    expiry: validateExpiry(form.expiry, now),
    cvc: validateCvc(form.cvc, brand),
    name: validateName(form.name),
  };
  if (form.email !== undefined) results.email = validateEmail(form.email);
  if (form.document !== undefined && form.documentType) {
    results.document = validateDocument(form.documentType, form.document);
  }
  return results;
}
