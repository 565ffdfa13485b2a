import type { Messages } from '../controllers/localize.ts';
import type { ValidationKey } from '../domain/validate.ts';

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
  | 'installments.free'
  | 'installments.interest'
  | 'installments.total.free'
  | 'installments.total.interest'
  | 'pay'
  | 'pay.plain'
  | 'brand'
  | 'brand.unknown'
  | 'invalid.summary'
  | 'form.incomplete'
  | 'alert.declined'
  | 'alert.failed';

export type CardMessageKey = ValidationKey | UiKey;

/** `<tucan-card>` wording. Validation keys come from `domain/validate.ts`. */
export const cardMessages: Messages<CardMessageKey> = {
  ns: 'card',
  en: {
    region: 'Card payment',
    'number.label': 'Card number',
    'number.hint': 'The long number on the front of your card',
    'expiry.label': 'Expiry date',
    'expiry.hint': 'MM/YY',
    'cvc.label': 'Security code',
    'cvc.hint': '3 digits, on the back of the card',
    'cvc.hint.front': '4 digits, on the front of the card',
    'name.label': 'Name on card',
    'email.label': 'Email',
    'document.label': 'Document number',
    'documentType.label': 'Document type',
    'doc.PAS': 'Passport',
    'method.legend': 'Pay with',
    'method.credit': 'Credit',
    'method.debit': 'Debit',
    'installments.label': 'Installments',
    'installments.single': (p) => `1× ${p.each} (pay in full)`,
    'installments.free': (p) => `${p.n}× ${p.each} interest-free`,
    'installments.interest': (p) => `${p.n}× ${p.each} · total ${p.total} (${p.rate}%/mo)`,
    'installments.total.free': (p) => `Total ${p.total}, interest-free`,
    'installments.total.interest': (p) => `Total ${p.total}, interest ${p.rate}% a month`,
    pay: (p) => `Pay ${p.amount}`,
    'pay.plain': 'Pay',
    brand: (p) => `Card brand: ${p.brand}`,
    'brand.unknown': 'Card brand not recognized',
    'invalid.summary': 'Please check the highlighted fields.',
    'form.incomplete': 'Complete the card payment.',
    'alert.declined': 'Payment declined',
    'alert.failed': 'Payment not completed',
    'number.required': 'Enter the card number.',
    'number.incomplete': 'The card number is incomplete.',
    'number.invalid': 'Check the card number’s digits.',
    'number.brand': (p) => `This card brand is not accepted here. Accepted: ${p.brands}.`,
    'expiry.required': 'Enter the date.',
    'expiry.incomplete': 'Use MM/YY.',
    'expiry.month': 'Month 01 to 12.',
    'expiry.past': 'Card expired.',
    'expiry.far': 'Check the year.',
    'cvc.required': 'Enter the code.',
    'cvc.length': (p) => `Enter ${p.digits} digits.`,
    'name.required': 'Enter the name on the card.',
    'name.invalid': 'Use only letters in the name.',
    'name.long': (p) => `At most ${p.max} characters.`,
    'email.required': 'Enter your email.',
    'email.invalid': 'Use the format name@example.com.',
    'document.required': 'Enter your document number.',
    'document.invalid': (p) => `This ${p.type === 'PAS' ? 'passport number' : p.type} is not valid.`,
  },
};
