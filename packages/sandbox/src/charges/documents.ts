/**
 * Payer documents (seed §2.2 `payer_document_type`): which types each country's payers have, and how each number
 * is checked. CPF, CNPJ (numeric and the 2026 alphanumeric form), CUIT and CUIL by check digits; DNI, CURP, RFC,
 * INE and passport by format. The widget applies the same rules (packages/elements/src/domain/documents.ts).
 */
import type { Country, DocumentType } from '../contract.ts';

/** Types per country (assumption: the seed's enum has no Chilean RUT or Colombian cédula: passport only). */
export const COUNTRY_DOCUMENT_TYPES: Readonly<Record<Country, readonly DocumentType[]>> = {
  BR: ['CPF', 'CNPJ', 'PAS'],
  AR: ['DNI', 'CUIT', 'CUIL', 'PAS'],
  MX: ['CURP', 'RFC', 'INE', 'PAS'],
  CL: ['PAS'],
  CO: ['PAS'],
};

/** Uppercases and drops dots, dashes, slashes and spaces: `123.456.789-09` → `12345678909`. */
export const normalizeDocument = (value: string): string => value.toUpperCase().replace(/[\s./-]+/g, '');

function mod11Digit(values: number[], weights: number[]): number {
  const r = weights.reduce((acc, w, i) => acc + w * (values[i] ?? 0), 0) % 11;
  return r < 2 ? 0 : 11 - r;
}

const DATE = '\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])';
const STATES =
  'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
const CURP = new RegExp(`^[A-Z][AEIOUX][A-Z]{2}${DATE}[HMX](${STATES})[B-DF-HJ-NP-TV-Z]{3}[A-Z\\d]\\d$`);
const RFC = new RegExp(`^[A-ZÑ&]{3,4}${DATE}[A-Z\\d]{2}[A\\d]$`);

/**
 * Whether the YYMMDD at `at` is a day of the calendar (31 February is not): the 2000s when `y2k`, else the 1900s.
 * A CURP's 17th character, a letter, says born in the 2000s; an RFC's date is read in the 2000s.
 */
function isCalendarDay(v: string, at: number, y2k: boolean): boolean {
  const year = (y2k ? 2000 : 1900) + Number(v.slice(at, at + 2));
  const day = Number(v.slice(at + 4, at + 6));
  return day <= new Date(Date.UTC(year, Number(v.slice(at + 2, at + 4)), 0)).getUTCDate();
}

function cuitLike(v: string, prefixes: readonly string[]): DocumentProblem | undefined {
  if (!/^\d{11}$/.test(v) || !prefixes.includes(v.slice(0, 2))) return 'format';
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const r = 11 - (weights.reduce((acc, w, i) => acc + w * Number(v[i]), 0) % 11);
  const dv = r === 11 ? 0 : r;
  return dv !== 10 && dv === Number(v[10]) ? undefined : 'check_digit';
}

export type DocumentProblem = 'format' | 'check_digit';

const CHECKS: Record<DocumentType, (v: string) => DocumentProblem | undefined> = {
  CPF: (v) => {
    if (!/^\d{11}$/.test(v)) return 'format';
    const d = [...v].map(Number);
    if (/^(\d)\1{10}$/.test(v)) return 'check_digit';
    const ok =
      mod11Digit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) === d[9] &&
      mod11Digit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) === d[10];
    return ok ? undefined : 'check_digit';
  },
  CNPJ: (v) => {
    if (!/^[0-9A-Z]{12}\d{2}$/.test(v)) return 'format';
    if (/^(\d)\1{13}$/.test(v)) return 'check_digit';
    const d = [...v].map((c) => c.charCodeAt(0) - 48);
    const ok =
      mod11Digit(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === d[12] &&
      mod11Digit(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === d[13];
    return ok ? undefined : 'check_digit';
  },
  CUIT: (v) => cuitLike(v, ['20', '23', '24', '27', '30', '33', '34']),
  CUIL: (v) => cuitLike(v, ['20', '23', '24', '27']),
  DNI: (v) => (/^\d{7,8}$/.test(v) ? undefined : 'format'),
  CURP: (v) => (CURP.test(v) && isCalendarDay(v, 4, /[A-Z]/.test(v[16] ?? '')) ? undefined : 'format'),
  RFC: (v) => (RFC.test(v) && isCalendarDay(v, v.length - 9, true) ? undefined : 'format'),
  INE: (v) => (/^[A-Z]{6}\d{8}[HMX]\d{3}$/.test(v) ? undefined : 'format'),
  PAS: (v) => (/^[A-Z0-9]{6,20}$/.test(v) ? undefined : 'format'),
};

/** What is wrong with `value` as a document of `type`, if anything. */
export function documentProblem(type: DocumentType, value: string): DocumentProblem | undefined {
  return CHECKS[type](normalizeDocument(value));
}
