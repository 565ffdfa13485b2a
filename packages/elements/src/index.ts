/**
 * @tucan/elements: registers every tucan element and re-exports the public API.
 *
 * The payment methods register through the method list (`methods/methods.ts`): each method's own module
 * (`pix/pix.ts`…), loaded with the `import()` of its descriptor, as the checkout loads it, and awaited here, so
 * every element is defined once this module has been imported. The element classes are exported by name; the
 * type-only exports of each `x.ts` bring its `HTMLElementTagNameMap` entry.
 */
import { TucanApplePayElement } from './apple-pay/apple-pay.element.ts';
import { TucanBoletoElement } from './boleto/boleto.element.ts';
import { TucanCardElement } from './card/card.element.ts';
import { TucanCheckoutElement } from './checkout/checkout.element.ts';
import { addLocaleLoaders } from './controllers/localize.ts';
import { TucanGooglePayElement } from './google-pay/google-pay.element.ts';
import { define } from './internal/define.ts';
import { LOADERS } from './locales/chunks.ts';
import { METHODS } from './methods/methods.ts';
import { TucanOxxoElement } from './oxxo/oxxo.element.ts';
import { TucanPfcElement } from './pfc/pfc.element.ts';
import { TucanPixElement } from './pix/pix.element.ts';
import { TucanQraElement } from './qra/qra.element.ts';
import { TucanSpeiElement } from './spei/spei.element.ts';
import { TucanStatusElement } from './status/status.element.ts';

define('tucan-checkout', TucanCheckoutElement);
define('tucan-status', TucanStatusElement);
// Every group's words loadable before any element is created (`preloadLocale('pt-BR', ['code', 'pix'])`).
addLocaleLoaders(LOADERS);
await Promise.all(METHODS.map((m) => m.load()));

export { CHARGE_STATUSES } from '@tucan/client';
export type {} from './apple-pay/apple-pay.ts';
export type {} from './boleto/boleto.ts';
export type {} from './card/card.ts';
export {
  type TucanCheckoutEventMap,
  type TucanMethodChangeDetail,
  TucanMethodChangeEvent,
  type TucanReadyDetail,
  TucanReadyEvent,
  type TucanWithMethod,
} from './checkout/checkout.events.ts';
export type {} from './checkout/checkout.ts';
export { mount, type TucanMountHandle, type TucanMountOptions } from './checkout/mount.ts';
export { TucanCodeElement } from './codes/code.element.ts';
export type { CodeMethod } from './codes/code.method.ts';
export {
  formatAmount,
  LOCALES,
  type Locale,
  loadLocale,
  type Message,
  type Namespace,
  preloadLocale,
  setMessages,
  wordingLocale,
} from './controllers/localize.ts';
export * from './events.ts';
export type { GooglePayLoader } from './google-pay/google-pay.loader.ts';
export type {} from './google-pay/google-pay.ts';
export type { Catalogue, LocaleOverrides, MessageOverrides } from './locales/catalogue.ts';
export type {} from './oxxo/oxxo.ts';
export type { TucanPayer } from './payer/payer-fields.ts';
export type {} from './pfc/pfc.ts';
export type {} from './pix/pix.ts';
export type {} from './qra/qra.ts';
export type {} from './spei/spei.ts';
export { type ChargeStatus, type VisualState, visualState } from './status/status.logic.ts';
export type {} from './status/status.ts';
export {
  TucanApplePayElement,
  TucanBoletoElement,
  TucanCardElement,
  TucanCheckoutElement,
  TucanGooglePayElement,
  TucanOxxoElement,
  TucanPfcElement,
  TucanPixElement,
  TucanQraElement,
  TucanSpeiElement,
  TucanStatusElement,
};
