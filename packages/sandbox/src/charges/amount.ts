/**
 * Amounts (A1): a JSON number in the currency's major unit with at most the currency's minor-unit decimals
 * (BRL 10.55, CLP 1500). More decimals are refused, never rounded: 10.555 BRL and 1.5 CLP answer 422. Methods
 * whose codes hold the amount in a fixed-width field, or that take cash up to a limit, have a largest amount
 * (METHOD_MAX_VALUE), checked the same way at creation and on pay.
 */
import { ERROR_CODES, METHOD_MAX_VALUE, MINOR_UNITS, roundMinor, type TypeCharge } from '../contract.ts';
import { ApiError, type ErrorEntry } from '../http/errors.ts';

/** Decimal places of a number as JSON wrote it (`10.555` → 3, `1e-7` → 7, `150` → 0). */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** The A4 entry for an amount below one minor unit or with more decimals than the currency has, else undefined. */
export function amountError(value: number, currency: string, source = 'value'): ErrorEntry | undefined {
  const digits = MINOR_UNITS[currency] ?? 2;
  const smallest = 1 / 10 ** digits;
  if (value < smallest) {
    return {
      code: ERROR_CODES.outOfRange,
      source,
      description: `${source} must be at least ${smallest} ${currency}`,
    };
  }
  if (decimalPlaces(value) > digits) {
    return {
      code: ERROR_CODES.invalidValue,
      source,
      description:
        digits === 0
          ? `${currency} has no decimal places: send ${source} as a whole number`
          : `${currency} has ${digits} decimal places: ${source} cannot have more`,
    };
  }
  return undefined;
}

/** The amount, checked (422 otherwise) and freed of binary noise. */
export function checkedAmount(value: number, currency: string, source = 'value'): number {
  const error = amountError(value, currency, source);
  if (error) throw new ApiError(422, [error]);
  return roundMinor(value, currency);
}

/** The A4 entry when `method` cannot take this amount (boleto and Pago Fácil field widths, OXXO cash limit). */
export function methodAmountError(
  method: TypeCharge | null | undefined,
  value: number,
  currency: string,
  source: string,
): ErrorEntry | undefined {
  const max = method ? METHOD_MAX_VALUE[method] : undefined;
  if (max === undefined || value <= max) return undefined;
  const limit = max.toLocaleString('en-US', { minimumFractionDigits: MINOR_UNITS[currency] ?? 2 });
  const why = method === 'oxxo' ? 'the OXXO cash limit' : `the largest amount a ${method} code can carry`;
  return {
    code: ERROR_CODES.outOfRange,
    source,
    description: `${method} takes at most ${limit} ${currency} (${why}); this charge is ${value} ${currency}`,
  };
}
