/** @tucan/elements: registers every tucan element and re-exports the public API. */

export { TucanApplePayElement } from './apple-pay/apple-pay.ts';
export { TucanCardElement } from './card/card.ts';
export {
  mount,
  TucanCheckoutElement,
  type TucanMethodChangeDetail,
  TucanMethodChangeEvent,
  type TucanMountHandle,
  type TucanMountOptions,
  type TucanReadyDetail,
  TucanReadyEvent,
} from './checkout/checkout.ts';
export { formatAmount, type Locale, wordingLocale } from './controllers/localize.ts';
export * from './events.ts';
export type { GooglePayLoader } from './google-pay/google-pay.loader.ts';
export { TucanGooglePayElement } from './google-pay/google-pay.ts';
export { CHARGE_STATUSES, type ChargeStatus, type VisualState, visualState } from './status/status.logic.ts';
export { TucanStatusElement } from './status/status.ts';
