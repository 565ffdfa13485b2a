/**
 * Boleto bancário ("cobrança"): the 44-digit ITF barcode and the 47-digit linha digitável (FEBRABAN).
 * The due-date factor counts days from 1997-10-07 and restarted at 1000 on 2025-02-22.
 */
import { boletoMod11, mod10 } from './check-digits.ts';

const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/** Due-date factor for a `YYYY-MM-DD` date (UTC calendar day), with the 2025-02-22 wrap to 1000. */
export function dueDateFactor(dueDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  if (!match) throw new Error('due date must be YYYY-MM-DD');
  const days = Math.round(
    (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - FACTOR_BASE) / DAY_MS,
  );
  if (days < 1000) throw new Error('due date before the first factor (2000-07-03)');
  const factor = days <= 9999 ? days : ((days - 1000) % 9000) + 1000;
  return String(factor).padStart(4, '0');
}

export interface BoletoInput {
  /** FEBRABAN bank code, 3 digits. */
  bank: string;
  dueDate: string;
  /** Amount in centavos. */
  amountCents: number;
  /** Bank-specific "campo livre", 25 digits. */
  freeField: string;
}

/** The 44-digit barcode: bank, currency 9, general DV (mod 11), factor, amount (10), campo livre (25). */
export function boletoBarcode(input: BoletoInput): string {
  if (!/^\d{3}$/.test(input.bank)) throw new Error('bank code is 3 digits');
  if (!/^\d{25}$/.test(input.freeField)) throw new Error('campo livre is 25 digits');
  if (!Number.isInteger(input.amountCents) || input.amountCents < 0 || input.amountCents > 9_999_999_999) {
    throw new Error('amount does not fit 10 digits of centavos');
  }
  const tail = `${dueDateFactor(input.dueDate)}${String(input.amountCents).padStart(10, '0')}${input.freeField}`;
  const head = `${input.bank}9`;
  return `${head}${boletoMod11(head + tail)}${tail}`;
}

/** The 47-digit linha digitável for a 44-digit barcode (digits only, no punctuation). */
export function digitableLine(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new Error('a boleto barcode is 44 digits');
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return [
    field1 + mod10(field1),
    field2 + mod10(field2),
    field3 + mod10(field3),
    barcode.slice(4, 5),
    barcode.slice(5, 19),
  ].join('');
}

/** Display form `AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV`. */
export function formatDigitableLine(line: string): string {
  if (!/^\d{47}$/.test(line)) throw new Error('a linha digitável is 47 digits');
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line.slice(32, 33)} ${line.slice(33)}`;
}

/** True when the three field DVs and the general DV of a 47-digit line are all correct. */
export function isValidDigitableLine(line: string): boolean {
  if (!/^\d{47}$/.test(line)) return false;
  const fields: Array<[number, number]> = [
    [0, 9],
    [10, 20],
    [21, 31],
  ];
  for (const [start, dvAt] of fields) {
    if (mod10(line.slice(start, dvAt)) !== Number(line[dvAt])) return false;
  }
  const barcode =
    line.slice(0, 4) + line.slice(32, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
  return boletoMod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(line[32]);
}
