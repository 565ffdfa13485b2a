/**
 * The card rules the service and the widget share (docs/contract.md B4): which brands are accepted, how a
 * number's brand is found from its IIN, its lengths, its security-code length and its check digit. The sandbox
 * checks pay requests with this module and `<tucan-card>` validates with it, so the widget never sends a number
 * the service refuses. Pure data and functions; no DOM, no Node.
 */
import { BRANDS, type BrandId, type BrandSpec, MAX_PAN_LENGTH, UNKNOWN_BRAND } from './brand-specs.ts';
import { IIN_RANGES, type IinRange } from './iin-ranges.ts';

export { BRANDS, type BrandId, type BrandSpec, IIN_RANGES, type IinRange, MAX_PAN_LENGTH, UNKNOWN_BRAND };

/** Keeps the digits of a string (pasted numbers may carry spaces, dashes or dots). */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');

const width = (range: IinRange): number => Number(range.to) - Number(range.from) + 1;

/** True when the first digits of `pan` lie in the range. */
function matches(range: IinRange, pan: string): boolean {
  const n = range.from.length;
  if (pan.length < n) return false;
  const head = Number(pan.slice(0, n));
  return head >= Number(range.from) && head <= Number(range.to);
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

/** The network's check-digit test: Luhn, except Naranja's mod-11. */
export function passesNetworkCheck(pan: string, brand: BrandSpec | undefined = detectBrand(pan)): boolean {
  return (brand?.check ?? 'luhn') === 'mod11' ? naranjaValid(pan) : luhnValid(pan);
}

/** Why the service refuses a card number, or `undefined` when it accepts it. */
export type CardNumberProblem = 'UNSUPPORTED_BRAND' | 'INVALID_LENGTH' | 'INVALID_CHECK_DIGIT';

/**
 * The service's verdict on a card number (digits only): the brand must be one of `BRANDS` (found by IIN),
 * the length one of the brand's, and the check digit the brand's (Luhn; Naranja mod 11).
 */
export function cardNumberProblem(pan: string): CardNumberProblem | undefined {
  const brand = detectBrand(pan);
  if (!/^\d+$/.test(pan) || !brand) return 'UNSUPPORTED_BRAND';
  if (!brand.lengths.includes(pan.length)) return 'INVALID_LENGTH';
  return passesNetworkCheck(pan, brand) ? undefined : 'INVALID_CHECK_DIGIT';
}

/**
 * The display names of the brands accepted in `country` (ISO 3166-1 alpha-2: the international brands and that
 * country's own, e.g. Elo in BR, Carnet in MX), for "accepted here: …"; without a country, every brand.
 */
export const acceptedBrandNames = (country?: string): string[] =>
  Object.values(BRANDS)
    .filter((b) => !country || !b.countries || b.countries.includes(country.toUpperCase()))
    .map((b) => b.name);

/** Valid PAN lengths for a brand (unknown brands: 12–19). */
export const panLengths = (brand: BrandSpec | undefined): readonly number[] =>
  brand?.lengths ?? UNKNOWN_BRAND.lengths;

/** The longest number the field accepts for a brand. */
export const maxPanLength = (brand: BrandSpec | undefined): number =>
  brand ? Math.max(...brand.lengths) : MAX_PAN_LENGTH;

/** Accepted security-code lengths for a brand (Amex 4, others 3; unknown 3 or 4). */
export const cvcLengths = (brand: BrandSpec | undefined): readonly number[] =>
  brand ? [brand.cvcLength] : UNKNOWN_BRAND.cvcLengths;
