/**
 * tucan's domain events. All bubble and cross shadow roots. Payloads are small, serialisable and never carry
 * card data: only the charge UUID, the status and, on error, a code and a localized message.
 */
export interface TucanStatusDetail {
  chargeUuid: string;
  status: string;
}
export interface TucanErrorDetail {
  chargeUuid?: string;
  code: string;
  message: string;
  /** For developers: the wallet's own words on a configuration problem (`developer_error`); never card data. */
  reason?: string;
}

/** What the shopper pays now (`tucan-total`): the card's installment plan with its interest, else the amount. */
export interface TucanTotalDetail {
  chargeUuid: string;
  /** The total in major units, interest included. */
  total: number;
  currency: string;
  /** The installments chosen (1: paid at once). */
  installments: number;
}

/** A payment attempt started (`busy: true`) or ended (`busy: false`): pay, 3DS and the wait for the answer. */
export interface TucanBusyDetail {
  chargeUuid: string;
  busy: boolean;
}

/** Why a wallet element stays hidden (`tucan-unavailable`). */
export interface TucanUnavailableDetail {
  method: 'applepay' | 'googlepay';
  /**
   * `unsupported` (no wallet in this browser), `country`, `method_not_allowed`, `not_ready`, `load_failed`, `config`
   * or `amount_unknown` (the service's value of the charge could not be had).
   */
  reason: string;
}

const init = { bubbles: true, composed: true } as const;

/** Fired on every status change of the charge. */
export class TucanStatusEvent extends Event {
  static readonly type = 'tucan-status';
  constructor(readonly detail: TucanStatusDetail) {
    super(TucanStatusEvent.type, init);
  }
}
/** Fired once when the payment reached a final successful status. */
export class TucanCompleteEvent extends Event {
  static readonly type = 'tucan-complete';
  constructor(readonly detail: TucanStatusDetail) {
    super(TucanCompleteEvent.type, init);
  }
}
/** Fired when the payment attempt failed (decline, network, validation by the service). */
export class TucanErrorEvent extends Event {
  static readonly type = 'tucan-error';
  constructor(readonly detail: TucanErrorDetail) {
    super(TucanErrorEvent.type, init);
  }
}

/** Fired by a wallet element that cannot be used here: it stays hidden, so a drop-in can leave it out. */
export class TucanUnavailableEvent extends Event {
  static readonly type = 'tucan-unavailable';
  constructor(readonly detail: TucanUnavailableDetail) {
    super(TucanUnavailableEvent.type, init);
  }
}

/** Fired by `<tucan-card>` when the total to pay changes (an installment plan with interest, or back to one). */
export class TucanTotalEvent extends Event {
  static readonly type = 'tucan-total';
  constructor(readonly detail: TucanTotalDetail) {
    super(TucanTotalEvent.type, init);
  }
}

/** Fired by a method element when a payment attempt starts and ends (a drop-in locks the method switch). */
export class TucanBusyEvent extends Event {
  static readonly type = 'tucan-busy';
  constructor(readonly detail: TucanBusyDetail) {
    super(TucanBusyEvent.type, init);
  }
}

/** Every event a payment element fires, by name: the one list the page's, the checkout's and the typings' maps extend. */
export interface TucanPaymentEventMap {
  'tucan-status': TucanStatusEvent;
  'tucan-complete': TucanCompleteEvent;
  'tucan-error': TucanErrorEvent;
  'tucan-unavailable': TucanUnavailableEvent;
  'tucan-total': TucanTotalEvent;
  'tucan-busy': TucanBusyEvent;
}

declare global {
  interface GlobalEventHandlersEventMap extends TucanPaymentEventMap {}
}
