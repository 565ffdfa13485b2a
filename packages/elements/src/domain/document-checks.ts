/**
 * How each payer document is checked (seed §2.2 `payer_document_type`): CPF, CNPJ, CUIT and CUIL by check digits;
 * DNI, CURP, RFC, INE and PAS by format. Only a form that asks for a document needs them (the card loads them with
 * its payer fields, when `fields` asks for one). Pure.
 */
import { type DocumentType, normalizeDocument } from './documents.ts';
import { type FieldResult, fail, OK } from './verdict.ts';

/** Mod-11 check digit with weights; results 0 and 1 of the remainder give 0 (CPF and CNPJ rule). */
function mod11Digit(values: number[], weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * (values[i] ?? 0), 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

export function isValidCpf(value: string): boolean {
  const v = normalizeDocument(value);
  if (!/^\d{11}$/.test(v) || /^(\d)\1{10}$/.test(v)) return false;
  const d = [...v].map(Number);
  const w1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
  const w2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
  return mod11Digit(d, w1) === d[9] && mod11Digit(d, w2) === d[10];
}

/** CNPJ, numeric or the alphanumeric form (from July 2026: letters count as their ASCII code minus 48). */
export function isValidCnpj(value: string): boolean {
  const v = normalizeDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(v) || /^(\d)\1{13}$/.test(v)) return false;
  const d = [...v].map((c) => c.charCodeAt(0) - 48);
  const w1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const w2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  return mod11Digit(d, w1) === d[12] && mod11Digit(d, w2) === d[13];
}

/** CUIT and CUIL: 11 digits, a known prefix, mod-11 check digit (weights 5,4,3,2,7,6,5,4,3,2; 11 → 0). */
function isValidCuitLike(value: string, prefixes: readonly string[]): boolean {
  const v = normalizeDocument(value);
  if (!/^\d{11}$/.test(v) || !prefixes.includes(v.slice(0, 2))) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(v[i]), 0);
  const r = 11 - (sum % 11);
  const dv = r === 11 ? 0 : r;
  return dv !== 10 && dv === Number(v[10]);
}

export const isValidCuit = (value: string) =>
  isValidCuitLike(value, ['20', '23', '24', '27', '30', '33', '34']);
export const isValidCuil = (value: string) => isValidCuitLike(value, ['20', '23', '24', '27']);

/** DNI (AR): 7 or 8 digits. */
export const isValidDni = (value: string) => /^\d{7,8}$/.test(normalizeDocument(value));

const DATE = '\\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])';
const STATES =
  'AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE';
const CURP = new RegExp(`^[A-Z][AEIOUX][A-Z]{2}${DATE}[HMX](${STATES})[B-DF-HJ-NP-TV-Z]{3}[A-Z\\d]\\d$`);
const RFC = new RegExp(`^[A-ZÑ&]{3,4}${DATE}[A-Z\\d]{2}[A\\d]$`);

/** CURP (MX) by format: 18 characters, birth date, sex, state. */
export const isValidCurp = (value: string) => CURP.test(normalizeDocument(value));
/** RFC (MX) by format: 12 (company) or 13 (person) characters with a date. */
export const isValidRfc = (value: string) => RFC.test(normalizeDocument(value));
/** INE (MX) voter key (clave de elector), by format: 6 letters, 8 digits, sex, 3 digits. */
export const isValidIne = (value: string) => /^[A-Z]{6}\d{8}[HMX]\d{3}$/.test(normalizeDocument(value));
/** Passport: 6 to 20 letters and digits. */
export const isValidPassport = (value: string) => /^[A-Z0-9]{6,20}$/.test(normalizeDocument(value));

const VALIDATORS: Record<DocumentType, (value: string) => boolean> = {
  CPF: isValidCpf,
  CNPJ: isValidCnpj,
  DNI: isValidDni,
  CUIT: isValidCuit,
  CUIL: isValidCuil,
  CURP: isValidCurp,
  RFC: isValidRfc,
  INE: isValidIne,
  PAS: isValidPassport,
};

export const isValidDocument = (type: DocumentType, value: string): boolean => VALIDATORS[type](value);

/** A document's verdict: required, then its type's check (`document.invalid` names the type). */
export function validateDocument(type: DocumentType, value: string): FieldResult {
  const doc = normalizeDocument(value);
  if (!doc) return fail('document.required', true);
  return isValidDocument(type, doc) ? OK : fail('document.invalid', false, { type });
}
