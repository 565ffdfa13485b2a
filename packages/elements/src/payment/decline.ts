/**
 * Decline codes of a pay answer (`status: error`): the bank or the card refused, titled "Payment declined". A
 * `PROCESSING_ERROR` is not one: the payment could not be processed (titled "Payment not completed").
 */
const DECLINES =
  /^(declined|.*_DECLINED|CARD_.*|INSUFFICIENT_FUNDS|EXPIRED_CARD|INVALID_CVV|INCORRECT_CVC|DO_NOT_HONOR|AUTHENTICATION_FAILED)$/i;

/** Whether a `tucan-error` code is a decline of the card (a wallet's card too) rather than of the request. */
export const isDecline = (code: string): boolean => DECLINES.test(code);
