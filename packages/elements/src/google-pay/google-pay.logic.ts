/**
 * The Google Pay API for web, the parts tucan uses (Google's request and response object reference, API v2.0),
 * and the pure rules of `<tucan-google-pay>`: environment, networks, the requests, the button options.
 */
import { amountString, type NetworkId } from '../wallets/wallet.logic.ts';

export type GoogleEnvironment = 'TEST' | 'PRODUCTION';

export interface CardPaymentMethod {
  type: 'CARD';
  parameters: {
    allowedAuthMethods: string[];
    allowedCardNetworks: string[];
    billingAddressRequired?: boolean;
    billingAddressParameters?: { format: 'MIN' | 'FULL' };
  };
  tokenizationSpecification?: {
    type: 'PAYMENT_GATEWAY';
    parameters: { gateway: string; gatewayMerchantId: string };
  };
}

export interface IsReadyToPayRequest {
  apiVersion: 2;
  apiVersionMinor: 0;
  allowedPaymentMethods: CardPaymentMethod[];
}

export interface PaymentDataRequest extends IsReadyToPayRequest {
  merchantInfo: { merchantName?: string; merchantId?: string };
  transactionInfo: {
    totalPriceStatus: 'FINAL';
    totalPrice: string;
    currencyCode: string;
    countryCode: string;
  };
}

export interface PaymentData {
  apiVersion: number;
  apiVersionMinor: number;
  paymentMethodData: {
    type: string;
    description?: string;
    info?: Record<string, unknown>;
    tokenizationData: { type: string; token: string };
  };
}

/** `PaymentsError`: how `isReadyToPay` and `loadPaymentData` reject. */
export interface PaymentsError {
  statusCode: string;
  statusMessage?: string;
}

export interface ButtonOptions {
  onClick: (event: Event) => void;
  buttonType?: string;
  buttonColor?: string;
  buttonLocale?: string;
  buttonSizeMode?: 'static' | 'fill';
  buttonRadius?: number;
  buttonRootNode?: Document | ShadowRoot;
  allowedPaymentMethods?: CardPaymentMethod[];
}

export interface PaymentsClientLike {
  isReadyToPay(request: IsReadyToPayRequest): Promise<{ result: boolean; paymentMethodPresent?: boolean }>;
  createButton(options: ButtonOptions): HTMLElement;
  loadPaymentData(request: PaymentDataRequest): Promise<PaymentData>;
  prefetchPaymentData?(request: PaymentDataRequest): void;
}

export interface PaymentOptions {
  environment: GoogleEnvironment;
  merchantInfo?: { merchantName?: string; merchantId?: string };
  /** CSP nonce that pay.js puts on the `<style>` and `<script>` elements it injects. */
  nonce?: string;
}

/** `google.payments.api` as pay.js defines it (what the loader resolves to). */
export interface GooglePayApi {
  PaymentsClient: new (options: PaymentOptions) => PaymentsClientLike;
}

/** The `PaymentsClient` environment of a tucan environment: only `production` is Google's PRODUCTION. */
export const googleEnvironment = (environment: string): GoogleEnvironment =>
  environment === 'production' ? 'PRODUCTION' : 'TEST';

/** Google's network names. Elo needs a Brazilian transaction (Google's supported-networks page). */
export const GOOGLE_NETWORKS: Record<NetworkId, string> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  amex: 'AMEX',
  discover: 'DISCOVER',
  jcb: 'JCB',
  maestro: 'MAESTRO',
  elo: 'ELO',
};

export function googleNetworks(networks: readonly NetworkId[], country: string): string[] {
  return networks.filter((n) => n !== 'elo' || country.toUpperCase() === 'BR').map((n) => GOOGLE_NETWORKS[n]);
}

/** The card method without tokenization (isReadyToPay and the button): both auth methods (W4). */
export function baseCardMethod(
  networks: readonly NetworkId[],
  country: string,
  billing: boolean,
): CardPaymentMethod {
  return {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      allowedCardNetworks: googleNetworks(networks, country),
      ...(billing
        ? { billingAddressRequired: true, billingAddressParameters: { format: 'MIN' as const } }
        : {}),
    },
  };
}

export interface GoogleConfig {
  networks: readonly NetworkId[];
  country: string;
  currency: string;
  amount: number;
  billingAddress: boolean;
  gateway: string;
  gatewayMerchantId: string;
  merchantName: string;
  merchantId: string;
  environment: GoogleEnvironment;
}

export function isReadyToPayRequest(c: GoogleConfig): IsReadyToPayRequest {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [baseCardMethod(c.networks, c.country, c.billingAddress)],
  };
}

/** The request of the sheet: card method, the provider's gateway tokenization, the charge's total. */
export function paymentDataRequest(c: GoogleConfig): PaymentDataRequest {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        ...baseCardMethod(c.networks, c.country, c.billingAddress),
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: { gateway: c.gateway, gatewayMerchantId: c.gatewayMerchantId },
        },
      },
    ],
    merchantInfo: {
      ...(c.merchantName ? { merchantName: c.merchantName } : {}),
      ...(c.merchantId ? { merchantId: c.merchantId } : {}),
    },
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPrice: amountString(c.amount, c.currency),
      currencyCode: c.currency.toUpperCase(),
      countryCode: c.country.toUpperCase(),
    },
  };
}

/** The provider's gateway id at Google (**assumption** W5, a placeholder like the base URLs). */
export const DEFAULT_GATEWAY = 'tucan';
/** The gateway merchant id used in Google's TEST environment when none is set. */
export const TEST_GATEWAY_MERCHANT_ID = 'tucan-sandbox';

/** What PRODUCTION needs and is missing: Google's merchant ID and the gateway merchant id. */
export function productionProblem(c: Pick<GoogleConfig, 'environment' | 'merchantId' | 'gatewayMerchantId'>) {
  if (c.environment !== 'PRODUCTION') return undefined;
  if (!c.merchantId) return 'merchant-id is required in production';
  if (!c.gatewayMerchantId) return 'gateway-merchant-id is required in production';
  return undefined;
}

/** Google's button types and colours; other values fall back to `buy` and the theme's colour. */
export const GOOGLE_BUTTON_TYPES = [
  'book',
  'buy',
  'checkout',
  'donate',
  'order',
  'pay',
  'plain',
  'subscribe',
];
export const googleButtonType = (value: string): string =>
  GOOGLE_BUTTON_TYPES.includes(value) ? value : 'buy';

/** `default`, `black` or `white` as set; otherwise the theme decides: white on dark, Google's default on light. */
export function googleButtonColor(value: string, dark: boolean): string {
  if (value === 'default' || value === 'black' || value === 'white') return value;
  return dark ? 'white' : 'default';
}

/** The button's language: the primary subtag of the element's language (Google localizes by ISO 639-1). */
export const googleButtonLocale = (lang: string): string => (lang.split('-')[0] || 'en').toLowerCase();

/** Google's status codes that are the merchant's or developer's to fix, not the shopper's. */
export const DEVELOPER_STATUS_CODES = ['DEVELOPER_ERROR', 'MERCHANT_ACCOUNT_ERROR'];

export const isPaymentsError = (e: unknown): e is PaymentsError =>
  !!e && typeof e === 'object' && typeof (e as PaymentsError).statusCode === 'string';
