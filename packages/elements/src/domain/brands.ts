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
  type BrandSpec,
  detectBrand as detectFromTable,
  digitsOnly,
  IIN_RANGES,
} from '@tucan/client/card-rules';

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
