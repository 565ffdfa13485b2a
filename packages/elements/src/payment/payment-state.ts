import { html, type ReactiveControllerHost } from 'lit';
import type { LocaleOverrides } from '../controllers/localize.ts';

/**
 * What a payment element shows of its payment, as one value (`PaymentState.view`): never changed in place, each
 * change is a new object. The flow's and the element's writes both go through `PaymentState.set`.
 */
export interface PaymentView {
  /** The last charge status seen (the `tucan-status` event is the public way to follow it). */
  readonly status: string;
  /** The payment's error, shown in the element's alert (empty: none). */
  readonly alert: string;
  /** A neutral notice: "still working", a wait, an outcome not known yet (empty: none). */
  readonly notice: string;
  /** The charge is final: the result replaces the form or the button. */
  readonly done: boolean;
  /** An attempt is under way: the element's controls are off. */
  readonly busy: boolean;
  /** The last attempt ended without the service's final word: the element offers "Check payment". */
  readonly outcomeUnknown: boolean;
  /**
   * The service no longer serves this API version (410): no attempt from this page can succeed, so the element
   * offers none. Only a new page clears it.
   */
  readonly versionGone: boolean;
  /**
   * The charge the service refused to pay as it stands (409 `INVALID_STATE`: no longer `issued` or `error`, most
   * likely paid, or canceled), else `''`: no attempt on that charge can succeed, so the element offers none while
   * it is still the element's charge (a new `charge-uuid` is payable again).
   */
  readonly unpayable: string;
  /** What the element's polite live region says now (`PaymentState.announce`). */
  readonly announcement: string;
}

/** A payment nothing has happened to yet: the form or the button, nothing said. */
const FRESH: PaymentView = {
  status: '',
  alert: '',
  notice: '',
  done: false,
  busy: false,
  outcomeUnknown: false,
  versionGone: false,
  unpayable: '',
  announcement: '',
};

/**
 * No attempt can succeed on `chargeUuid` (a 410, or the service refused to pay that charge): the element offers
 * none. A function of the view, which the card's form is handed.
 */
export const isClosed = (p: PaymentView, chargeUuid: string): boolean =>
  p.versionGone || (p.unpayable !== '' && p.unpayable === chargeUuid);

/**
 * The state of one payment element's payment, reactive: each change renders the element again. The payment flow
 * (`flow.ts`), the frame host (which hears the frame's card) and the element itself write it with `set`, and the
 * element renders from it (the card hands its form `view`, one value). It holds the live region's text too
 * (`announce`).
 */
export class PaymentState implements PaymentView {
  /**
   * What the element shows of its payment now: a new object at each change, so that a template handed it (the
   * card's form) renders again exactly when the payment's view changed. Written by `set` only.
   */
  view: PaymentView = FRESH;
  /** The notice of an unknown outcome that stays on screen while the outcome is checked again (`hold`). */
  #held = '';

  // The view's values are the state's own fields too (`payment.done`), which `set` writes with the view.
  declare readonly status: string;
  declare readonly alert: string;
  declare readonly notice: string;
  declare readonly done: boolean;
  declare readonly busy: boolean;
  declare readonly outcomeUnknown: boolean;
  declare readonly versionGone: boolean;
  declare readonly unpayable: string;
  declare readonly announcement: string;

  constructor(private readonly host: ReactiveControllerHost) {
    Object.assign(this, this.view);
  }

  /** Changes part of the state: a new view, whose values the fields take; the element renders again. */
  set(patch: Partial<PaymentView>): void {
    this.view = { ...this.view, ...patch };
    Object.assign(this, this.view);
    this.host.requestUpdate();
  }

  /** Says `text` in the live region (cleared first, so that a repeated message is announced again). */
  announce(text: string): void {
    this.set({ announcement: '' });
    void this.host.updateComplete.then(() => this.set({ announcement: text }));
  }

  /**
   * A check of an unknown outcome starts: its notice ("do not pay again") stays on screen until the service answers
   * (`release`), so the shopper keeps reading it while the button says "Checking…". Returns the notice to show now.
   */
  hold(): string {
    this.#held = this.outcomeUnknown ? this.notice : '';
    return this.#held;
  }

  /** The service answered (or the check ended): the held notice goes, unless another notice replaced it. */
  release(): void {
    if (this.#held && this.notice === this.#held) this.set({ notice: '' });
    this.#held = '';
  }

  /**
   * Forgets what was shown (a new charge): the form or the button again. A 410 stays (only a new page clears it),
   * and so does what the live region said.
   */
  clear(): void {
    this.set({ ...FRESH, versionGone: this.versionGone, announcement: this.announcement });
  }
}

/** What the result view reads of the element that shows it (a payment element, the frame's card). */
export interface ResultHost {
  readonly payment: PaymentState;
  readonly messages?: LocaleOverrides | undefined;
  readonly l10n: { readonly lang: string };
  themeOf(): string;
}

/** The polite live region of a payment element: what `announce` says. */
export const liveRegion = (p: PaymentView) =>
  html`<p class="visually-hidden" role="status" aria-live="polite">${p.announcement}</p>`;

/** The result of a final charge: the status screen, quiet (the live region has said its title). */
export const resultView = (h: ResultHost, currency: string, amount: number | undefined) =>
  html`<div class="result" tabindex="-1">
      <tucan-status quiet .messages=${h.messages} status=${h.payment.status} lang=${h.l10n.lang} currency=${currency}
        theme=${h.themeOf()} .amount=${amount}></tucan-status>
    </div>`;
