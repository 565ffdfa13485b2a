/** Amounts (A1): rounded to the currency's minor unit, and at least one minor unit after rounding. */
import { ERROR_CODES, MINOR_UNITS, roundMinor } from '../contract.ts';
import { ApiError, type ErrorEntry } from '../http/errors.ts';

/** The A4 entry for an amount that rounds below one minor unit (CLP 0.4, BRL 0.001), else undefined. */
export function amountError(value: number, currency: string, source = 'value'): ErrorEntry | undefined {
  if (roundMinor(value, currency) > 0) return undefined;
  const smallest = 1 / 10 ** (MINOR_UNITS[currency] ?? 2);
  return {
    code: ERROR_CODES.outOfRange,
    source,
    description: `${source} must be at least ${smallest} ${currency} after rounding to the currency's minor unit`,
  };
}

/** The amount rounded to the currency's minor unit; 422 OUT_OF_RANGE when that is below one minor unit. */
export function roundedAmount(value: number, currency: string, source = 'value'): number {
  const error = amountError(value, currency, source);
  if (error) throw new ApiError(422, [error]);
  return roundMinor(value, currency);
}
