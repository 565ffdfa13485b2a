import type { Words } from '../../controllers/localize.ts';

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
  region: (p) => `Pay with ${p.method}`,
  'amount.label': 'Amount to pay',
  'details.legend': 'Your details',
  'name.label': 'Full name',
  'email.label': 'Email',
  'email.optional': 'Email (optional)',
  'document.type': 'Document type',
  'document.label': 'Document number',
  'document.PAS': 'Passport',
  'name.required': 'Enter your full name.',
  'name.invalid': 'Use only letters in the name.',
  'name.long': (p) => `The name can have at most ${p.max} characters.`,
  'email.required': 'Enter your email.',
  'email.invalid': 'Enter a valid email, like name@example.com.',
  'document.required': 'Enter your document number.',
  'document.length': (p) =>
    `${EN_A[p.type ?? ''] ?? `A ${p.type}`} has ${enCount(p)} ${p.unit === 'digits' ? 'digits' : 'characters'}.`,
  'document.invalid': (p) =>
    EN_CURP[p.part ?? ''] ?? `This ${p.type === 'PAS' ? 'passport number' : p.type} is not valid.`,
  'invalid.summary': 'Check the highlighted fields.',
  requesting: 'Preparing your payment details…',
  waiting: 'Waiting for your payment',
  'waiting.body': 'This page updates by itself as soon as the payment arrives.',
  'countdown.label': 'Time left to pay',
  'countdown.days': (p) => `${p.days} d ${p.hours} h ${p.minutes} min`,
  'countdown.soon': (p) => `${p.minutes} minutes left to pay.`,
  'countdown.last': 'One minute left to pay.',
  'expires.at': (p) => `Pay by ${p.when}`,
  'due.at': (p) => `Due ${p.date}`,
  'due.label': 'Due date',
  copy: 'Copy',
  copied: 'Copied',
  'copy.name': (p) => `Copy ${p.what}`,
  'copied.name': (p) => `Copied ${p.what}`,
  'copied.announce': (p) => `${p.what} copied.`,
  'copy.failed': 'Could not copy. Select the text and copy it yourself.',
  'qr.label': (p) => `${p.method} QR code`,
  'qr.loading': 'Drawing the QR code…',
  'barcode.label': (p) => `Barcode of ${p.digits}`,
  'steps.title': 'How to pay',
  print: 'Print',
  retry: 'Try again',
  'expired.title': 'This code has expired',
  'expired.body': 'It can no longer be paid. Generate a new one to pay.',
  'expired.final': 'It can no longer be paid. Go back to the shop to try again.',
  'expired.error': 'The payment code expired before it was paid.',
  'canceled.title': 'The store canceled this payment',
  'canceled.body':
    'This code can no longer be paid and nothing was charged. Go back to the shop if you still want to buy.',
  'canceled.error': 'The store canceled the payment before the code was paid.',
  regenerate: 'Generate a new code',
  'error.payload': 'The payment details could not be shown. Try again.',
  'error.no_charge': 'This payment is not ready yet. Reload the page or go back to the shop.',
  'error.renew': 'A new code could not be created. Go back to the shop to try again.',
  'form.incomplete': 'Complete the payment first.',
} satisfies Words<string>;
