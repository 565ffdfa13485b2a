/** @tucan/elements: registers every tucan element and re-exports the public API. */

export { TucanApplePayElement } from './apple-pay/apple-pay.ts';
export { TucanBoletoElement } from './boleto/boleto.ts';
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
export { TucanCodeElement } from './codes/code.element.ts';
export type { CodeMethod } from './codes/code.method.ts';
export {
  formatAmount,
  LOCALES,
  type Locale,
  loadLocale,
  type Message,
  setMessages,
  wordingLocale,
} from './controllers/localize.ts';
export * from './events.ts';
export type { GooglePayLoader } from './google-pay/google-pay.loader.ts';
export { TucanGooglePayElement } from './google-pay/google-pay.ts';
export type { Catalogue, LocaleOverrides, MessageOverrides } from './locales/catalogue.ts';
export { TucanOxxoElement } from './oxxo/oxxo.ts';
export { TucanPfcElement } from './pfc/pfc.ts';
export { TucanPixElement } from './pix/pix.ts';
export { TucanQraElement } from './qra/qra.ts';
export { TucanSpeiElement } from './spei/spei.ts';
export { CHARGE_STATUSES, type ChargeStatus, type VisualState, visualState } from './status/status.logic.ts';
export { TucanStatusElement } from './status/status.ts';
