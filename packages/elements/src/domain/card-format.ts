import { brandOf, digitsOnly, maxPanLength, UNKNOWN_BRAND } from './brands.ts';

/** A field's text and caret after formatting. */
export interface Formatted {
  value: string;
  caret: number;
}

/** Splits digits into groups: Amex 4-6-5, Diners 4-6-4, others 4-4-4-4-3. */
export function groupDigits(digits: string, groups: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (let i = 0; at < digits.length; i++) {
    const size = i < groups.length - 1 ? (groups[i] ?? 4) : digits.length - at;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** Caret position just after the `n`-th digit of a formatted value (0 → start). */
export function caretAfterDigits(formatted: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '')) seen++;
    if (seen === n) return i + 1;
  }
  return formatted.length;
}

const digitsBefore = (value: string, caret: number) => digitsOnly(value.slice(0, Math.max(0, caret))).length;

/**
 * Formats a card number as the shopper types, pastes or deletes.
 *
 * `raw` and `caret` are the field's value and caret after the browser applied the edit; `previous` is the
 * value before it. Spaces, dashes and dots in pasted numbers are dropped. When a delete removed only a group
 * separator, the digit beside it is removed instead, so Backspace and Delete never get stuck on a space.
 */
export function formatCardNumber(
  raw: string,
  caret = raw.length,
  previous?: string,
  inputType?: string,
): Formatted {
  let text = raw;
  let n = digitsBefore(raw, caret);
  if (
    previous !== undefined &&
    inputType?.startsWith('delete') &&
    digitsOnly(raw) === digitsOnly(previous) &&
    raw.length < previous.length
  ) {
    const digits = digitsOnly(raw);
    const drop = inputType === 'deleteContentForward' ? n : n - 1;
    if (drop >= 0 && drop < digits.length) {
      text = digits.slice(0, drop) + digits.slice(drop + 1);
      n = drop;
    }
  }
  const all = digitsOnly(text);
  const brand = brandOf(all);
  const digits = all.slice(0, maxPanLength(brand));
  const value = groupDigits(digits, (brand ?? UNKNOWN_BRAND).groups);
  return { value, caret: caretAfterDigits(value, Math.min(n, digits.length)) };
}

/** Keeps the digits of a security code, up to `max`. */
export const formatCvc = (raw: string, max = 4): string => digitsOnly(raw).slice(0, max);
