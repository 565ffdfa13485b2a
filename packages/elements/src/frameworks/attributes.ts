/**
 * The attributes and events of each tucan element, as a template writes them (`charge-uuid="…"`, `amount="150.75"`):
 * the one description the React 19 and Vue typings (`react.ts`, `vue.ts`) are built from. Types only.
 */
import type { Environment } from '@tucan/client';
import type { TucanApplePayElement } from '../apple-pay/apple-pay.ts';
import type { TucanBoletoElement } from '../boleto/boleto.ts';
import type { TucanCardElement } from '../card/card.ts';
import type {
  TucanCheckoutEventMap,
  TucanMethodChangeEvent,
  TucanReadyEvent,
} from '../checkout/checkout.events.ts';
import type { TucanCheckoutElement } from '../checkout/checkout.ts';
import type { TucanPayer } from '../codes/code.inputs.ts';
import type {
  TucanBusyEvent,
  TucanCompleteEvent,
  TucanErrorEvent,
  TucanStatusEvent,
  TucanTotalEvent,
  TucanUnavailableEvent,
} from '../events.ts';
import type { TucanGooglePayElement } from '../google-pay/google-pay.ts';
import type { TucanOxxoElement } from '../oxxo/oxxo.ts';
import type { TucanPfcElement } from '../pfc/pfc.ts';
import type { TucanPixElement } from '../pix/pix.ts';
import type { TucanQraElement } from '../qra/qra.ts';
import type { TucanSpeiElement } from '../spei/spei.ts';
import type { TucanStatusElement } from '../status/status.ts';

/** Every event a tucan element fires, by name. */
export interface TucanEventMap {
  'tucan-status': TucanStatusEvent;
  'tucan-complete': TucanCompleteEvent;
  'tucan-error': TucanErrorEvent;
  'tucan-busy': TucanBusyEvent;
  'tucan-total': TucanTotalEvent;
  'tucan-unavailable': TucanUnavailableEvent;
  'tucan-ready': TucanReadyEvent;
  'tucan-method-change': TucanMethodChangeEvent;
}

/** Numbers may be written as strings (attributes, framework templates): the elements read them as numbers. */
type Num = number | `${number}`;

interface Common {
  /** `auto`, `light` or `dark`. */
  theme?: 'auto' | 'light' | 'dark';
  /** Wording and formats (en, pt-BR, es-MX, es-AR, es-CO, es-CL; other tags to the nearest). */
  lang?: string;
}
interface Charge extends Common {
  'charge-uuid'?: string;
  'base-url'?: string;
  environment?: Environment;
  /** Major units; `"150.75"` from a template is read as 150.75. */
  amount?: Num;
  currency?: string;
  country?: string;
  name?: string;
  'pay-timeout'?: Num;
}
/** The payer a page already knows, prefilled in the card's and a code method's payer fields: a property (an object), not an attribute. */
interface Payer {
  payer?: TucanPayer;
}
interface Code extends Charge, Payer {
  fields?: string;
  'status-url'?: string;
  confirm?: boolean;
  'no-regenerate'?: boolean;
}
interface Wallet extends Charge {
  methods?: string;
  networks?: string;
  'merchant-name'?: string;
  'billing-address'?: boolean;
  'challenge-timeout'?: Num;
}

/** The attributes of each element. */
export interface TucanElementAttributes {
  'tucan-card': Charge &
    Payer & {
      methods?: string;
      fields?: string;
      'method-timeout'?: Num;
      'challenge-timeout'?: Num;
      /** `frame` (the default: the card form on the service's origin, PCI SAQ A) or `inline` (in the page). */
      isolation?: 'inline' | 'frame';
    };
  'tucan-checkout': Charge &
    Payer & {
      methods?: string;
      order?: string;
      fields?: string;
      'status-url'?: string;
      /** The card method's form: unset or `frame` (the default, on the service's origin), or `inline`. */
      isolation?: '' | 'inline' | 'frame';
      'merchant-name'?: string;
    };
  'tucan-pix': Code;
  'tucan-spei': Code;
  'tucan-oxxo': Code;
  'tucan-qra': Code;
  'tucan-boleto': Code;
  'tucan-pfc': Code;
  'tucan-google-pay': Wallet & {
    'button-type'?: string;
    'button-color'?: string;
    gateway?: string;
    'gateway-merchant-id'?: string;
    'merchant-id'?: string;
    'csp-nonce'?: string;
  };
  'tucan-apple-pay': Wallet & { 'button-type'?: string; 'button-style'?: string };
  'tucan-status': Common & { status?: string; amount?: Num; currency?: string; quiet?: boolean };
}

export type TucanTag = keyof TucanElementAttributes;

/**
 * The element class of each tag (imported from each `x.ts`, which also brings its `HTMLElementTagNameMap`
 * entry to a page that imports only these typings).
 */
export interface TucanElements {
  'tucan-card': TucanCardElement;
  'tucan-checkout': TucanCheckoutElement;
  'tucan-pix': TucanPixElement;
  'tucan-spei': TucanSpeiElement;
  'tucan-oxxo': TucanOxxoElement;
  'tucan-qra': TucanQraElement;
  'tucan-boleto': TucanBoletoElement;
  'tucan-pfc': TucanPfcElement;
  'tucan-google-pay': TucanGooglePayElement;
  'tucan-apple-pay': TucanApplePayElement;
  'tucan-status': TucanStatusElement;
}

type Payment = 'tucan-status' | 'tucan-complete' | 'tucan-error' | 'tucan-busy';
/** The events each element fires (the checkout re-fires its method elements'). */
export interface TucanElementEvents {
  'tucan-card': Payment | 'tucan-total';
  'tucan-checkout': Payment | 'tucan-total' | 'tucan-ready' | 'tucan-method-change' | 'tucan-unavailable';
  'tucan-pix': Payment;
  'tucan-spei': Payment;
  'tucan-oxxo': Payment;
  'tucan-qra': Payment;
  'tucan-boleto': Payment;
  'tucan-pfc': Payment;
  'tucan-google-pay': Payment | 'tucan-unavailable';
  'tucan-apple-pay': Payment | 'tucan-unavailable';
  'tucan-status': never;
}

/** The event class of each of an element's events: the checkout's re-fired ones carry `method` in their detail. */
export type TucanEventsOf<T extends TucanTag> = T extends 'tucan-checkout'
  ? TucanCheckoutEventMap
  : TucanEventMap;
