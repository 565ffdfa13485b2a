/**
 * The attributes and events of each tucan element, as a template writes them (`charge-uuid="…"`, `amount="150.75"`):
 * the one description the React 19 and Vue typings (`react.ts`, `vue.ts`) are built from. The payment methods come
 * from the method list (`methods/methods.ts`): a code method's tag takes the code elements' attributes and events,
 * and its element class is the one its descriptor loads. Types only.
 */
import type { Environment } from '@tucan/client';
import type {
  TucanCheckoutEventMap,
  TucanMethodChangeEvent,
  TucanReadyEvent,
} from '../checkout/checkout.events.ts';
import type { TucanCheckoutElement } from '../checkout/checkout.ts';
import type { NewCharge } from '../codes/code.session-host.ts';
import type { TucanPaymentEventMap } from '../events.ts';
import type { MethodElements, TagOfKind } from '../methods/methods.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import type { TucanStatusElement } from '../status/status.ts';

/** Every event a tucan element fires, by name: the payment elements' and the checkout's own. */
export interface TucanEventMap extends TucanPaymentEventMap {
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
/**
 * Your backend's new charge for "Generate a new code" once a code expired (a code method's and the checkout's): a
 * property (a function), not an attribute.
 */
interface Renew {
  newCharge?: NewCharge;
}
interface Code extends Charge, Payer, Renew {
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

/** The attributes of the code methods (`<tucan-pix>`…): the code elements' own. */
type CodeAttributes = { [T in TagOfKind<'code'>]: Code };

/** The attributes of each element. */
export interface TucanElementAttributes extends CodeAttributes {
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
    Payer &
    Renew & {
      methods?: string;
      order?: string;
      fields?: string;
      'status-url'?: string;
      /** The card method's form: unset or `frame` (the default, on the service's origin), or `inline`. */
      isolation?: '' | 'inline' | 'frame';
      'merchant-name'?: string;
      /** Your page's per-response CSP nonce, given to the Google Pay method alone. */
      'csp-nonce'?: string;
    };
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
 * The element class of each tag: the methods' from the modules their descriptors load (each `x.ts`, which also
 * brings its `HTMLElementTagNameMap` entry to a page that imports only these typings).
 */
export interface TucanElements extends MethodElements {
  'tucan-checkout': TucanCheckoutElement;
  'tucan-status': TucanStatusElement;
}

type Payment = 'tucan-status' | 'tucan-complete' | 'tucan-error' | 'tucan-busy';
/** The events of the code methods. */
type CodeEvents = { [T in TagOfKind<'code'>]: Payment };
/** The events each element fires (the checkout re-fires its method elements'). */
export interface TucanElementEvents extends CodeEvents {
  'tucan-card': Payment | 'tucan-total';
  'tucan-checkout': Payment | 'tucan-total' | 'tucan-ready' | 'tucan-method-change' | 'tucan-unavailable';
  'tucan-google-pay': Payment | 'tucan-unavailable';
  'tucan-apple-pay': Payment | 'tucan-unavailable';
  'tucan-status': never;
}

/** The event class of each of an element's events: the checkout's re-fired ones carry `method` in their detail. */
export type TucanEventsOf<T extends TucanTag> = T extends 'tucan-checkout'
  ? TucanCheckoutEventMap
  : TucanEventMap;
