import { BRANDS, type BrandId, type BrandSpec, MAX_PAN_LENGTH, UNKNOWN_BRAND } from './brand-specs.ts';
import { IIN_RANGES, type IinRange } from './iin-ranges.ts';

export { BRANDS, type BrandId, type BrandSpec, MAX_PAN_LENGTH, UNKNOWN_BRAND };

/** Keeps the digits of a string (pasted numbers may carry spaces, dashes or dots). */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

const width = (range: IinRange): number => (range.to ? Number(range.to) - Number(range.from) + 1 : 1);

/** True when the first digits of `pan` lie in the range. */
function matches(range: IinRange, pan: string): boolean {
  const n = range.from.length;
  if (pan.length < n) return false;
  const head = Number(pan.slice(0, n));
  return head >= Number(range.from) && head <= Number(range.to ?? range.from);
}

/**
 * Overlap resolution by specificity: the longest matching prefix wins (Elo's 401178 beats Visa's 4); between
 * prefixes of equal length the narrower range wins (Carnet's 506199–506499 beats Maestro's 504176–506698).
 */
function moreSpecific(a: IinRange, b: IinRange): boolean {
  if (a.from.length !== b.from.length) return a.from.length > b.from.length;
  return width(a) < width(b);
}

/** The brand of a (possibly partial) card number, from its IIN; `undefined` while no range matches. */
export function detectBrand(value: string, ranges: readonly IinRange[] = IIN_RANGES): BrandSpec | undefined {
  const pan = digitsOnly(value);
  let best: IinRange | undefined;
  for (const range of ranges) {
    if (matches(range, pan) && (!best || moreSpecific(range, best))) best = range;
  }
  return best ? BRANDS[best.brand] : undefined;
}

/** ISO/IEC 7812 Luhn check over a digit string. */
export function luhnValid(pan: string): boolean {
  if (!/^\d{2,}$/.test(pan)) return false;
  let sum = 0;
  for (let i = 0; i < pan.length; i++) {
    let d = Number(pan[pan.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Naranja's mod-11 (ActiveMerchant): weights 4,3,2,7,6,5,4,3,2,7,6,5,4,3,2; 11 − sum mod 11, above 9 → 0. */
export function naranjaValid(pan: string): boolean {
  if (!/^\d{16}$/.test(pan)) return false;
  const weights = [4, 3, 2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(pan[i]), 0);
  const dv = 11 - (sum % 11);
  return (dv > 9 ? 0 : dv) === Number(pan[15]);
}

/** The network's check-digit test: Luhn, except Naranja's mod-11 and Hipercard (no check). */
export function passesNetworkCheck(pan: string, brand: BrandSpec | undefined = detectBrand(pan)): boolean {
  const check = brand?.check ?? 'luhn';
  if (check === 'mod11') return naranjaValid(pan);
  if (check === 'none') return /^\d+$/.test(pan);
  return luhnValid(pan);
}

/** Valid PAN lengths for a brand (unknown brands: 12–19). */
export const panLengths = (brand: BrandSpec | undefined): readonly number[] =>
  brand?.lengths ?? UNKNOWN_BRAND.lengths;

/** The longest number the field accepts for a brand. */
export const maxPanLength = (brand: BrandSpec | undefined): number =>
  brand ? Math.max(...brand.lengths) : MAX_PAN_LENGTH;

/** Accepted security-code lengths for a brand (Amex 4, others 3; unknown 3 or 4). */
export const cvcLengths = (brand: BrandSpec | undefined): readonly number[] =>
  brand ? [brand.cvcLength] : UNKNOWN_BRAND.cvcLengths;

/** The card BIN sent to 3DS setup: the first 8 digits (6 to 8 allowed; never the whole number). */
export function cardBin(value: string): string | undefined {
  const pan = digitsOnly(value);
  return pan.length >= 8 ? pan.slice(0, 8) : undefined;
}
