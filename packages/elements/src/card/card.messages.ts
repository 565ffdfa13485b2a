import type { ValidationKey } from '../domain/validate.ts';
import { keyed } from '../locales/catalogue.ts';

type UiKey =
  | 'region'
  | 'number.label'
  | 'number.hint'
  | 'expiry.label'
  | 'expiry.hint'
  | 'cvc.label'
  | 'cvc.hint'
  | 'cvc.hint.front'
  | 'name.label'
  | 'email.label'
  | 'document.label'
  | 'documentType.label'
  | 'doc.PAS'
  | 'method.legend'
  | 'method.credit'
  | 'method.debit'
  | 'installments.label'
  | 'installments.single'
  | 'installments.each'
  | 'installments.split'
  | 'installments.total.free'
  | 'installments.total.interest'
  | 'pay'
  | 'pay.plain'
  | 'paying.amount'
  | 'amount.mismatch'
  | 'brand'
  | 'brand.unknown'
  | 'invalid.summary'
  | 'form.incomplete'
  | 'alert.declined'
  | 'alert.failed';

export type CardMessageKey = ValidationKey | UiKey;

/** `<tucan-card>` wording. Validation keys come from `domain/validate.ts`. */
export const cardMessages = keyed<CardMessageKey>()('card', [
  'region',
  'number.label',
  'number.hint',
  'expiry.label',
  'expiry.hint',
  'cvc.label',
  'cvc.hint',
  'cvc.hint.front',
  'name.label',
  'email.label',
  'document.label',
  'documentType.label',
  'doc.PAS',
  'method.legend',
  'method.credit',
  'method.debit',
  'installments.label',
  'installments.single',
  'installments.each',
  'installments.split',
  'installments.total.free',
  'installments.total.interest',
  'pay',
  'pay.plain',
  'paying.amount',
  'amount.mismatch',
  'brand',
  'brand.unknown',
  'invalid.summary',
  'form.incomplete',
  'alert.declined',
  'alert.failed',
  'number.required',
  'number.incomplete',
  'number.invalid',
  'number.brand',
  'expiry.required',
  'expiry.incomplete',
  'expiry.month',
  'expiry.past',
  'expiry.far',
  'cvc.required',
  'cvc.length',
  'name.required',
  'name.invalid',
  'name.long',
  'email.required',
  'email.invalid',
  'document.required',
  'document.invalid',
]);
