import type { ReactiveController, ReactiveElement } from 'lit';
import { isSuccess } from './payment.logic.ts';
import type { PaymentState } from './payment-state.ts';

/** What form association needs from a payment element. */
export interface FormValueHost extends ReactiveElement {
  chargeUuid: string;
  readonly payment: PaymentState;
  /** The validity message while the charge is not paid, and the control it points to; `undefined`: no part in it. */
  formValidity(): { message: string; anchor?: HTMLElement | undefined } | undefined;
}

/**
 * Form association of a payment element (`static formAssociated = true`): invalid (value missing) until the
 * charge is paid, then valid with the charge UUID as the form value. Only a change is handed to the form, not
 * every update's.
 */
export class PaymentFormValue implements ReactiveController {
  #last: unknown[] = [];

  /** `internals`: the host's own (`attachInternals`, which an element may call once). */
  constructor(
    private readonly host: FormValueHost,
    private readonly internals: ElementInternals,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const { payment, chargeUuid } = this.host;
    const paid = payment.done && isSuccess(payment.status);
    const invalid = paid ? undefined : this.host.formValidity();
    const next = [paid, chargeUuid, invalid?.message, invalid?.anchor];
    if (next.every((v, i) => v === this.#last[i])) return;
    this.#last = next;
    if (paid) this.internals.setFormValue(chargeUuid || null);
    else this.internals.setFormValue(null);
    if (invalid) this.internals.setValidity({ valueMissing: true }, invalid.message, invalid.anchor);
    else this.internals.setValidity({});
  }
}
