import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PaymentView } from './payment-state.ts';

export { checkingText } from './payment.messages.ts';

/** What the back-online check needs from the element (or the card's form) it runs in. */
export interface BackOnlineOptions {
  /** The payment the element shows (the card's form: its card's). */
  payment(): PaymentView;
  /** The element's own "Check payment": the same attempt again, under the same Idempotency-Key. */
  check(): Promise<void>;
}

/**
 * "Check payment" by itself when the browser is back online. After an attempt that ended without the service's
 * final word ("We could not confirm whether the payment went through"), the `online` event of the window the host
 * lives in (the card's frame hears its own) runs the element's "Check payment", only while the outcome is unknown,
 * nothing is in progress and the payment is not finished: never a new attempt, never a second charge (the check
 * goes to the attempt's own charge, whatever `charge-uuid` says by then: `chargeOfPress`). Nothing
 * here takes the focus; `mayFocus` tells the element whether its result may take it.
 */
export class BackOnlineCheck implements ReactiveController {
  /** A check of this controller's is under way. */
  #checking = false;

  constructor(
    private readonly host: Pick<ReactiveControllerHost, 'addController'> & HTMLElement,
    private readonly options: BackOnlineOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.ownerDocument.defaultView?.addEventListener('online', this.#onOnline);
  }

  hostDisconnected(): void {
    this.host.ownerDocument.defaultView?.removeEventListener('online', this.#onOnline);
  }

  readonly #onOnline = (): void => {
    const p = this.options.payment();
    if (!p.outcomeUnknown || p.busy || p.done || this.#checking) return;
    this.#checking = true;
    void this.options.check().finally(() => {
      this.#checking = false;
    });
  };

  /**
   * Whether the element's result may take the focus now: always after the shopper's own press; during a check
   * of its own only when the focus is inside the element (on the control the result replaces), so a shopper busy
   * elsewhere on the page keeps it.
   */
  mayFocus(): boolean {
    return !this.#checking || this.host.matches(':focus-within');
  }
}
