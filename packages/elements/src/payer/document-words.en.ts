/**
 * English words about a payer document's number, shared by every table whose form asks for one (the card's and the
 * code elements'): its label, how long one is, and why one of the right length is not valid (`domain/document-checks.ts`).
 */
type Params = Record<string, string>;

/** A document with its article, for "… has 11 digits" (an RFC, a passport number). */
const A: Record<string, string> = { PAS: 'A passport', INE: 'An INE voter key', RFC: 'An RFC' };

/** "11", "7 or 8", "6 to 20": how many characters a document has. */
const count = ({ min = '', max = '' }: Params) =>
  min === max ? min : `${min} ${Number(max) - Number(min) > 1 ? 'to' : 'or'} ${max}`;

/** What is wrong in a CURP of the right length, by its part. */
const CURP: Record<string, string> = {
  name: 'Check the first 4 letters of the CURP.',
  date: 'Check the birth date in the CURP (characters 5 to 10: year, month, day).',
  sex: 'The 11th character of the CURP is H, M or X.',
  state: 'Check the state in the CURP (characters 12 and 13, such as DF).',
  end: 'Check the last 5 characters of the CURP.',
};

/** `document.length`: "A CPF has 11 digits." */
export const documentLength = (p: Params) =>
  `${A[p.type ?? ''] ?? `A ${p.type}`} has ${count(p)} ${p.unit === 'digits' ? 'digits' : 'characters'}.`;

/** `document.invalid`: the CURP's wrong part, or "This CPF is not valid." */
export const documentInvalid = (p: Params) =>
  CURP[p.part ?? ''] ?? `This ${p.type === 'PAS' ? 'passport number' : p.type} is not valid.`;
