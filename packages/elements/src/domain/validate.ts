/**
 * The card form's checks in one place, for `@tucan/elements/domain`: the number's and the security code's are in
 * `brands.ts`, the expiry's in `expiry.ts`, the name's and the email's in `payer.ts`, the document's in `document-checks.ts` (run by the shared payer fields,
 * `payer/payer-fields.ts`).
 */
import { detectBrand, validateCvc, validateNumber } from './brands.ts';
import { validateDocument } from './document-checks.ts';
import type { DocumentType } from './documents.ts';
import { validateExpiry } from './expiry.ts';
import { type FieldResult, validateEmail, validateName } from './payer.ts';

export { validateCvc, validateNumber } from './brands.ts';
export { validateDocument } from './document-checks.ts';
export { validateExpiry } from './expiry.ts';
export {
  type FieldResult,
  NAME_MAX_LENGTH,
  type ValidationKey,
  validateEmail,
  validateName,
} from './payer.ts';

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
