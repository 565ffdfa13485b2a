import type { ReactiveController } from 'lit';
import type { TucanErrorEvent } from '../events.ts';
import type { BackOnlineCheck } from '../payment/back-online.ts';
import { isClosed } from '../payment/payment-state.ts';
import { AMOUNT_MISMATCH, type CardCharge } from './card.charge.ts';
import type { CardFormState } from './card.form-state.ts';
import type { CardMethod } from './card.logic.ts';
import type { CardPayLoader } from './card.pay-loader.ts';
import type { CardPaymentHost } from './card.payment.ts';

/** What an attempt needs from the card's form. */
export interface AttemptForm extends HTMLElement {
  readonly card: CardPaymentHost & { readonly updateComplete: Promise<boolean> };
  readonly state: CardFormState;
  readonly charge: CardCharge;
  readonly pay: CardPayLoader;
  readonly chargeUuid: string;
  readonly disabled: boolean;
  readonly method: CardMethod;
  settled: boolean;
  readonly updateComplete: Promise<boolean>;
  addController(controller: ReactiveController): void;
}

/**
 * Pay on the card's form: one attempt from the press to the service's answer (the fields' checks, busy, the pay
 * call, the focus on a decline), and "Check payment" again by itself when the browser comes back online after an
 * outcome it could not confirm (`BackOnlineCheck`, as every payment element does). It remembers whether the last
 * alert is a decline of the card. What the attempt's Pay approved, which the result shows, the payment keeps
 * (`CardPayment.approved`).
 */
export class CardAttempt implements ReactiveController {
  /** The payment alert is a decline of the card ("Payment declined"), not another failure ("Payment not completed"). */
  declined = false;
  /**
   * Back online after "We could not confirm whether the payment went through": Pay as "Check payment" (the same
   * attempt and Idempotency-Key; "Checking…", then the outcome, said), Pay not taking the focus.
   */
  backOnline: BackOnlineCheck | undefined;

  constructor(private readonly form: AttemptForm) {
    form.addController(this);
  }

  hostConnected(): void {
    this.form.card.addEventListener('tucan-error', this.#onError);
  }

  hostDisconnected(): void {
    this.form.card.removeEventListener('tucan-error', this.#onError);
  }

  readonly #onError = (e: Event) => {
    const { code } = (e as TucanErrorEvent).detail;
    // A decline comes with an attempt's answer, so with the payment's code, which knows the declines.
    if (code !== AMOUNT_MISMATCH) this.declined = this.form.pay.code?.isDecline(code) ?? false;
  };

  /** Pay, or "Check payment" after an unknown outcome; `byShopper`: Pay takes the focus. */
  async submit(byShopper: boolean): Promise<void> {
    const form = this.form;
    const p = form.card.payment;
    if (p.busy || p.done || form.disabled || isClosed(p, form.chargeUuid)) return;
    // An invalid field: its error shows, the summary is announced and the focus goes to it.
    if (await form.state.blocked()) return;
    // The price is on its way (the simulation has not answered): nothing is sent, the shopper is told (E33).
    if (form.charge.holdPay(p)) return;
    if (!form.settled) {
      form.settled = true;
      await form.updateComplete;
    }
    // The click kept the focus in the field (keepFocus); Pay takes it now, so it comes back there after 3DS.
    if (byShopper) form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    p.set({ busy: true });
    // The charge whose price this press approved: the attempt's, even if `charge-uuid` changes before it is sent.
    const charge = form.chargeUuid;
    try {
      const payment = await form.pay.forPay();
      // Only an attempt can end with an outcome not known: the check comes with the payment's code.
      const code = form.pay.code;
      this.backOnline ??=
        code &&
        new code.BackOnlineCheck(form, { payment: () => form.card.payment, check: () => this.submit(false) });
      await payment?.pay(form.state.payRequest(form.method, form.charge.installments), charge, form);
    } finally {
      p.set({ busy: false });
    }
    // A decline, a 410 and a 409 (Pay is disabled then: the alert or notice says why), take the focus from Pay.
    if ((p.alert && this.declined) || isClosed(p, form.chargeUuid)) await this.#focusDecline();
  }

  /**
   * A decline is the form's answer, right above Pay (the card fields stay together above it): focus goes to it and
   * it scrolls to the middle of the screen (in frame mode too: the frame scrolls the merchant's page), so that it
   * is read before Pay again, and Shift+Tab goes back into the fields.
   */
  async #focusDecline(): Promise<void> {
    await this.form.card.updateComplete;
    const box = this.form.querySelector<HTMLElement>('[part="alert-box"]:not([hidden]), .notice');
    box?.focus({ preventScroll: true });
    box?.scrollIntoView({ block: 'center' });
  }
}
