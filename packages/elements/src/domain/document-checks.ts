/**
 * How each payer document is checked (seed §2.2 `payer_document_type`): CPF, CNPJ, CUIT and CUIL by check digits;
 * DNI, CURP, RFC, INE and PAS by format; `documentProblem` says why a number fails, for the shopper's message. Only
 * a form that asks for a document needs them (the card loads them with its payer fields, when `fields` asks for
 * one). Pure.
 */
import { DOCUMENT_LENGTH, type DocumentType, documentInputMode, normalizeDocument } from './documents.ts';
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
const RFC = new RegExp(`^[A-ZÑ&]{3,4}${DATE}[A-Z\\d]{2}[A\\d]$`);

/**
 * Whether the YYMMDD at `at` is a day of the calendar (31 February and 29 February 2023 are not): the 2000s when
 * `y2k`, else the 1900s.
 */
function isCalendarDay(v: string, at: number, y2k: boolean): boolean {
  const year = (y2k ? 2000 : 1900) + Number(v.slice(at, at + 2));
  const day = Number(v.slice(at + 4, at + 6));
  return day <= new Date(Date.UTC(year, Number(v.slice(at + 2, at + 4)), 0)).getUTCDate();
}
/** A CURP's birth date (characters 5 to 10) is a real day; its 17th character, a letter, says born in the 2000s. */
const curpBirthDay = (v: string) => isCalendarDay(v, 4, /[A-Z]/.test(v[16] ?? ''));

/** The parts of a CURP, in order: 4 letters of the names, the birth date, H/M/X, the state, 3 consonants and 2 more. */
export type CurpPart = 'name' | 'date' | 'sex' | 'state' | 'end';

/** Each part of a CURP, checked from the start: a valid CURP passes them all; the first that fails is the one to name. */
const CURP_PARTS: ReadonlyArray<readonly [CurpPart, (v: string) => boolean]> = [
  ['name', (v) => /^[A-Z][AEIOUX][A-Z]{2}/.test(v)],
  ['date', (v) => new RegExp(`^.{4}${DATE}`).test(v) && curpBirthDay(v)],
  ['sex', (v) => /^.{10}[HMX]/.test(v)],
  ['state', (v) => new RegExp(`^.{11}(${STATES})`).test(v)],
  ['end', (v) => /^.{13}[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/.test(v)],
];

/** CURP (MX) by format: 18 characters, a birth date that is a day of the calendar, sex, state (every part). */
export const isValidCurp = (value: string) => {
  const v = normalizeDocument(value);
  return CURP_PARTS.every(([, ok]) => ok(v));
};
/**
 * RFC (MX) by format: 12 (company) or 13 (person) characters with a date that is a day of the calendar (read in
 * the 2000s, whose leap years are the 1900s' but 1900).
 */
export const isValidRfc = (value: string) => {
  const v = normalizeDocument(value);
  return RFC.test(v) && isCalendarDay(v, v.length - 9, true);
};
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

/**
 * Why a number fails its type's check, for the message the shopper reads: `length` when it has too few or too many
 * characters (`min`, `max` and `unit`, digits or characters, say what it must have; `short` when more typing may
 * still fix it), else `invalid`, with the CURP's wrong `part` (a number of the right length whose check digits or
 * format are wrong). Undefined for a valid number.
 */
export type DocumentProblem =
  | { reason: 'length'; short: boolean; min: number; max: number; unit: 'digits' | 'characters' }
  | { reason: 'invalid'; part?: CurpPart };

export function documentProblem(type: DocumentType, value: string): DocumentProblem | undefined {
  const v = normalizeDocument(value);
  const [min, max] = DOCUMENT_LENGTH[type];
  if (v.length < min || v.length > max) {
    const unit = documentInputMode(type) === 'numeric' ? 'digits' : 'characters';
    return { reason: 'length', short: v.length < min, min, max, unit };
  }
  if (isValidDocument(type, v)) return undefined;
  const part = type === 'CURP' ? CURP_PARTS.find(([, ok]) => !ok(v))?.[0] : undefined;
  return part ? { reason: 'invalid', part } : { reason: 'invalid' };
}

/**
 * A number of the wrong length says how long one is (`document.length`: a CPF has 11 digits); one of the right
 * length that fails its check digits or format says it is not valid (`document.invalid`), naming the CURP's wrong
 * part (`part`: its birth date, its state…).
 */
export function validateDocument(type: DocumentType, value: string): FieldResult {
  const doc = normalizeDocument(value);
  if (!doc) return fail('document.required', true);
  const problem = documentProblem(type, doc);
  if (!problem) return OK;
  if (problem.reason === 'length') {
    const { short, min, max, unit } = problem;
    return fail('document.length', short, { type, min: String(min), max: String(max), unit });
  }
  return fail('document.invalid', false, problem.part ? { type, part: problem.part } : { type });
}
