import { html, type PropertyDeclarations, type PropertyValues } from 'lit';
import { TucanWalletElement } from '../wallets/wallet.element.ts';
import { AVAILABILITY_PROPS, type WalletApproval } from '../wallets/wallet.logic.ts';
import { type GooglePayLoader, loadGooglePay } from './google-pay.loader.ts';
import {
  baseCardMethod,
  DEFAULT_GATEWAY,
  DEVELOPER_STATUS_CODES,
  type GoogleConfig,
  type GooglePayApi,
  googleButtonColor,
  googleButtonLocale,
  googleButtonType,
  googleEnvironment,
  googleNetworks,
  isPaymentsError,
  isReadyToPayRequest,
  type PaymentData,
  type PaymentsClientLike,
  paymentDataRequest,
  productionProblem,
  TEST_GATEWAY_MERCHANT_ID,
} from './google-pay.logic.ts';
import { googlePayStyles } from './google-pay.styles.ts';

/** Properties that change what the `PaymentsClient` or the request is. */
const CLIENT_PROPS = [
  'loader',
  'gateway',
  'gatewayMerchantId',
  'merchantId',
  'merchantName',
  'cspNonce',
  'billingAddress',
];

/**
 * @summary Google Pay through the public pay endpoint, with 3-D Secure for cards that need it.
 *
 * Google's `pay.js` is loaded only when the element may be shown, through the `loader` property (replace it on
 * a strict-CSP page or in tests). A `PaymentsClient` in `TEST` (or `PRODUCTION` with
 * `environment="production"`) decides with `isReadyToPay`; Google's own button (`createButton`, type, colour
 * and language from the attributes) opens the sheet with `loadPaymentData`. The token is paid with
 * `type_charge: "googlepay"` through the shared payment flow: when the service asks for 3DS (a `PAN_ONLY`
 * card) the card's challenge dialog opens. Closing the sheet is quiet; a configuration problem is reported once
 * (`developer_error`) and the element hides.
 *
 * @tagname tucan-google-pay
 * @attribute {string} lang - Wording and the button's language (inherited like `<tucan-card>`).
 * @fires {TucanUnavailableEvent} tucan-unavailable - The element stays hidden: `detail` `{ method, reason }`.
 * @fires {TucanStatusEvent} tucan-status - When the charge status from the service changes.
 * @fires {TucanCompleteEvent} tucan-complete - Once, when the charge reaches `paid` or `confirmed`.
 * @fires {TucanErrorEvent} tucan-error - A decline, a refusal, an unknown outcome, an abandoned 3DS challenge,
 * a wallet failure (`wallet_error`) or a configuration problem (`developer_error`, once, with `reason`).
 * @fires {TucanBusyEvent} tucan-busy - A payment attempt started (`busy: true`: the wallet's sheet, 3DS, the
 * service's answer) or ended (`busy: false`). `detail`: `{ chargeUuid, busy }`.
 * @csspart button - The box holding Google's button.
 * @cssprop --tucan-radius - Corner radius of the button. Default `8px`.
 */
export class TucanGooglePayElement extends TucanWalletElement {
  static override styles = [...TucanWalletElement.styles, googlePayStyles];

  static override properties: PropertyDeclarations = {
    buttonType: { attribute: 'button-type' },
    buttonColor: { attribute: 'button-color' },
    gateway: {},
    gatewayMerchantId: { attribute: 'gateway-merchant-id' },
    merchantId: { attribute: 'merchant-id' },
    cspNonce: { attribute: 'csp-nonce' },
    loader: { attribute: false },
  };

  protected readonly method = 'googlepay';
  protected readonly walletName = 'Google Pay';

  /** Google's button type: book, buy, checkout, donate, order, pay, plain, subscribe. */
  buttonType = 'buy';
  /** `default`, `black`, `white`, or `auto` (Google's default on light, white on dark, after `theme`). */
  buttonColor = 'auto';
  /** The provider's gateway id in the tokenization parameters (W5). */
  gateway = DEFAULT_GATEWAY;
  /** Your merchant id at the provider (`gatewayMerchantId`); required in production. */
  gatewayMerchantId = '';
  /** Your Google merchant ID (Google Pay & Wallet Console); required in production. */
  merchantId = '';
  /** The page's CSP nonce, for the pay.js script and the styles Google injects (`PaymentOptions.nonce`). */
  cspNonce = '';
  /** Loads `google.payments.api` (default: pay.js from Google, once per page). */
  loader: GooglePayLoader = loadGooglePay;

  private paymentsClient: PaymentsClientLike | undefined;
  private clientFor: { api: GooglePayApi; key: string; client: PaymentsClientLike } | undefined;
  private button: { key: string; el: HTMLElement } | undefined;
  /** Each availability decision's number: an older, slower one never overrides a newer one. */
  private decision = 0;
  /** `google.payments.api` from `loader`, asked for once per loader and nonce (again after a failure). */
  private payJs: { loader: GooglePayLoader; nonce: string; api: Promise<GooglePayApi> } | undefined;

  /** `retry`: ask again after a failure (a change of the element's options), not on a read of the charge's value. */
  private loadApi(retry: boolean): Promise<GooglePayApi> {
    const { loader, cspNonce: nonce } = this;
    if (!retry && !this.payJs) return Promise.reject(new Error('pay.js could not be loaded'));
    if (this.payJs?.loader !== loader || this.payJs.nonce !== nonce) {
      const api = loader({ ...(nonce ? { nonce } : {}) });
      const payJs = { loader, nonce, api };
      this.payJs = payJs;
      api.catch(() => {
        if (this.payJs === payJs) this.payJs = undefined;
      });
    }
    return this.payJs.api;
  }

  /** The sheet's request: the total is the charge's value and currency as the service states them. */
  private config(): GoogleConfig {
    const environment = googleEnvironment(this.environment);
    return {
      networks: this.networkIds,
      country: this.country,
      currency: this.charge.currency,
      amount: this.charge.value ?? 0,
      billingAddress: this.billingAddress,
      gateway: this.gateway || DEFAULT_GATEWAY,
      gatewayMerchantId: this.gatewayMerchantId || (environment === 'TEST' ? TEST_GATEWAY_MERCHANT_ID : ''),
      merchantName: this.merchantName,
      merchantId: this.merchantId,
      environment,
    };
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const props = [...AVAILABILITY_PROPS, ...CLIENT_PROPS];
    if (!this.payment.done && props.some((p) => changed.has(p as keyof TucanGooglePayElement)))
      void this.decide(
        props.some((p) => p !== 'chargeReads' && changed.has(p as keyof TucanGooglePayElement)),
      );
    this.mountButton();
  }

  /**
   * Availability: charge, country and allowed methods, then pay.js and Google's `isReadyToPay`, then the charge's
   * value from the service.
   */
  private async decide(retry = true): Promise<void> {
    const run = ++this.decision;
    this.paymentsClient = undefined;
    if (!this.chargeAllows()) return;
    const config = this.config();
    const production = productionProblem(config);
    if (production) return this.developerError(production);
    if (googleNetworks(config.networks, config.country).length === 0)
      return this.setUnavailable('unsupported');
    // The charge's value is read while pay.js loads (the sheet's total: `chargeValueKnown` below).
    this.charge.want(this.chargeUuid);
    let api: GooglePayApi;
    try {
      api = await this.loadApi(retry);
    } catch {
      if (run === this.decision) this.setUnavailable('load_failed');
      return;
    }
    if (run !== this.decision) return;
    let client: PaymentsClientLike;
    let ready: { result: boolean };
    try {
      client = this.clientOf(api, config);
      ready = await client.isReadyToPay(isReadyToPayRequest(config));
    } catch (error) {
      if (run !== this.decision) return;
      if (isPaymentsError(error) && !DEVELOPER_STATUS_CODES.includes(error.statusCode)) {
        return this.setUnavailable('not_ready');
      }
      return this.developerError(`isReadyToPay: ${describe(error)}`);
    }
    if (run !== this.decision) return;
    if (!ready?.result) return this.setUnavailable('not_ready');
    if (!this.chargeValueKnown()) return;
    this.paymentsClient = client;
    this.setAvailable();
    try {
      client.prefetchPaymentData?.(paymentDataRequest(this.config()));
    } catch {}
  }

  /** One `PaymentsClient` per environment, merchant and nonce. */
  private clientOf(api: GooglePayApi, c: GoogleConfig): PaymentsClientLike {
    const key = [c.environment, c.merchantId, c.merchantName, this.cspNonce].join('|');
    if (this.clientFor?.api !== api || this.clientFor.key !== key) {
      const client = new api.PaymentsClient({
        environment: c.environment,
        merchantInfo: {
          ...(c.merchantName ? { merchantName: c.merchantName } : {}),
          ...(c.merchantId ? { merchantId: c.merchantId } : {}),
        },
        ...(this.cspNonce ? { nonce: this.cspNonce } : {}),
      });
      this.clientFor = { api, key, client };
    }
    return this.clientFor.client;
  }

  /** Puts Google's button in its box, made again when its type, colour, language or the client change. */
  private mountButton(): void {
    const box = this.renderRoot.querySelector<HTMLElement>('.gpay');
    const client = this.paymentsClient;
    if (!box || !client) return;
    const c = this.config();
    const options = {
      buttonType: googleButtonType(this.buttonType),
      buttonColor: googleButtonColor(this.buttonColor, this.prefersDark()),
      buttonLocale: googleButtonLocale(this.l10n.lang),
      buttonSizeMode: 'fill' as const,
      buttonRadius: Number.parseFloat(getComputedStyle(box).borderTopLeftRadius) || 0,
    };
    const key = JSON.stringify([options, c.networks, c.country, this.clientFor?.key]);
    if (this.button?.key !== key) {
      let el: HTMLElement;
      try {
        el = client.createButton({
          ...options,
          onClick: () => this.onClick(),
          buttonRootNode: this.renderRoot as ShadowRoot,
          allowedPaymentMethods: [baseCardMethod(c.networks, c.country, c.billingAddress)],
        });
      } catch (error) {
        this.developerError(`createButton: ${describe(error)}`);
        return;
      }
      this.button = { key, el };
    }
    if (box.firstElementChild !== this.button.el) box.replaceChildren(this.button.el);
  }

  /** Opens Google's sheet: `loadPaymentData` is called in the click itself, so no popup is blocked. */
  private onClick(): void {
    const client = this.paymentsClient;
    if (!client || this.busy || this.sheetOpen || this.payment.done || this.flow.outcomeUnknown) return;
    // Never a sheet with an amount the service did not state (the button is not offered without it, W10). What the
    // sheet shows is what its token pays, and what the result shows.
    const approval = this.approval();
    if (!approval) return;
    this.payment.set({ alert: '' });
    this.sheetOpen = true;
    let sheet: Promise<PaymentData>;
    try {
      const { currency, amount } = approval;
      sheet = client.loadPaymentData(paymentDataRequest({ ...this.config(), currency, amount }));
    } catch (error) {
      this.sheetFailed(error);
      return;
    }
    sheet.then(
      (data) => this.loaded(data, approval),
      (error) => this.sheetFailed(error),
    );
  }

  private async loaded(data: PaymentData, approval: WalletApproval): Promise<void> {
    this.sheetOpen = false;
    const token = data?.paymentMethodData?.tokenizationData?.token;
    if (typeof token !== 'string' || token === '') return this.walletFailed('wallet_error');
    await this.payWith({ type_charge: 'googlepay', googlepay_token: token }, approval);
  }

  private sheetFailed(error: unknown): void {
    this.sheetOpen = false;
    // The shopper closed the sheet: quiet, nothing was sent.
    if (isPaymentsError(error) && error.statusCode === 'CANCELED') return;
    if (isPaymentsError(error) && !DEVELOPER_STATUS_CODES.includes(error.statusCode)) {
      this.walletFailed('wallet_error');
    } else {
      this.developerError(`loadPaymentData: ${describe(error)}`);
    }
  }

  protected renderButton() {
    return html`<div class="gpay" part="button"></div>`;
  }
}

/** A wallet error in words for the developer (`statusCode: statusMessage`), never card data. */
function describe(error: unknown): string {
  if (isPaymentsError(error))
    return `${error.statusCode}${error.statusMessage ? `: ${error.statusMessage}` : ''}`;
  return String((error as Error)?.message ?? error);
}
