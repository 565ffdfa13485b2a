import { caretAfterDigits, type Formatted } from './card-format.ts';

/** A card expiry: month 1–12 and a four-digit year. */
export interface Expiry {
  month: number;
  year: number;
}

/**
 * Formats an expiry as MM/YY while the shopper types. A lone 2–9 is a month: `4` becomes `04/`; `1` waits for
 * the next digit (`13` becomes `01/3`). The slash is added after a full month, except while deleting, so
 * Backspace can remove it. Autofill and paste of `04/2030`, `4/30`, `0430` or `04-30` give `04/30`.
 */
export function formatExpiry(raw: string, caret = raw.length, inputType?: string): Formatted {
  const full = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d{4}|\d{2})\s*$/.exec(raw);
  if (full) {
    const value = `${(full[1] ?? '').padStart(2, '0')}/${(full[2] ?? '').slice(-2)}`;
    return { value, caret: value.length };
  }
  const deleting = inputType?.startsWith('delete') ?? false;
  const before = raw.slice(0, caret).replace(/\D/g, '').length;
  let digits = raw.replace(/\D/g, '');
  let shift = 0;
  if (/^[2-9]/.test(digits) || /^1[3-9]/.test(digits)) {
    digits = `0${digits}`;
    shift = 1;
  }
  if (digits.length === 6 && /^\d{2}20\d{2}$/.test(digits)) digits = digits.slice(0, 2) + digits.slice(4);
  digits = digits.slice(0, 4);
  let value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  if (digits.length === 2 && !deleting) value = `${digits}/`;
  const n = Math.min(before + shift, digits.length);
  return { value, caret: n === 2 && value.endsWith('/') ? value.length : caretAfterDigits(value, n) };
}

/** Parses `MM/YY` (or `MM/YYYY`) into a month and a four-digit year; `undefined` when incomplete or bad. */
export function parseExpiry(value: string): Expiry | undefined {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return undefined;
  const month = Number(m[1]);
  const yy = m[2] ?? '';
  const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: Expiry, now: Date = new Date()): boolean {
  const y = now.getFullYear();
  const m = now.getMonth() + 1;
  return expiry.year < y || (expiry.year === y && expiry.month < m);
}

/** Cards are not issued for more than 20 years ahead; a later year is a typo. */
export function isTooFar(expiry: Expiry, now: Date = new Date()): boolean {
  return expiry.year > now.getFullYear() + 20;
}

/** The pay request's fields: `card_expiry_month` two digits, `card_expiry_year` four digits. */
export function expiryFields(expiry: Expiry): { card_expiry_month: string; card_expiry_year: string } {
  return { card_expiry_month: String(expiry.month).padStart(2, '0'), card_expiry_year: String(expiry.year) };
}
