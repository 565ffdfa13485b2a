/**
 * Faithful fakes of the two wallets for the browser tests and the QA demo's "simulate wallet" control (never
 * shipped), written from Apple's
 * "Apple Pay on the Web" reference and WebKit's `ApplePaySession.idl`, and Google's Pay API for web reference
 * (request and response objects, `PaymentsClient`): the real method names, event order, object shapes and the
 * refusals a real wallet gives to a malformed request. The tests drive the shopper's side (authorize, choose a
 * card, close the sheet) through each fake's handle.
 */

import { applePayTestToken, googlePayTestToken } from '@tucan/sandbox/wallet-test-tokens';
import type { ApplePayPaymentRequest, ApplePayPaymentToken } from '../src/apple-pay/apple-pay.logic.ts';
import { detectBrand } from '../src/domain/brands.ts';
import type { GooglePayLoader } from '../src/google-pay/google-pay.loader.ts';
import type {
  ButtonOptions,
  CardPaymentMethod,
  IsReadyToPayRequest,
  PaymentData,
  PaymentDataRequest,
  PaymentOptions,
  PaymentsError,
} from '../src/google-pay/google-pay.logic.ts';

// --- the user gesture --------------------------------------------------------------------------------------

let gesture = false;
let tracking = false;
/**
 * True only while a click or key event is being dispatched (its listeners run): Safari refuses an
 * ApplePaySession created anywhere else, and Chrome's payment sheet needs the same transient activation.
 */
export function inUserGesture(): boolean {
  if (!tracking) {
    tracking = true;
    for (const type of ['click', 'keydown', 'keyup', 'pointerup', 'touchend']) {
      window.addEventListener(
        type,
        () => {
          gesture = true;
          setTimeout(() => {
            gesture = false;
          });
        },
        { capture: true },
      );
      window.addEventListener(type, () => {
        gesture = false;
      });
    }
  }
  return gesture && (navigator.userActivation?.isActive ?? true);
}

// --- test tokens: the sandbox's own builders (the PAN picks the card scenario of docs/testing.md) -----------

export { applePayTestToken as applePayToken, googlePayTestToken as googlePayToken };

// --- Apple Pay JS ------------------------------------------------------------------------------------------

/** Networks by the version that introduced them (Apple's release notes). */
const APPLE_NETWORK_VERSIONS: Record<string, number> = {
  amex: 1,
  chinaUnionPay: 1,
  discover: 1,
  interac: 1,
  masterCard: 1,
  privateLabel: 1,
  visa: 1,
  jcb: 2,
  cartesBancaires: 4,
  eftpos: 4,
  electron: 4,
  maestro: 4,
  vPay: 4,
  elo: 5,
  mada: 5,
};

type SessionState = 'created' | 'validating' | 'shown' | 'authorizing' | 'completed' | 'canceled' | 'aborted';

export interface AppleFakeOptions {
  canMakePayments?: boolean;
  /** The highest `supportsVersion` answers true for (Safari 17: 14). */
  maxVersion?: number;
  /** The `validationURL` of the validatemerchant event. */
  validationURL?: string;
}

export interface FakeApplePaySession extends EventTarget {
  readonly version: number;
  readonly request: ApplePayPaymentRequest;
  state: SessionState;
  /** What the page passed to completeMerchantValidation. */
  merchantSession: unknown;
  /** What the page passed to completePayment. */
  paymentResult: unknown;
  /** The shopper authorizes the payment with Touch ID / Face ID (after the sheet is shown). */
  authorize(token: ApplePayPaymentToken): Promise<void>;
  /** The shopper closes the sheet. */
  cancel(): void;
  /** Resolves when the sheet is shown (merchant validation accepted) or ends (canceled). */
  readonly settled: Promise<'shown' | 'canceled' | 'aborted'>;
  /** Resolves with the completePayment result. */
  readonly completion: Promise<unknown>;
}

export interface AppleFake {
  ApplePaySession: unknown;
  sessions: FakeApplePaySession[];
  readonly last: FakeApplePaySession | undefined;
  uninstall(): void;
}

const accessError = (message: string) => new DOMException(message, 'InvalidAccessError');

function checkAppleRequest(version: number, r: ApplePayPaymentRequest): void {
  if (!r || typeof r !== 'object') throw new TypeError('Type error');
  if (!/^[A-Z]{2}$/.test(r.countryCode ?? ''))
    throw new TypeError(`"${r.countryCode}" is not a valid country code.`);
  if (!/^[A-Z]{3}$/.test(r.currencyCode ?? ''))
    throw new TypeError(`"${r.currencyCode}" is not a valid currency code.`);
  if (!Array.isArray(r.supportedNetworks) || r.supportedNetworks.length === 0)
    throw new TypeError('At least one supported network must be provided.');
  for (const n of r.supportedNetworks) {
    const since = APPLE_NETWORK_VERSIONS[n];
    if (since === undefined || since > version) throw new TypeError(`"${n}" is not a valid payment network.`);
  }
  if (!Array.isArray(r.merchantCapabilities) || !r.merchantCapabilities.includes('supports3DS'))
    throw new TypeError('The "supports3DS" capability is required.');
  const total = r.total;
  if (!total || typeof total.label !== 'string' || total.label === '')
    throw new TypeError('Missing total label.');
  if (typeof total.amount !== 'string' || !/^\d+(\.\d+)?$/.test(total.amount))
    throw new TypeError(`"${total.amount}" is not a valid amount.`);
  if (Number(total.amount) <= 0 && version < 4)
    throw new TypeError('Total amount must be greater than zero.');
}

/** Installs a fake `window.ApplePaySession` (Safari on a device with Apple Pay) until `uninstall()`. */
export function installApplePay(options: AppleFakeOptions = {}): AppleFake {
  const cfg = {
    canMakePayments: true,
    maxVersion: 14,
    validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    ...options,
  };
  inUserGesture(); // starts watching gestures before the first click
  const sessions: FakeApplePaySession[] = [];
  let active: Session | undefined;

  class Session extends EventTarget implements FakeApplePaySession {
    static readonly STATUS_SUCCESS = 0;
    static readonly STATUS_FAILURE = 1;
    static readonly STATUS_INVALID_BILLING_POSTAL_ADDRESS = 2;
    static readonly STATUS_INVALID_SHIPPING_POSTAL_ADDRESS = 3;
    static readonly STATUS_INVALID_SHIPPING_CONTACT = 4;
    static readonly STATUS_PIN_REQUIRED = 5;
    static readonly STATUS_PIN_INCORRECT = 6;
    static readonly STATUS_PIN_LOCKOUT = 7;

    static supportsVersion(version: number): boolean {
      if (!Number.isInteger(version) || version < 1)
        throw accessError(`"${version}" is not a supported version.`);
      return version <= cfg.maxVersion;
    }
    static canMakePayments(): boolean {
      if (!window.isSecureContext)
        throw accessError('Trying to call an ApplePaySession API from an insecure document.');
      return cfg.canMakePayments;
    }
    static canMakePaymentsWithActiveCard(_merchantIdentifier: string): Promise<boolean> {
      return Promise.resolve(Session.canMakePayments());
    }

    onvalidatemerchant: ((e: Event) => void) | null = null;
    onpaymentmethodselected: ((e: Event) => void) | null = null;
    onshippingcontactselected: ((e: Event) => void) | null = null;
    onshippingmethodselected: ((e: Event) => void) | null = null;
    onpaymentauthorized: ((e: Event) => void) | null = null;
    oncancel: ((e: Event) => void) | null = null;
    state: SessionState = 'created';
    merchantSession: unknown;
    paymentResult: unknown;
    readonly settled: Promise<'shown' | 'canceled' | 'aborted'>;
    readonly completion: Promise<unknown>;
    private settle!: (s: 'shown' | 'canceled' | 'aborted') => void;
    private complete!: (result: unknown) => void;

    constructor(
      readonly version: number,
      readonly request: ApplePayPaymentRequest,
    ) {
      super();
      if (!inUserGesture())
        throw accessError('Must create a new ApplePaySession from a user gesture handler.');
      if (!Session.supportsVersion(version)) throw accessError(`"${version}" is not a supported version.`);
      checkAppleRequest(version, request);
      this.settled = new Promise((done) => {
        this.settle = done;
      });
      this.completion = new Promise((done) => {
        this.complete = done;
      });
      sessions.push(this);
    }

    /** Fires an event the way an EventHandler attribute and listeners both receive it. */
    private fire(type: string, props: Record<string, unknown> = {}): void {
      const event = Object.assign(new Event(type), props);
      const handler = (this as unknown as Record<string, unknown>)[`on${type}`];
      if (typeof handler === 'function') handler.call(this, event);
      this.dispatchEvent(event);
    }

    private end(state: 'canceled' | 'aborted'): void {
      this.state = state;
      if (active === this) active = undefined;
      this.settle(state);
    }

    begin(): void {
      if (this.state !== 'created') throw accessError('Payment session is already active.');
      if (active) throw accessError('Page already has an active payment session.');
      active = this;
      this.state = 'validating';
      // The sheet appears, then Safari asks the page to validate the merchant.
      setTimeout(() => {
        if (this.state === 'validating') this.fire('validatemerchant', { validationURL: cfg.validationURL });
      });
    }

    abort(): void {
      if (this.state === 'completed' || this.state === 'canceled' || this.state === 'aborted')
        throw accessError('The payment session is not active.');
      this.end('aborted');
    }

    completeMerchantValidation(merchantSession: unknown): void {
      if (this.state !== 'validating') throw accessError('Merchant validation is not in progress.');
      this.merchantSession = merchantSession;
      const s = merchantSession as Record<string, unknown> | null;
      const valid =
        !!s &&
        typeof s === 'object' &&
        typeof s.merchantSessionIdentifier === 'string' &&
        typeof s.signature === 'string' &&
        s.domainName === location.hostname &&
        typeof s.expiresAt === 'number' &&
        s.expiresAt > Date.now();
      if (!valid) {
        // Apple rejects the session (stale, another domain, not Apple's): the sheet closes with a cancel.
        setTimeout(() => {
          this.end('canceled');
          this.fire('cancel', { sessionError: { code: 'unknown', info: {} } });
        });
        return;
      }
      this.state = 'shown';
      this.settle('shown');
    }

    async authorize(token: ApplePayPaymentToken): Promise<void> {
      await this.settled;
      if (this.state !== 'shown') throw new Error(`cannot authorize: the session is ${this.state}`);
      this.state = 'authorizing';
      this.fire('paymentauthorized', { payment: { token } });
    }

    completePayment(result: unknown): void {
      if (this.state !== 'authorizing') throw accessError('Payment authorization is not in progress.');
      const status = typeof result === 'number' ? result : (result as { status?: unknown })?.status;
      if (typeof status !== 'number' || status < 0 || status > 7) throw new TypeError('Invalid status.');
      this.paymentResult = result;
      this.state = 'completed';
      if (active === this) active = undefined;
      this.complete(result);
    }

    cancel(): void {
      if (this.state === 'completed' || this.state === 'canceled' || this.state === 'aborted') return;
      this.end('canceled');
      this.fire('cancel', { sessionError: { code: 'unknown', info: {} } });
    }
  }

  const w = window as unknown as { ApplePaySession?: unknown };
  w.ApplePaySession = Session;
  return {
    ApplePaySession: Session,
    sessions,
    get last() {
      return sessions.at(-1);
    },
    uninstall() {
      delete w.ApplePaySession;
    },
  };
}

// --- Google Pay API for web --------------------------------------------------------------------------------

const GOOGLE_NETWORKS = [
  'AMEX',
  'DISCOVER',
  'ELECTRON',
  'ELO',
  'ELO_DEBIT',
  'INTERAC',
  'JCB',
  'MAESTRO',
  'MASTERCARD',
  'VISA',
];
const developerError = (statusMessage: string): PaymentsError => ({
  statusCode: 'DEVELOPER_ERROR',
  statusMessage,
});

function checkCardMethods(methods: unknown, withTokenization: boolean): string | undefined {
  if (!Array.isArray(methods) || methods.length === 0)
    return 'allowedPaymentMethods must be a non-empty array';
  for (const m of methods as CardPaymentMethod[]) {
    if (m?.type !== 'CARD') return `unsupported payment method type ${m?.type}`;
    const p = m.parameters;
    if (!p || !Array.isArray(p.allowedAuthMethods) || p.allowedAuthMethods.length === 0)
      return 'allowedAuthMethods must be set';
    if (p.allowedAuthMethods.some((a) => a !== 'PAN_ONLY' && a !== 'CRYPTOGRAM_3DS'))
      return 'unknown auth method';
    if (!Array.isArray(p.allowedCardNetworks) || p.allowedCardNetworks.length === 0)
      return 'allowedCardNetworks must be set';
    if (p.allowedCardNetworks.some((n) => !GOOGLE_NETWORKS.includes(n))) return 'unknown card network';
    if (withTokenization) {
      const t = m.tokenizationSpecification;
      if (t?.type !== 'PAYMENT_GATEWAY') return 'tokenizationSpecification.type must be PAYMENT_GATEWAY';
      if (!t.parameters?.gateway || !t.parameters.gatewayMerchantId)
        return 'gateway and gatewayMerchantId are required';
    }
  }
  return undefined;
}

function checkDataRequest(r: PaymentDataRequest, environment: string): string | undefined {
  if (r?.apiVersion !== 2 || r.apiVersionMinor !== 0) return 'apiVersion 2.0 is required';
  const methods = checkCardMethods(r.allowedPaymentMethods, true);
  if (methods) return methods;
  if (!r.merchantInfo || typeof r.merchantInfo !== 'object') return 'merchantInfo is required';
  if (environment === 'PRODUCTION' && !r.merchantInfo.merchantId)
    return 'merchantId is required in PRODUCTION';
  // Read as sent: the fake checks what a page may get wrong, not what the element's types allow.
  const t = r.transactionInfo as Partial<Record<string, string>> | undefined;
  if (!t || !/^[A-Z]{3}$/.test(t.currencyCode ?? '')) return 'transactionInfo.currencyCode is required';
  if (!['FINAL', 'ESTIMATED', 'NOT_CURRENTLY_KNOWN'].includes(t.totalPriceStatus ?? ''))
    return 'bad totalPriceStatus';
  if (t.totalPriceStatus !== 'NOT_CURRENTLY_KNOWN' && !/^[0-9]+(\.[0-9][0-9])?$/.test(t.totalPrice ?? ''))
    return `totalPrice ${t.totalPrice} does not match ^[0-9]+(\\.[0-9][0-9])?$`;
  const elo = r.allowedPaymentMethods.some((m) => m.parameters.allowedCardNetworks.includes('ELO'));
  if (elo && t.countryCode !== 'BR') return 'ELO requires transactionInfo.countryCode BR';
  return undefined;
}

export interface FakeSheet {
  readonly request: PaymentDataRequest;
  /** The shopper picks a card: the sheet closes and `loadPaymentData` resolves with its PaymentData. */
  choose(pan: string, authMethod?: 'PAN_ONLY' | 'CRYPTOGRAM_3DS'): void;
  /** The shopper closes the sheet (`CANCELED`). */
  cancel(): void;
  /** The wallet fails (e.g. `BUYER_ACCOUNT_ERROR`, `DEVELOPER_ERROR`). */
  fail(statusCode: string, statusMessage?: string): void;
}

export interface GoogleFakeOptions {
  /** `isReadyToPay`'s `result`. */
  ready?: boolean;
  /** How the loader fails (pay.js cannot load). */
  loadError?: Error;
  /** How `isReadyToPay` rejects (for example a `DEVELOPER_ERROR` for a merchant set-up Google refuses). */
  readyError?: PaymentsError;
}

export interface GoogleFake {
  loader: GooglePayLoader;
  /** How often the loader was called (pay.js loaded lazily). */
  loads: number;
  clients: Array<{ options: PaymentOptions; readyRequests: IsReadyToPayRequest[]; buttons: ButtonOptions[] }>;
  sheets: FakeSheet[];
  /** Resolves with the next sheet opened. */
  nextSheet(): Promise<FakeSheet>;
  prefetched: PaymentDataRequest[];
}

const buttonSheets = new WeakSet<Document | ShadowRoot>();

/** A fake `google.payments.api` and its loader (Chrome with a Google account holding cards). */
export function fakeGooglePay(options: GoogleFakeOptions = {}): GoogleFake {
  const cfg = { ready: true, ...options };
  inUserGesture(); // starts watching gestures before the first click
  let waiting: ((sheet: FakeSheet) => void) | undefined;
  let handed = 0;
  let open: FakeSheet | undefined;
  const fake: GoogleFake = {
    loads: 0,
    clients: [],
    sheets: [],
    prefetched: [],
    nextSheet: () =>
      new Promise((done) => {
        const ready = fake.sheets[handed];
        if (ready) {
          handed++;
          done(ready);
        } else {
          waiting = (sheet) => {
            handed++;
            done(sheet);
          };
        }
      }),
    loader: async () => {
      fake.loads++;
      if (cfg.loadError) throw cfg.loadError;
      return { PaymentsClient };
    },
  };

  class PaymentsClient {
    private readonly record: GoogleFake['clients'][number];
    constructor(private readonly options: PaymentOptions) {
      this.record = { options, readyRequests: [], buttons: [] };
      fake.clients.push(this.record);
    }

    async isReadyToPay(
      request: IsReadyToPayRequest,
    ): Promise<{ result: boolean; paymentMethodPresent?: boolean }> {
      this.record.readyRequests.push(request);
      if (cfg.readyError) throw cfg.readyError;
      if (this.options.environment !== 'TEST' && this.options.environment !== 'PRODUCTION')
        throw developerError(`unknown environment ${this.options.environment}`);
      if (request?.apiVersion !== 2 || request.apiVersionMinor !== 0)
        throw developerError('apiVersion 2.0 is required');
      const problem = checkCardMethods(request.allowedPaymentMethods, false);
      if (problem) throw developerError(problem);
      const existing = (request as { existingPaymentMethodRequired?: boolean }).existingPaymentMethodRequired;
      return { result: cfg.ready, ...(existing ? { paymentMethodPresent: cfg.ready } : {}) };
    }

    createButton(o: ButtonOptions): HTMLElement {
      if (typeof o?.onClick !== 'function') throw new Error('onClick is a required option');
      this.record.buttons.push(o);
      const root = o.buttonRootNode ?? document;
      const css = `.gpay-button{display:flex;align-items:center;justify-content:center;gap:.35em;
          inline-size:100%;block-size:100%;min-block-size:40px;border:0;font:500 16px/1 system-ui,sans-serif;cursor:pointer}
          .gpay-button.black{background:#000;color:#fff}.gpay-button.white{background:#fff;color:#3c4043;
          box-shadow:inset 0 0 0 1px #747775}.gpay-button b{font-weight:600}`;
      if (this.options.nonce) {
        // pay.js adds a <style> carrying the page's nonce.
        const host = root instanceof Document ? root.head : root;
        if (!host.querySelector('style[data-fake-gpay]')) {
          const style = document.createElement('style');
          style.dataset.fakeGpay = '';
          style.nonce = this.options.nonce;
          style.textContent = css;
          host.append(style);
        }
      } else if (!buttonSheets.has(root)) {
        // Without a nonce, a constructed sheet: the QA demo's strict CSP (no inline <style>) stays clean.
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        buttonSheets.add(root);
      }
      const color = o.buttonColor === 'white' ? 'white' : 'black';
      const type = o.buttonType ?? 'buy';
      // As pay.js does, the button speaks `buttonLocale` (its two-letter language), English otherwise.
      const verbs: Record<string, Record<string, string>> = {
        en: { buy: 'Buy with', pay: 'Pay with', checkout: 'Checkout with', plain: '' },
        pt: { buy: 'Comprar com', pay: 'Pagar com', checkout: 'Finalizar com', plain: '' },
        es: { buy: 'Comprar con', pay: 'Pagar con', checkout: 'Finalizar con', plain: '' },
      };
      const verb = verbs[o.buttonLocale ?? 'en'] ?? verbs.en ?? {};
      const wrapper = document.createElement('div');
      wrapper.className = `gpay-button-${o.buttonSizeMode === 'fill' ? 'fill' : 'static'}`;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `gpay-button ${color} ${type} ${o.buttonLocale ?? 'en'}`;
      const words = `${verb[type] ?? verb.buy} GPay`.trim();
      button.setAttribute('aria-label', words);
      button.textContent = `${verb[type] ?? verb.buy} `;
      const mark = document.createElement('b');
      mark.textContent = 'GPay';
      button.append(mark);
      if (o.buttonRadius !== undefined) button.style.borderRadius = `${o.buttonRadius}px`;
      button.addEventListener('click', (event) => o.onClick(event));
      wrapper.append(button);
      return wrapper;
    }

    loadPaymentData(request: PaymentDataRequest): Promise<PaymentData> {
      const problem = checkDataRequest(request, this.options.environment);
      if (problem) return Promise.reject(developerError(problem));
      if (!inUserGesture())
        return Promise.reject(developerError('loadPaymentData must be called from a user gesture'));
      if (open) return Promise.reject(developerError('a payment sheet is already open'));
      return new Promise<PaymentData>((resolve, reject) => {
        const close = () => {
          open = undefined;
        };
        const sheet: FakeSheet = {
          request,
          choose(pan, authMethod = 'CRYPTOGRAM_3DS') {
            close();
            const network = (detectBrand(pan)?.id ?? 'visa').toUpperCase();
            const params = request.allowedPaymentMethods[0]?.parameters;
            resolve({
              apiVersion: 2,
              apiVersionMinor: 0,
              paymentMethodData: {
                type: 'CARD',
                description: `${network} •••• ${pan.slice(-4)}`,
                info: {
                  cardNetwork: network,
                  cardDetails: pan.slice(-4),
                  ...(params?.billingAddressRequired
                    ? { billingAddress: { name: 'Ana Souza', postalCode: '01310-100', countryCode: 'BR' } }
                    : {}),
                },
                tokenizationData: { type: 'PAYMENT_GATEWAY', token: googlePayTestToken(pan, authMethod) },
              },
            });
          },
          cancel() {
            close();
            reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' });
          },
          fail(statusCode, statusMessage) {
            close();
            reject({ statusCode, ...(statusMessage ? { statusMessage } : {}) });
          },
        };
        open = sheet;
        fake.sheets.push(sheet);
        waiting?.(sheet);
        waiting = undefined;
      });
    }

    prefetchPaymentData(request: PaymentDataRequest): void {
      fake.prefetched.push(request);
    }
  }

  return fake;
}
