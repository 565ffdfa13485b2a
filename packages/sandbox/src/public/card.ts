/**
 * Card checks for the public pay endpoint: brand by IIN and check digit (../cards/brand.ts: Luhn, Naranja
 * mod 11), PAN length per brand, CVV length (Amex 4) and expiry against the sandbox clock.
 */
import { cardBrand, cardNumberValid } from '../cards/brand.ts';

/** PAN lengths per brand (domain facts §8); brands not listed accept 12–19 digits. */
const LENGTHS: Readonly<Record<string, readonly number[]>> = {
  visa: [16, 18, 19],
  mastercard: [16],
  amex: [15],
  elo: [16],
  hipercard: [16],
  naranja: [16],
  cabal: [16],
  carnet: [16],
  diners: [14, 16, 19],
  discover: [16, 19],
};

export function cvvLength(brand: string): number {
  return brand === 'amex' ? 4 : 3;
}

export interface CardInput {
  card_name?: unknown;
  card_number?: unknown;
  card_expiry_month?: unknown;
  card_expiry_year?: unknown;
  card_cvv?: unknown;
}

export interface FieldProblem {
  source: string;
  code: string;
  description: string;
}

export interface CheckedCard {
  brand: string;
  number: string;
}

/** Validates the card fields; returns the brand or one problem per bad field. Never echoes the values. */
export function checkCard(input: CardInput, now: Date): CheckedCard | FieldProblem[] {
  const problems: FieldProblem[] = [];
  const bad = (source: string, code: string, description: string) =>
    problems.push({ source, code, description });
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

  if (!str(input.card_name)) bad('card_name', 'REQUIRED', 'card_name is required.');
  const number = str(input.card_number);
  const brand = cardBrand(number);
  if (!number) bad('card_number', 'REQUIRED', 'card_number is required.');
  else if (!/^\d+$/.test(number))
    bad('card_number', 'INVALID_FORMAT', 'card_number must contain digits only.');
  else if (!brand) bad('card_number', 'UNSUPPORTED_BRAND', 'The card brand is not accepted.');
  else if (!(LENGTHS[brand] ?? [12, 13, 14, 15, 16, 17, 18, 19]).includes(number.length)) {
    bad('card_number', 'INVALID_LENGTH', `A ${brand} card number does not have ${number.length} digits.`);
  } else if (!cardNumberValid(number))
    bad('card_number', 'INVALID_CHECK_DIGIT', 'The card number is not valid.');

  const month = str(input.card_expiry_month);
  const year = str(input.card_expiry_year);
  const monthOk = /^(0[1-9]|1[0-2])$/.test(month);
  const yearOk = /^\d{4}$/.test(year);
  if (!monthOk) bad('card_expiry_month', 'INVALID_FORMAT', 'card_expiry_month must be two digits, 01 to 12.');
  if (!yearOk) bad('card_expiry_year', 'INVALID_FORMAT', 'card_expiry_year must be four digits.');
  if (monthOk && yearOk) {
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (Number(year) * 12 + Number(month) - 1 < current) {
      bad('card_expiry_year', 'CARD_EXPIRED', 'The card has expired.');
    } else if (Number(year) > now.getUTCFullYear() + 20) {
      bad('card_expiry_year', 'INVALID_VALUE', 'card_expiry_year is too far in the future.');
    }
  }

  const cvv = str(input.card_cvv);
  const wanted = brand ? cvvLength(brand) : undefined;
  if (!/^\d{3,4}$/.test(cvv) || (wanted !== undefined && cvv.length !== wanted)) {
    bad('card_cvv', 'INVALID_FORMAT', `card_cvv must be ${wanted ?? '3 or 4'} digits.`);
  }
  return problems.length > 0 || !brand ? problems : { brand, number };
}
