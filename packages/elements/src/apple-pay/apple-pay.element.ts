import { TucanApiError } from '@tucan/client';
import { html, type PropertyDeclarations, type PropertyValues } from 'lit';
import { isSuccess } from '../payment/payment.logic.ts';
import { TucanWalletElement } from '../wallets/wallet.element.ts';
import { AVAILABILITY_PROPS, type NetworkId, type WalletApproval } from '../wallets/wallet.logic.ts';
import {
  type ApplePayPaymentToken,
  type ApplePaySessionClass,
  type ApplePaySessionLike,
  appleButtonStyle,
  appleButtonType,
  applePayRequest,
  applePayVersion,
} from './apple-pay.logic.ts';
import { MerchantSessions } from './apple-pay.session.ts';
import { applePayStyles } from './apple-pay.styles.ts';

/**
 * @summary Apple Pay (Brazil and Mexico) with the merchant session from the public session endpoint.
 *
 * Shown only where `ApplePaySession.canMakePayments()` is true, the country is BR or MX and the wallet's
 * `allowed_methods` (the `methods` attribute) include `applepay`; otherwise it stays hidden and fires
 * `tucan-unavailable`. The click creates the `ApplePaySession` in the same gesture, at the lowest version that
 * supports the networks (v5 with Elo). Merchant validation asks the service for a session (the `validationURL`
 * and the page's domain); a session fetched ahead of time (on hover or focus) is used only while valid. The
 * authorized token is paid with `type_charge: "applepay"` through the shared payment flow, and the sheet is
 * completed with its outcome. Closing the sheet is quiet: nothing is sent.
 *
 * @tagname tucan-apple-pay
 * @attribute {string} lang - Wording and the button's language (en, pt-BR, es-MX, es-AR, es-CO, es-CL; inherited like `<tucan-card>`).
 * @fires {TucanUnavailableEvent} tucan-unavailable - The element stays hidden: `detail` `{ method, reason }`.
 * @fires {TucanStatusEvent} tucan-status - When the charge status from the service changes.
 * @fires {TucanCompleteEvent} tucan-complete - Once, when the charge reaches `paid` or `confirmed`.
 * @fires {TucanErrorEvent} tucan-error - A decline, a refusal, an unknown outcome, a failed merchant
 * validation (`merchant_validation_failed`) or a configuration problem (`developer_error`, once, with `reason`).
 * @fires {TucanBusyEvent} tucan-busy - A payment attempt started (`busy: true`: the wallet's sheet, 3DS, the
 * service's answer) or ended (`busy: false`). `detail`: `{ chargeUuid, busy }`.
 * @csspart button - The Apple Pay button (Apple's `-apple-pay-button` where Safari draws it).
 * @cssprop --tucan-radius - Corner radius of the button. Default `8px`.
 */
export class TucanApplePayElement extends TucanWalletElement {
  static override styles = [...TucanWalletElement.styles, applePayStyles];

  static override properties: PropertyDeclarations = {
    buttonType: { attribute: 'button-type' },
    buttonStyle: { attribute: 'button-style' },
    applePaySession: { attribute: false },
  };

  protected readonly method = 'applepay';
  protected readonly walletName = 'Apple Pay';

  /** Apple's button type: plain, buy, pay, check-out, book, donate, order, subscribe, continue. */
  buttonType = 'buy';
  /** `black`, `white`, `white-outline`, or `auto` (black on light, white on dark, after `theme`). */
  buttonStyle = 'auto';
  /** Replaces `window.ApplePaySession` (a simulated wallet, tests). */
  declare applePaySession: ApplePaySessionClass | undefined;

  private session: ApplePaySessionLike | undefined;
  /** The networks this browser's Apple Pay version can take. */
  private usable: NetworkId[] = [];
  private readonly sessions = new MerchantSessions(async (charge, validationURL) => {
    const { data } = await this.api.applePaySession(charge, { validationURL, domain: location.hostname });
    return data;
  });

  constructor() {
    super();
    // The service asks for a 3DS step while the sheet is still open: the wallet's part is done (W6), so the
    // sheet closes and the bank's step shows on the page.
    this.addEventListener('tucan-status', (e) => {
      if (e.detail.status === 'pending' && this.session) this.completeSheet(this.session, true);
    });
  }

  private get sessionClass(): ApplePaySessionClass | undefined {
    return this.applePaySession ?? (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.sessions.clear();
    const session = this.session;
    this.session = undefined;
    try {
      session?.abort();
    } catch {}
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('chargeUuid')) this.sessions.clear();
    const props = [...AVAILABILITY_PROPS, 'applePaySession'];
    if (!this.payment.done && props.some((p) => changed.has(p as keyof TucanApplePayElement))) this.decide();
  }

  /** Availability: charge, country and allowed methods first, then the browser's Apple Pay, then the charge's value. */
  private decide(): void {
    if (!this.chargeAllows()) return;
    const problem = this.browserProblem();
    if (problem) this.setUnavailable(problem);
    else if (this.chargeValueKnown()) this.setAvailable();
  }

  /** `unsupported` without Apple Pay here (no `ApplePaySession`, no usable network, no capable device). */
  private browserProblem(): 'unsupported' | undefined {
    const cls = this.sessionClass;
    try {
      this.usable = cls ? this.networkIds.filter((n) => cls.supportsVersion(applePayVersion([n]))) : [];
      return cls && this.usable.length > 0 && cls.canMakePayments() ? undefined : 'unsupported';
    } catch {
      // Safari throws on an insecure page: no Apple Pay here.
      return 'unsupported';
    }
  }

  /** The shopper shows intent (pointer over or on the button, focus): fetch a merchant session ahead of the click. */
  private intent(): void {
    if (this.available && !this.payment.done) this.sessions.prefetch(this.chargeUuid);
  }

  /** Creates the session synchronously, inside the click: Safari refuses one created later. */
  private onClick(): void {
    const cls = this.sessionClass;
    if (!cls || this.busy || this.sheetOpen || this.payment.done || this.flow.outcomeUnknown) return;
    // Never a sheet with an amount the service did not state (the button is not offered without it, W10). What the
    // sheet shows is what its token pays, and what the result shows.
    const approval = this.approval();
    if (!approval) return;
    let session: ApplePaySessionLike;
    try {
      session = new cls(
        applePayVersion(this.usable),
        applePayRequest({
          country: this.country,
          currency: approval.currency,
          amount: approval.amount,
          label: this.merchantName || location.hostname,
          networks: this.usable,
          billingAddress: this.billingAddress,
        }),
      );
    } catch (error) {
      this.developerError(`ApplePaySession: ${String((error as Error)?.message ?? error)}`);
      return;
    }
    this.session = session;
    this.sheetOpen = true;
    this.payment.set({ alert: '' });
    session.onvalidatemerchant = (e) => void this.validateMerchant(session, e.validationURL, approval.charge);
    session.onpaymentauthorized = (e) => void this.authorized(session, e.payment.token, approval);
    // The shopper closed the sheet: quiet, nothing was sent.
    session.oncancel = () => this.ended(session);
    try {
      session.begin();
    } catch (error) {
      this.ended(session);
      this.developerError(`ApplePaySession.begin: ${String((error as Error)?.message ?? error)}`);
    }
  }

  /** The merchant session for the sheet's charge (`charge`), whatever `charge-uuid` says by then. */
  private async validateMerchant(
    session: ApplePaySessionLike,
    validationURL: string,
    charge: string,
  ): Promise<void> {
    let merchantSession: unknown;
    try {
      merchantSession = await this.sessions.take(charge, validationURL);
    } catch (error) {
      if (this.session !== session) return;
      try {
        session.abort();
      } catch {}
      this.ended(session);
      const e = error instanceof TucanApiError ? error : undefined;
      if (e?.kind === 'api' && e.status && e.status < 500) {
        // The service refuses this page or charge (a domain not in applepay_domains, Apple Pay not allowed).
        const field = e.details[0]?.field;
        return this.developerError(
          `merchant session refused: ${e.code ?? e.status}${field ? ` (${field})` : ''}`,
        );
      }
      return this.walletFailed('merchant_validation_failed');
    }
    if (this.session !== session) return;
    try {
      session.completeMerchantValidation(merchantSession);
    } catch {
      // The session ended meanwhile (Safari's own timeout): nothing to do.
    }
  }

  private async authorized(
    session: ApplePaySessionLike,
    token: ApplePayPaymentToken,
    approval: WalletApproval,
  ): Promise<void> {
    const answer = await this.payWith(
      { type_charge: 'applepay', applepay_token: token as unknown as Record<string, unknown> },
      approval,
    );
    this.completeSheet(session, !!answer && isSuccess(answer.status));
  }

  private completeSheet(session: ApplePaySessionLike, ok: boolean): void {
    if (this.session !== session) return;
    const cls = this.sessionClass;
    try {
      session.completePayment({ status: ok ? (cls?.STATUS_SUCCESS ?? 0) : (cls?.STATUS_FAILURE ?? 1) });
    } catch {}
    this.ended(session);
  }

  private ended(session: ApplePaySessionLike): void {
    if (this.session !== session) return;
    this.session = undefined;
    this.sheetOpen = false;
  }

  protected renderButton() {
    const type = appleButtonType(this.buttonType);
    const style = appleButtonStyle(this.buttonStyle);
    const label = this.t(`apple.${type}`);
    const busy = this.busy || this.sheetOpen;
    if (customElements.get('apple-pay-button')) {
      // Apple's own element (the Apple Pay JS SDK) where the page loaded it.
      const resolved = style === 'auto' ? (this.prefersDark() ? 'white' : 'black') : style;
      return html`<apple-pay-button part="button" buttonstyle=${resolved} type=${type} locale=${this.l10n.lang}
        @click=${this.onClick} @pointerenter=${this.intent} @focus=${this.intent}></apple-pay-button>`;
    }
    return html`<button type="button" part="button" class="apple-pay type-${type} style-${style}"
      lang=${this.l10n.lang} aria-label=${label} aria-disabled=${busy ? 'true' : 'false'}
      @click=${this.onClick} @pointerenter=${this.intent} @focus=${this.intent}>
      <span class="fallback" aria-hidden="true">${label}</span>
    </button>`;
  }
}
