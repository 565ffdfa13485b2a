/**
 * @tucan/elements: registers every tucan element and re-exports the public API.
 *
 * It imports the element classes (`x.element.ts`) and registers them here, not through each element's `x.ts`:
 * `<tucan-checkout>` loads those `x.ts` modules with `import()`, and a module both imported and loaded lazily in
 * one bundle makes the lazy load ineffective (Rolldown's INEFFECTIVE_DYNAMIC_IMPORT). The type-only exports of
 * each `x.ts` bring its `HTMLElementTagNameMap` entry.
 */
import { TucanApplePayElement } from './apple-pay/apple-pay.element.ts';
import { TucanBoletoElement } from './boleto/boleto.element.ts';
import { TucanCardElement } from './card/card.element.ts';
import { TucanCheckoutElement } from './checkout/checkout.element.ts';
import { addLocaleLoaders } from './controllers/localize.ts';
import { TucanGooglePayElement } from './google-pay/google-pay.element.ts';
import { define } from './internal/define.ts';
import { LOADERS } from './locales/chunks.ts';
import { TucanOxxoElement } from './oxxo/oxxo.element.ts';
import { TucanPfcElement } from './pfc/pfc.element.ts';
import { TucanPixElement } from './pix/pix.element.ts';
import { TucanQraElement } from './qra/qra.element.ts';
import { TucanSpeiElement } from './spei/spei.element.ts';
import { TucanStatusElement } from './status/status.element.ts';

const ELEMENTS: Record<string, CustomElementConstructor> = {
  'tucan-apple-pay': TucanApplePayElement,
  'tucan-boleto': TucanBoletoElement,
  'tucan-card': TucanCardElement,
  'tucan-checkout': TucanCheckoutElement,
  'tucan-google-pay': TucanGooglePayElement,
  'tucan-oxxo': TucanOxxoElement,
  'tucan-pfc': TucanPfcElement,
  'tucan-pix': TucanPixElement,
  'tucan-qra': TucanQraElement,
  'tucan-spei': TucanSpeiElement,
  'tucan-status': TucanStatusElement,
};
for (const [tag, ctor] of Object.entries(ELEMENTS)) define(tag, ctor);
// Every group's words loadable before any element is created (`preloadLocale('pt-BR', ['code', 'pix'])`).
addLocaleLoaders(LOADERS);

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
export type { TucanPayer } from './codes/code.inputs.ts';
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
