import type { TucanClient } from '@tucan/client';
import type { PropertyDeclarations } from 'lit';
import type { Messages } from '../controllers/localize.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import type { ChallengeOutcome, ChallengeRequest } from '../threeds/challenge.element.ts';
import { loadChallenge } from '../threeds/challenge.load.ts';
import { TucanChargeElement } from './charge.element.ts';
import type { ClientCache } from './client-cache.ts';
import { PaymentFormValue } from './form-value.ts';
import { PAY_TIMEOUT_MS } from './payment.logic.ts';
import { liveRegion, PaymentState, resultView } from './payment-state.ts';

/**
 * What every payment element shares (`<tucan-card>`, the code elements, the wallets), besides the charge's
 * properties, wording, locale gate, colour scheme and `base-url` check of every charge element
 * (`charge.element.ts`): the client, the pay timeout, the payment's state (`payment`: status, alert, notice, busy,
 * done; the payment flow writes it, the element renders from it), the polite live region, the result view
 * (`<tucan-status quiet>`) and form association (invalid until the charge is paid, then the charge UUID as the form
 * value under `name`). An element adds its own properties and its view, and says which words it shows (`words()`).
 *
 * @attribute {string} lang - Wording (en, pt-BR, es-MX, es-AR, es-CO, es-CL; other tags to the nearest) and number formats. Not a property of its own: the
 * element's `lang`, else the closest ancestor's, else the document's, else the browser's language. Read at
 * each render; a change of its own `lang` or of `<html lang>` re-renders at once.
 */
export abstract class TucanPaymentElement extends TucanChargeElement {
  static formAssociated = true;

  static override properties: PropertyDeclarations = {
    payTimeout: { type: Number, attribute: 'pay-timeout' },
    name: { reflect: true },
    client: { attribute: false },
  };

  /**
   * How long the pay call may take, retries included, in ms, clamped to 5 000–120 000 (not a positive finite
   * number: the default). A "still working" notice shows after 4 s; when the time is up the shopper hears that
   * the outcome is not known yet, and the next click asks again with the same Idempotency-Key.
   * @type {number}
   * @default 30000
   */
  payTimeout = PAY_TIMEOUT_MS;
  /** The form field name under which the charge UUID is submitted after success (reflected). */
  name = '';
  /** Replaces the client built from `base-url`/`environment` (for tests and custom transports). */
  declare client: TucanClient | undefined;

  /** @internal The payment's state: the flow writes it, the element renders from it. */
  readonly payment = new PaymentState(this);
  /** @internal Form association: the form value and validity follow the payment (`formValidity`). */
  protected readonly formValue = new PaymentFormValue(this, this.internals);
  /**
   * @internal The clients built from `environment`/`base-url`: set when the element's payment code is there (the
   * client is part of it), so that an element whose page never pays (the card's frame mode) never loads it.
   */
  clients: ClientCache | undefined;

  /** @internal The client used for every call: `client`, else the one for `environment` and `base-url`. */
  get api(): TucanClient {
    if (this.client) return this.client;
    if (!this.clients) throw new Error(`<${this.localName}>: the client is not loaded yet`);
    return this.clients.get(this.environment, this.baseUrl);
  }

  /** The form the element belongs to. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /**
   * The message tables the element shows: its own, and those of shared code it renders (the base-url alert's
   * `frameMessages`; the payment's and its result's, `paymentMessages` and `statusMessages`, from the moment it
   * shows them). Read when the words are needed, so a subclass's fields are set by then.
   */
  protected override words(): readonly Messages<string>[] {
    return [frameMessages];
  }

  /**
   * What form association says while the charge is not paid: the validity message and the control it points to,
   * or `undefined` when the element takes no part in the form's validity (a wallet that cannot be used here).
   */
  abstract formValidity(): { message: string; anchor?: HTMLElement | undefined } | undefined;

  /**
   * @internal The element's own 3DS dialog (`<tucan-3ds-challenge>` in its shadow root), its code loaded when a
   * challenge opens it; undefined while the element renders none (no challenge can show).
   */
  get challengeOpener(): ((request: ChallengeRequest) => Promise<ChallengeOutcome>) | undefined {
    const dialog = this.renderRoot?.querySelector('tucan-3ds-challenge');
    return dialog ? (request) => loadChallenge().then(() => dialog.open(request)) : undefined;
  }

  /** @internal Says `text` in the element's live region. */
  announce(text: string): void {
    this.payment.announce(text);
  }

  /** @internal After the charge became final: the focus goes to the result. */
  async focusResult(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.result')?.focus();
  }

  /** @internal The polite live region: what `announce` says. */
  liveRegion() {
    return liveRegion(this.payment);
  }

  /** @internal The result of a final charge: the status screen, quiet (the live region has said its title). */
  resultView(currency: string, amount: number | undefined) {
    return resultView(this, currency, amount);
  }
}
