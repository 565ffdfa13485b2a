export {
  acceptedBrandNames,
  BRANDS,
  type BrandId,
  type BrandSpec,
  type CardNumberProblem,
  cardNumberProblem,
  cvcLengths,
  detectBrand,
  digitsOnly,
  IIN_RANGES,
  type IinRange,
  luhnValid,
  MAX_PAN_LENGTH,
  maxPanLength,
  naranjaValid,
  panLengths,
  passesNetworkCheck,
  UNKNOWN_BRAND,
} from '@tucan/client/card-rules';

import {
  acceptedBrandNames,
  type BrandSpec,
  cvcLengths,
  detectBrand as detectFromTable,
  digitsOnly,
  IIN_RANGES,
  panLengths,
  passesNetworkCheck,
} from '@tucan/client/card-rules';
import { type FieldResult, fail, OK } from './verdict.ts';

/** The card BIN sent to 3DS setup: the first 8 digits (6 to 8 allowed; never the whole number). */
export function cardBin(value: string): string | undefined {
  const pan = digitsOnly(value);
  return pan.length >= 8 ? pan.slice(0, 8) : undefined;
}

/** A number's brand depends only on its first IIN_DIGITS digits (the longest prefix of the IIN table). */
const IIN_DIGITS = Math.max(...IIN_RANGES.map((r) => r.from.length));
const brandByPrefix = new Map<string, BrandSpec | undefined>();

/**
 * `detectBrand` over the shipped IIN table, remembered per IIN prefix: typing a number asks for its brand
 * several times per keystroke (format, validate, render), and the table is scanned once per prefix instead.
 * The same answer as `detectBrand` for every input. Pure (a bounded cache).
 */
export function brandOf(value: string): BrandSpec | undefined {
  const prefix = digitsOnly(value).slice(0, IIN_DIGITS);
  if (brandByPrefix.has(prefix)) return brandByPrefix.get(prefix);
  if (brandByPrefix.size >= 512) brandByPrefix.clear();
  const brand = detectFromTable(prefix);
  brandByPrefix.set(prefix, brand);
  return brand;
}

/**
 * Checks a card number: its brand, length and check digit (a valid prefix while it may still grow). A number of no
 * known brand names the brands accepted in `country` (all of them without one).
 */
export function validateNumber(value: string, country?: string): FieldResult {
  const pan = digitsOnly(value);
  if (!pan) return fail('number.required', true);
  const brand = brandOf(pan);
  if (!brand && pan.length >= 8) {
    // No accepted brand has this IIN: the service would refuse it (UNSUPPORTED_BRAND), so say so before Pay.
    return fail('number.brand', false, { brands: acceptedBrandNames(country).join(', ') });
  }
  const lengths = panLengths(brand);
  if (lengths.includes(pan.length) && passesNetworkCheck(pan, brand)) return OK;
  if (pan.length < Math.max(...lengths)) {
    // Shorter than the brand's longest length: a valid prefix (a Visa of 16 may grow to 19).
    return fail(pan.length < Math.min(...lengths) ? 'number.incomplete' : 'number.invalid', true);
  }
  return fail('number.invalid');
}

/** Checks a security code for a brand: while the shopper types (a change of brand), on blur and on submit. */
export function validateCvc(value: string, brand: BrandSpec | undefined): FieldResult {
  const cvc = value.trim();
  if (!cvc) return fail('cvc.required', true);
  const lengths = cvcLengths(brand);
  if (/^\d+$/.test(cvc) && lengths.includes(cvc.length)) return OK;
  const digits = lengths.length > 1 ? `${Math.min(...lengths)}–${Math.max(...lengths)}` : String(lengths[0]);
  return fail('cvc.length', /^\d+$/.test(cvc) && cvc.length < Math.max(...lengths), { digits });
}
