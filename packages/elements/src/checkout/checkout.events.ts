/** `<tucan-checkout>`'s own events. Small, serialisable, never card data. */
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

declare global {
  interface GlobalEventHandlersEventMap {
    'tucan-ready': TucanReadyEvent;
    'tucan-method-change': TucanMethodChangeEvent;
  }
}
