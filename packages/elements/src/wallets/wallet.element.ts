import type { PayRequest, PayResponse } from '@tucan/client';
import { html, nothing, type PropertyDeclarations, type PropertyValues, type TemplateResult } from 'lit';
import type { Messages } from '../controllers/localize.ts';
import { TucanErrorEvent, TucanUnavailableEvent } from '../events.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import { BackOnlineCheck, checkingText } from '../payment/back-online.ts';
import { ChargeValue } from '../payment/charge-value.ts';
import { ClientCache } from '../payment/client-cache.ts';
import { isDecline } from '../payment/decline.ts';
import { PaymentFlow, type PaymentHost } from '../payment/flow.ts';
import { TucanPaymentElement } from '../payment/payment.element.ts';
import { CHALLENGE_TIMEOUT_MS } from '../payment/payment.logic.ts';
import { paymentMessages } from '../payment/payment.messages.ts';
import { statusMessages } from '../status/status.messages.ts';
import { pageSchemeStyles, spinnerStyles, surfaceStyles } from '../styles/base.styles.ts';
import { controlIcon } from '../styles/icons.ts';
import { collectBrowserInfo } from '../threeds/browser-info.ts';
import {
  approvalOf,
  configProblem,
  type NetworkId,
  networksFor,
  type UnavailableReason,
  type WalletApproval,
  type WalletMethod,
} from './wallet.logic.ts';
import { type WalletMessageKey, walletMessages } from './wallet.messages.ts';
import { walletStyles } from './wallet.styles.ts';

/**
 * @csspart check - "Check payment", shown instead of the wallet's button after an unknown outcome.
 * @csspart alert - The message under the button after a decline or a failure.
 * @csspart notice - A waiting or "not known yet" notice.
 *
 * What `<tucan-apple-pay>` and `<tucan-google-pay>` share: the charge attributes of `<tucan-card>`, availability
 * (hidden, `tucan-unavailable`), the shared payment flow with its 3DS dialog, the result, one polite live
 * region and form association. Each wallet adds its button and its sheet.
 */
export abstract class TucanWalletElement extends TucanPaymentElement implements PaymentHost {
  static override styles = [pageSchemeStyles, surfaceStyles, spinnerStyles, walletStyles];

  static override properties: PropertyDeclarations = {
    methods: {},
    networks: {},
    merchantName: { attribute: 'merchant-name' },
    billingAddress: { type: Boolean, attribute: 'billing-address' },
    challengeTimeout: { type: Number, attribute: 'challenge-timeout' },
    available: { type: Boolean, reflect: true },
    busy: { state: true },
    sheetOpen: { state: true },
    chargeReads: { state: true },
  };

  /** The wallet's words, and the payment's, status and base-url words. */
  protected override words(): readonly Messages<string>[] {
    return [walletMessages, paymentMessages, statusMessages, frameMessages];
  }

  /** The wallet's `type_charge`. */
  protected abstract readonly method: WalletMethod;
  /** The wallet's name for the shopper ("Apple Pay"). */
  protected abstract readonly walletName: string;

  /**
   * `auto` (follows the page's colour scheme, as `<tucan-card>` does), `light` or `dark`; also picks the button's colour
   * by default.
   */
  declare theme: string;
  /** `sandbox` or `production`: the provider's service, and the wallet's test or live mode. */
  declare environment: TucanPaymentElement['environment'];
  /**
   * Charge amount in major units (e.g. 150.75). Required. The wallet's sheet and the result show the charge's value
   * as the service states it; a page amount that differs is reported (`tucan-error` `amount_mismatch`).
   */
  declare amount: number | undefined;
  /** ISO 4217 currency of the charge. Required. Checked against the service's, as `amount` is. */
  declare currency: string;
  /** Country of the charge's wallet (BR, MX, AR, CL, CO). Required. */
  declare country: string;
  /** The wallet's `allowed_methods`, space- or comma-separated; without this wallet's method it stays hidden. */
  methods = '';
  /** Card networks offered, space- or comma-separated (visa mastercard amex elo discover jcb maestro). */
  networks = '';
  /** The merchant's name in the wallet's sheet (Apple's total label, Google's merchant name). */
  merchantName = '';
  /** Ask the wallet for the payer's billing address (off by default). */
  billingAddress = false;
  /**
   * How long the shopper has for a 3DS challenge or a decoupled approval, in ms.
   * @type {number}
   * @default 600000
   */
  challengeTimeout = CHALLENGE_TIMEOUT_MS;
  /** Read-only: reflected while the wallet can be used here (the element is hidden otherwise). */
  available = false;

  /** @internal A sheet is open or a payment is running. */
  busy = false;
  /** @internal The wallet's own sheet is open (the page shows no progress of its own meanwhile). */
  sheetOpen = false;

  /** @internal How many reads of the charge's value have ended: each one makes the element decide again. */
  chargeReads = 0;
  /**
   * @internal The charge's value and currency as the service states them: the sheet's total and the result's
   * amount (read ahead, as the sheet must open inside the click).
   */
  readonly charge = new ChargeValue(
    this,
    () => {
      this.chargeReads += 1;
    },
    this,
  );

  /**
   * @internal What the sheet of the current attempt asked the shopper to approve: its token pays that charge and the
   * result shows that amount, whatever `charge-uuid` says by then (contract P8). "Check payment" keeps it.
   */
  approved: WalletApproval | undefined;

  /** @internal */
  readonly flow = new PaymentFlow(this);
  /** Back online after an unknown outcome: "Check payment" by itself (the attempt already made, never a sheet). */
  private readonly backOnline = new BackOnlineCheck(this, {
    payment: () => this.payment,
    check: () => this.check(),
  });
  private unavailableReason: UnavailableReason | undefined;
  private readonly reported = new Set<string>();

  /** The alert is a decline of the wallet's card ("Payment declined"), not another failure. */
  private declined = false;

  constructor() {
    super();
    // The client is part of every wallet element (it pays once the sheet gives a token).
    this.clients = new ClientCache();
    this.addEventListener('tucan-error', (e) => {
      this.declined = isDecline((e as TucanErrorEvent).detail.code);
    });
  }

  /** @internal The networks offered (the attribute, else the country's defaults). */
  get networkIds(): NetworkId[] {
    return networksFor(this.networks, this.country);
  }

  /** @internal */
  t(key: WalletMessageKey): string {
    return this.l10n.t(walletMessages, key, { wallet: this.walletName });
  }

  /** @internal What `amount_mismatch` says: the amount to pay, as the service set it. */
  mismatchText(amount: string): string {
    return this.l10n.t(walletMessages, 'amount.mismatch', { wallet: this.walletName, amount });
  }

  /**
   * @internal The element shows a payment of its own (an outcome not known yet, or the result): on screen and checkable
   * whatever the page's `charge-uuid` is now and whether that charge is offered (`available`; contract P8, W11).
   */
  get showsPayment(): boolean {
    return this.payment.done || this.flow.outcomeUnknown;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.internals.states[this.showsPayment ? 'add' : 'delete']('payment');
    // Another service or client: the charge's value is read again from it (a paid charge keeps the one it showed).
    const service = ['client', 'baseUrl', 'environment'].some((p) =>
      changed.has(p as keyof TucanWalletElement),
    );
    if (service && !this.payment.done) this.charge.forget();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.flow.stop();
  }

  /**
   * Whether the charge lets this wallet be offered: hides the element and says why when it does not (allowed
   * methods, country; a bad amount or currency is also reported once as a developer error). Charge attributes
   * not set yet hide it quietly until they are. True when nothing here stands in the way.
   */
  protected chargeAllows(): boolean {
    if (this.baseUrlCheck.refused) {
      this.available = false;
      return false;
    }
    const problem = configProblem(this.method, this);
    if (problem === 'incomplete') this.available = false;
    else if (problem === 'config')
      this.developerError('amount must be a positive number and currency an ISO 4217 code');
    else if (problem) this.setUnavailable(problem);
    return problem === undefined;
  }

  /**
   * The last step before the wallet is offered, once this browser can pay with it: the charge's value as the
   * service states it (read ahead of the click, as the sheet must open inside it).
   *
   * **Decision** (docs/contract.md W10): the wallet is offered only once the service has stated the charge's value,
   * so its sheet never asks the shopper to approve an amount the service did not state: hidden quietly while it is
   * read, hidden with `tucan-unavailable` `amount_unknown` when it cannot be had. True once it is known.
   */
  protected chargeValueKnown(): boolean {
    this.charge.want(this.chargeUuid);
    const { state } = this.charge;
    if (state === 'failed') this.setUnavailable('amount_unknown');
    else if (state !== 'known') this.available = false;
    return state === 'known';
  }

  /** Hides the element and says why, once per reason (nothing on the console). */
  protected setUnavailable(reason: UnavailableReason): void {
    this.available = false;
    if (this.unavailableReason === reason) return;
    this.unavailableReason = reason;
    this.dispatchEvent(new TucanUnavailableEvent({ method: this.method, reason }));
  }

  protected setAvailable(): void {
    this.unavailableReason = undefined;
    this.available = true;
  }

  /**
   * A problem for the merchant's developer (configuration, the wallet refusing the request): reported once
   * through `tucan-error` with code `developer_error`, the wallet's own words in `reason`. The shopper is not
   * shown a broken button: the element hides (`config`).
   */
  protected developerError(reason: string): void {
    this.setUnavailable('config');
    if (this.reported.has(reason)) return;
    this.reported.add(reason);
    const message = this.t('wallet.unavailable');
    this.dispatchEvent(
      new TucanErrorEvent({
        ...(this.chargeUuid ? { chargeUuid: this.chargeUuid } : {}),
        code: 'developer_error',
        message,
        reason,
      }),
    );
  }

  /** A wallet failure the shopper can retry (the sheet could not open or start): an alert and `tucan-error`. */
  protected walletFailed(code: string): void {
    const message = this.t('wallet.failed');
    this.payment.set({ alert: message });
    this.announce(message);
    this.dispatchEvent(new TucanErrorEvent({ chargeUuid: this.chargeUuid, code, message }));
  }

  /** What a sheet opened now asks the shopper to approve (W10); `undefined` while the charge's value is not known. */
  protected approval(): WalletApproval | undefined {
    return approvalOf(this.chargeUuid, this.charge);
  }

  /**
   * Pays with the wallet's token through the shared flow. A new token is a new logical attempt (new
   * Idempotency-Key); "Check payment" after an unknown outcome resends the same attempt instead. `approved`: what the
   * sheet that gave the token showed (the shopper approved it): its charge is paid and its amount shown, whatever
   * `charge-uuid` says by the time the token comes.
   */
  protected async payWith(
    body: PayRequest | undefined,
    approved?: WalletApproval,
  ): Promise<PayResponse | undefined> {
    if (body && !this.flow.outcomeUnknown) {
      this.flow.newAttempt();
      this.approved = approved;
    }
    this.busy = true;
    try {
      return await this.flow.pay(
        () => {
          // A wallet runs no 3DS Method (the page never sees the card number): compInd U; the browser data
          // lets the service ask for a challenge (a PAN_ONLY Google Pay card), sized to this viewport.
          return { ...(body as PayRequest), threeDSCompInd: 'U', browser: collectBrowserInfo() };
        },
        undefined,
        this.approved?.charge,
      );
    } finally {
      this.busy = false;
      // A decline, as the card's, or a 410 (the wallet's button goes: no attempt can succeed): the alert, which says
      // why, takes the focus, so it is read before the button again.
      const declined = this.declined && !!this.payment.alert && !this.payment.done;
      if (declined || this.flow.versionGone) void this.focusAlert();
    }
  }

  /** The alert takes the focus once rendered, and scrolls to the middle of the screen (as the card's decline). */
  private async focusAlert(): Promise<void> {
    await this.updateComplete;
    const box = this.alertBox();
    box?.focus({ preventScroll: true });
    box?.scrollIntoView({ block: 'center' });
  }

  /** "Check payment" after an unknown outcome: the attempt already made, asked again; never a new sheet. */
  private async check(): Promise<void> {
    if (!this.busy) await this.payWith(undefined);
  }

  /** @internal What the live region says as the payment starts: "Checking…" for "Check payment". */
  payingText(): string | undefined {
    return checkingText(this.payment, this.l10n);
  }

  /** @internal The result takes the focus, unless a check by itself would take it from elsewhere on the page. */
  override focusResult(): Promise<void> {
    return this.backOnline.mayFocus() ? super.focusResult() : Promise.resolve();
  }

  private alertBox(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.alert');
  }

  /** @internal A wallet that cannot be used here takes no part in the form's validity. */
  formValidity() {
    return this.available ? { message: this.t('form.incomplete') } : undefined;
  }

  /** Whether the wallet's button should take its dark-page colour: the page's scheme, not the system's alone. */
  protected prefersDark(): boolean {
    return this.themeOf() === 'dark';
  }

  /** The wallet's own button. */
  protected abstract renderButton(): TemplateResult;

  /** "Check payment" after an unknown outcome: the same attempt again, never a new sheet. */
  private renderCheck(): TemplateResult {
    return html`<button type="button" class="check" part="check" aria-disabled=${this.busy ? 'true' : 'false'}
      @click=${() => void this.check()}>
      ${
        this.busy
          ? html`<span class="spinner" aria-hidden="true"></span>${this.l10n.t(paymentMessages, 'checking')}`
          : this.l10n.t(paymentMessages, 'check')
      }
    </button>`;
  }

  override render() {
    if (this.baseUrlCheck.refused) return this.baseUrlCheck.view();
    const { alert, done } = this.payment;
    if (!this.available && !this.showsPayment) return nothing;
    return html`
      <section aria-label=${this.t('region')} aria-busy=${this.busy ? 'true' : 'false'}>
        ${
          done
            ? this.resultView(this.approved?.currency ?? '', this.approved?.amount)
            : this.flow.closed
              ? nothing
              : html`<div class="pay" ?data-busy=${this.busy}>
                ${this.flow.outcomeUnknown ? this.renderCheck() : this.renderButton()}
              </div>`
        }
        ${
          this.busy && !this.sheetOpen && !done
            ? html`<p class="progress"><span class="spinner" aria-hidden="true"></span>${this.l10n.t(
                paymentMessages,
                this.flow.outcomeUnknown ? 'checking' : 'paying',
              )}</p>`
            : nothing
        }
        ${
          alert && !done
            ? html`<div class="alert failure" part="alert" tabindex="-1">
                ${controlIcon('alert', 'alert-icon')}
                <div>
                  <p class="alert-title">${this.t(this.declined ? 'alert.declined' : 'alert.failed')}</p>
                  <p class="alert-body">${alert}</p>
                </div>
              </div>`
            : nothing
        }
        ${this.payment.notice ? html`<p class="notice" part="notice">${this.payment.notice}</p>` : nothing}
        ${this.liveRegion()}
        <tucan-3ds-challenge .messages=${this.messages} lang=${this.l10n.lang} theme=${this.themeOf()}></tucan-3ds-challenge>
      </section>
    `;
  }
}
