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

import { digitsOnly } from '@tucan/client/card-rules';

/** The card BIN sent to 3DS setup: the first 8 digits (6 to 8 allowed; never the whole number). */
export function cardBin(value: string): string | undefined {
  const pan = digitsOnly(value);
  return pan.length >= 8 ? pan.slice(0, 8) : undefined;
}
