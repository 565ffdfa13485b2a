/** `<tucan-checkout>`'s own events. Small, serialisable, never card data. */
import type { TucanPaymentEventMap } from '../events.ts';

export interface TucanReadyDetail {
  chargeUuid: string;
  /** The methods offered, in order (method ids such as `pix`, `card`). */
  methods: string[];
}
export interface TucanMethodChangeDetail {
  chargeUuid: string;
  method: string;
}

const init = { bubbles: true, composed: true } as const;

/** Fired once the method list is known and shown. */
export class TucanReadyEvent extends Event {
  static readonly type = 'tucan-ready';
  constructor(readonly detail: TucanReadyDetail) {
    super(TucanReadyEvent.type, init);
  }
}

/** Fired when the shopper picks another method. */
export class TucanMethodChangeEvent extends Event {
  static readonly type = 'tucan-method-change';
  constructor(readonly detail: TucanMethodChangeDetail) {
    super(TucanMethodChangeEvent.type, init);
  }
}

/**
 * A method element's event as `<tucan-checkout>` re-fires it: the same class, its detail with the `method` (the
 * method id, as in `tucan-method-change`) of the element that fired it.
 */
export type TucanWithMethod<E extends Event & { readonly detail: object }> = E & {
  readonly detail: E['detail'] & { method: string };
};

/** The method elements' events the checkout re-fires with `method` added (the others pass as their elements fire them). */
type Refired = 'tucan-status' | 'tucan-complete' | 'tucan-error';

/** The payment elements' events as a page hears them from `<tucan-checkout>`. */
type FromMethodElements = {
  [K in keyof TucanPaymentEventMap]: K extends Refired
    ? TucanWithMethod<TucanPaymentEventMap[K]>
    : TucanPaymentEventMap[K];
};

/**
 * Every event a page hears from `<tucan-checkout>`, by name: its own, the method elements' `tucan-status`,
 * `tucan-complete` and `tucan-error` re-fired with `method`, and `tucan-busy`, `tucan-total` and `tucan-unavailable`
 * as their elements fire them.
 */
export interface TucanCheckoutEventMap extends FromMethodElements {
  'tucan-ready': TucanReadyEvent;
  'tucan-method-change': TucanMethodChangeEvent;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tucan-ready': TucanReadyEvent;
    'tucan-method-change': TucanMethodChangeEvent;
  }
}
