/** Decline codes of a pay answer (`status: error`): the bank or the card refused, titled "Payment declined". */
const DECLINES =
  /^(declined|.*_DECLINED|CARD_.*|INSUFFICIENT_FUNDS|EXPIRED_CARD|INVALID_CVV|INCORRECT_CVC|DO_NOT_HONOR|PROCESSING_ERROR|AUTHENTICATION_FAILED)$/i;

/** Whether a `tucan-error` code is a decline of the card (a wallet's card too) rather than of the request. */
export const isDecline = (code: string): boolean => DECLINES.test(code);
