import {
  acceptedBrandNames,
  type BrandSpec,
  cvcLengths,
  detectBrand,
  digitsOnly,
  panLengths,
  passesNetworkCheck,
} from './brands.ts';
import type { DocumentType } from './documents.ts';
import { isExpired, isTooFar, parseExpiry } from './expiry.ts';
import { type FieldResult, fail, OK, validateDocument, validateEmail, validateName } from './payer.ts';

export {
  type FieldResult,
  NAME_MAX_LENGTH,
  type ValidationKey,
  validateDocument,
  validateEmail,
  validateName,
} from './payer.ts';

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
