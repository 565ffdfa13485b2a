import { digitsOnly as digitsOf } from './brands.ts';
import { caretAfterDigits, type Formatted } from './card-format.ts';
import { type FieldResult, fail, OK } from './verdict.ts';

/** A card expiry: month 1–12 and a four-digit year. */
export interface Expiry {
  month: number;
  year: number;
}

const SEPARATOR = /[\s/.-]/;
const isMonth = (mm: string) => Number(mm) >= 1 && Number(mm) <= 12;

/** Month and year digits of a value with a separator (`1/30` → 1 and 30); `undefined` without one. */
function split(raw: string): [month: string, year: string] | undefined {
  const at = raw.search(SEPARATOR);
  return at < 0 || !/\d/.test(raw) ? undefined : [digitsOf(raw.slice(0, at)), digitsOf(raw.slice(at + 1))];
}

/**
 * Formats an expiry as MM/YY while the shopper types. A lone 2–9 is a month: `4` becomes `04/`, and so does a
 * digit followed by a separator (`1/` becomes `01/`); `1` waits for the next digit. An impossible month (`13`,
 * `00`) is never rewritten into another date: it stays as typed, without the slash, and validation flags it at
 * once. The slash is added after a full month, except while deleting, so Backspace can remove it. A year typed
 * in four digits is accepted (`12/2030` becomes `12/30` on its last digit). A paste or autofill (the edit ends
 * at the end of the field) of `04/2030`, `4/30`, `0430` or `04-30` gives `04/30`. Any other edit
 * keeps the month and year apart (Backspace on the 2 of `12/30` leaves `1/30`) and the caret after the same
 * digit; deleting only the slash removes the month digit before it (or the year digit after it, with Delete).
 * `previous` is the field's value before the edit.
 */
export function formatExpiry(
  raw: string,
  caret = raw.length,
  inputType?: string,
  previous?: string,
): Formatted {
  const typing = !inputType?.startsWith('delete');
  const atEnd = caret >= raw.length;
  const before = raw.slice(0, caret);
  // The caret stays after the same digit, past the slash when the shopper's was after a separator.
  let n = digitsOf(before).length;
  let past = SEPARATOR.test(before.slice(-1));
  // The month and the year as the shopper separated them, else the first two digits and the rest.
  const parts = split(raw.trimStart());
  const apart = !!parts && parts[0].length <= 2;
  const digits = digitsOf(raw);
  let [month, year] = parts && apart ? parts : [digits.slice(0, 2), digits.slice(2)];
  // A lone 2–9 is a month, and so is a 1 followed by a separator, or the month of a whole date (`4/30`, `4/2030`).
  const lone = apart ? /^[1-9]$/ : /^[2-9]$/;
  if (typing && lone.test(month) && (!year || (atEnd && /^(\d\d){1,2}$/.test(year)))) {
    month = `0${month}`;
    n++;
  }
  // A four-digit year is typed through (`12/203` waits) and shortened once complete (`12/2030` → `12/30`).
  year = year.slice(0, year.startsWith('20') && typing ? 4 : 2);
  if (year.length === 4) year = year.slice(2);
  else if (year.length === 3 && !atEnd) year = year.slice(0, 2);
  const old =
    !parts && !typing && previous?.includes('/') && digitsOf(previous) === digits && split(previous);
  const slashGone = !!old && !!old[1];
  if (slashGone) {
    // Only the slash went: take the digit beside it instead, so Backspace never gets stuck on the slash.
    past = inputType === 'deleteContentForward';
    [month, year] = past ? [old[0], old[1].slice(1)] : [old[0].slice(0, -1), old[1]];
    n = month.length;
  }
  // Without a separator typed, the slash follows a real month only: an impossible one (`13`, `00`) stays as typed
  // and is flagged at once. Deleting the last year digit takes the slash with it (`04/3` → `04`), as typing added it.
  const value =
    year || slashGone || (typing && (apart || (month.length === 2 && isMonth(month))))
      ? `${month}/${year}`
      : month;
  const at = caretAfterDigits(value, n);
  // After a whole month, past the slash just added.
  return { value, caret: value[at] === '/' && (past || (!apart && at === value.length - 1)) ? at + 1 : at };
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

/** Checks an expiry as typed: while the shopper types (an impossible month at once), on blur and on submit. */
export function validateExpiry(value: string, now: Date = new Date()): FieldResult {
  const v = value.trim();
  if (!v) return fail('expiry.required', true);
  const month = /^\d{2}/.test(v) ? Number(v.slice(0, 2)) : undefined;
  if (month !== undefined && !(month >= 1 && month <= 12)) return fail('expiry.month');
  // Anything else that is no whole date may still become one (`0`, `1`, `12/3`).
  const expiry = parseExpiry(v);
  if (!expiry) return fail('expiry.incomplete', true);
  if (isExpired(expiry, now)) return fail('expiry.past');
  if (isTooFar(expiry, now)) return fail('expiry.far');
  return OK;
}
