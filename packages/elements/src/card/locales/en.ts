import type { Words } from '../../controllers/localize.ts';
import type { ValidationKey } from '../../domain/validate.ts';

/** A document with its article, for "… has 11 digits" (an RFC, a passport number). */
const EN_A: Record<string, string> = { PAS: 'A passport', INE: 'An INE voter key', RFC: 'An RFC' };

/** "11", "7 or 8", "6 to 20": how many characters a document has. */
const enCount = ({ min = '', max = '' }: Record<string, string>) =>
  min === max ? min : `${min} ${Number(max) - Number(min) > 1 ? 'to' : 'or'} ${max}`;

/** What is wrong in a CURP of the right length, by its part (`domain/document-checks.ts`). */
const EN_CURP: Record<string, string> = {
  name: 'Check the first 4 letters of the CURP.',
  date: 'Check the birth date in the CURP (characters 5 to 10: year, month, day).',
  sex: 'The 11th character of the CURP is H, M or X.',
  state: 'Check the state in the CURP (characters 12 and 13, such as DF).',
  end: 'Check the last 5 characters of the CURP.',
};

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
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
  'installments.each': (p) => `${p.n}× ${p.each}`,
  'installments.split': (p) => `${p.n}× ${p.each} (last ${p.last})`,
  'installments.total.free': (p) => `Total ${p.total}, interest-free`,
  'installments.total.interest': (p) => `Total ${p.total}, interest ${p.rate}% a month`,
  pay: (p) => `Pay ${p.amount}`,
  'pay.plain': 'Pay',
  'paying.amount': (p) => `Paying ${p.amount}…`,
  'amount.mismatch': (p) => `The amount to pay is ${p.amount}, as the payment service set it.`,
  brand: (p) => `Card brand: ${p.brand}`,
  'brand.unknown': 'Card brand not recognized',
  'invalid.summary': 'Please check the highlighted fields.',
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
  'document.length': (p) =>
    `${EN_A[p.type ?? ''] ?? `A ${p.type}`} has ${enCount(p)} ${p.unit === 'digits' ? 'digits' : 'characters'}.`,
  'document.invalid': (p) =>
    EN_CURP[p.part ?? ''] ?? `This ${p.type === 'PAS' ? 'passport number' : p.type} is not valid.`,
} satisfies Words<ValidationKey> & Words<string>;
