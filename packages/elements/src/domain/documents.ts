/**
 * Payer documents (seed §2.2 `payer_document_type`): which types each country offers, their input formats and
 * masks (what typing needs). How each is checked is `document-checks.ts` (what blur and submit need: the card
 * form loads it after its first render). Pure.
 */
export type DocumentType = 'CPF' | 'CNPJ' | 'DNI' | 'CUIT' | 'CUIL' | 'CURP' | 'RFC' | 'INE' | 'PAS';

/**
 * Types per country, the usual one first. **Assumption:** the seed's enum has no Chilean RUT or Colombian
 * cédula, so Chile and Colombia offer the passport only.
 */
export const DOCUMENT_TYPES: Readonly<Record<string, readonly DocumentType[]>> = {
  BR: ['CPF', 'CNPJ', 'PAS'],
  AR: ['DNI', 'CUIT', 'CUIL', 'PAS'],
  MX: ['CURP', 'RFC', 'INE', 'PAS'],
  CL: ['PAS'],
  CO: ['PAS'],
};

export const documentTypesFor = (country: string): readonly DocumentType[] =>
  DOCUMENT_TYPES[country.toUpperCase()] ?? ['PAS'];

/** Uppercases and drops dots, dashes, slashes and spaces: `123.456.789-09` → `12345678909`. */
export const normalizeDocument = (value: string): string => value.toUpperCase().replace(/[\s./-]+/g, '');

/** Longest input per type (with punctuation), for the field's `maxlength`. */
export const DOCUMENT_MAX_LENGTH: Record<DocumentType, number> = {
  CPF: 14,
  CNPJ: 18,
  DNI: 10,
  CUIT: 13,
  CUIL: 13,
  CURP: 18,
  RFC: 13,
  INE: 18,
  PAS: 20,
};

/**
 * How many significant characters (after `normalizeDocument`) a number of each type has: its fewest and most. A
 * number of another length gets the length's message (`document.length`), not the check's.
 */
export const DOCUMENT_LENGTH: Readonly<Record<DocumentType, readonly [min: number, max: number]>> = {
  CPF: [11, 11],
  CNPJ: [14, 14],
  DNI: [7, 8],
  CUIT: [11, 11],
  CUIL: [11, 11],
  CURP: [18, 18],
  RFC: [12, 13],
  INE: [18, 18],
  PAS: [6, 20],
};

/** Numeric types get the numeric keyboard. */
export const documentInputMode = (type: DocumentType): 'numeric' | 'text' =>
  type === 'CPF' || type === 'DNI' || type === 'CUIT' || type === 'CUIL' ? 'numeric' : 'text';

/** The masks of the Brazilian documents: `#` is one significant character, the rest is punctuation. */
const DOCUMENT_MASKS: Partial<Record<DocumentType, string>> = {
  CPF: '###.###.###-##',
  CNPJ: '##.###.###/####-##',
};

/** The placeholder a document field shows: the mask with zeros (`000.000.000-00`), else nothing. */
export const documentPlaceholder = (type: DocumentType): string =>
  DOCUMENT_MASKS[type]?.replace(/#/g, '0') ?? '';

/**
 * Formats a CPF or CNPJ as it is typed or pasted (`52998224725` → `529.982.247-25`) and moves the caret with the
 * characters before it; other types are returned as typed. A CPF keeps digits; a CNPJ keeps letters and digits
 * (the alphanumeric CNPJ of 2026), upper-cased. Punctuation is never added at the end, and Backspace over a
 * dot leaves the caret before it, so the next Backspace deletes a digit: it never gets stuck. Pure.
 */
export function maskDocument(
  type: DocumentType,
  value: string,
  caret: number,
): { value: string; caret: number } {
  const mask = DOCUMENT_MASKS[type];
  if (!mask) return { value, caret };
  const keep = type === 'CPF' ? /\d/ : /[0-9A-Za-z]/;
  const max = mask.replace(/[^#]/g, '').length;
  let chars = [...value].filter((c) => keep.test(c)).map((c) => c.toUpperCase());
  let before = [...value.slice(0, caret)].filter((c) => keep.test(c)).length;
  chars = chars.slice(0, max);
  before = Math.min(before, chars.length);
  let out = '';
  let at = 0;
  let newCaret = 0;
  for (const m of mask) {
    if (at >= chars.length) break;
    if (m === '#') {
      out += chars[at++];
      if (at === before) newCaret = out.length;
    } else out += m;
  }
  if (before === 0) newCaret = 0;
  return { value: out, caret: newCaret };
}
