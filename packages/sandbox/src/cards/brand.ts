/**
 * Card brand by IIN and the check-digit rules: the card rules the service shares with the widget
 * (`@tucan/client/card-rules`, contract B4), so the widget never sends a number the sandbox refuses.
 * Luhn for every brand except Naranja (mod 11, as ActiveMerchant validates it).
 */
import { cardNumberProblem, detectBrand } from '@tucan/client/card-rules';

export { cardNumberProblem, luhnValid, naranjaValid } from '@tucan/client/card-rules';

/** The accepted brand of a card number (digits), or `undefined` for a brand the service does not accept. */
export function cardBrand(digits: string): string | undefined {
  return detectBrand(digits)?.id;
}

/** A number the service accepts: an accepted brand, one of its lengths and its check digit. */
export function cardNumberValid(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && cardNumberProblem(digits) === undefined;
}
