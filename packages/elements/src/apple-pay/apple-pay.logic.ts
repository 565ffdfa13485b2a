/**
 * Apple Pay JS, the parts tucan uses (Apple's `ApplePaySession` IDL and "Apple Pay on the Web" reference), and
 * the pure rules of `<tucan-apple-pay>`: the session version, the payment request and merchant-session lifetimes.
 */
import type { ApplePayMerchantSession } from '@tucan/client';
import { amountString, type NetworkId } from '../wallets/wallet.logic.ts';

export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  total: { label: string; amount: string; type?: 'final' | 'pending' };
  supportedNetworks: string[];
  merchantCapabilities: string[];
  requiredBillingContactFields?: string[];
}

export interface ApplePayPaymentToken {
  paymentData: Record<string, unknown>;
  paymentMethod: { displayName?: string; network?: string; type?: string; [k: string]: unknown };
  transactionIdentifier: string;
}

export interface ApplePayValidateMerchantEvent extends Event {
  readonly validationURL: string;
}
export interface ApplePayPaymentAuthorizedEvent extends Event {
  readonly payment: { token: ApplePayPaymentToken; billingContact?: unknown; shippingContact?: unknown };
}

/** An Apple Pay session (`ApplePaySession` instance): one payment sheet. */
export interface ApplePaySessionLike extends EventTarget {
  onvalidatemerchant: ((event: ApplePayValidateMerchantEvent) => void) | null;
  onpaymentauthorized: ((event: ApplePayPaymentAuthorizedEvent) => void) | null;
  oncancel: ((event: Event) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: { status: number; errors?: unknown[] }): void;
}

/** The `ApplePaySession` constructor with its statics. */
export interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
  canMakePayments(): boolean;
  supportsVersion(version: number): boolean;
}

/**
 * Apple's network names and the Apple Pay JS version that introduced each (Apple's release notes: `maestro` in
 * v4, `elo` in v5; `jcb` in v2).
 */
export const APPLE_NETWORKS: Record<NetworkId, { name: string; version: number }> = {
  visa: { name: 'visa', version: 1 },
  mastercard: { name: 'masterCard', version: 1 },
  amex: { name: 'amex', version: 1 },
  discover: { name: 'discover', version: 1 },
  jcb: { name: 'jcb', version: 2 },
  maestro: { name: 'maestro', version: 4 },
  elo: { name: 'elo', version: 5 },
};

/** The lowest version tucan needs whatever the networks: v3 brought `completePayment` with a result object. */
export const APPLE_PAY_BASE_VERSION = 3;

/** The lowest session version that supports every network (v5 when Elo is offered). */
export const applePayVersion = (networks: readonly NetworkId[]): number =>
  Math.max(APPLE_PAY_BASE_VERSION, ...networks.map((n) => APPLE_NETWORKS[n].version));

export interface ApplePayRequestInput {
  country: string;
  currency: string;
  amount: number;
  label: string;
  networks: readonly NetworkId[];
  billingAddress: boolean;
}

/** The payment request of the sheet: the charge's total with the merchant's label, 3-D Secure capability. */
export function applePayRequest(i: ApplePayRequestInput): ApplePayPaymentRequest {
  return {
    countryCode: i.country.toUpperCase(),
    currencyCode: i.currency.toUpperCase(),
    total: { label: i.label, amount: amountString(i.amount, i.currency), type: 'final' },
    supportedNetworks: i.networks.map((n) => APPLE_NETWORKS[n].name),
    merchantCapabilities: ['supports3DS'],
    ...(i.billingAddress ? { requiredBillingContactFields: ['postalAddress'] } : {}),
  };
}

/** Apple's documented lifetime of a merchant session (its reference says 5 minutes; contract W3). */
export const MERCHANT_SESSION_MAX_MS = 5 * 60_000;
/** A session this close to its end is not used: Apple checks it after it reaches the sheet. */
export const MERCHANT_SESSION_MARGIN_MS = 15_000;

/**
 * Until when (local clock, ms) a merchant session received at `receivedAt` may be handed to Apple: its own
 * lifetime `expiresAt − epochTimestamp` (both on the service's clock, so a skewed local clock does not matter),
 * at most Apple's 5 minutes, minus a margin. Without a readable `expiresAt` it is never reused.
 */
export function sessionUsableUntil(session: ApplePayMerchantSession, receivedAt: number): number {
  const { expiresAt, epochTimestamp } = session;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return receivedAt;
  const lifetime =
    typeof epochTimestamp === 'number' && Number.isFinite(epochTimestamp)
      ? expiresAt - epochTimestamp
      : expiresAt - receivedAt;
  return receivedAt + Math.min(lifetime, MERCHANT_SESSION_MAX_MS) - MERCHANT_SESSION_MARGIN_MS;
}

/** Apple's button types (`-apple-pay-button-type`) that tucan labels; anything else shows `buy`. */
export const APPLE_BUTTON_TYPES = [
  'plain',
  'buy',
  'pay',
  'check-out',
  'book',
  'donate',
  'order',
  'subscribe',
  'continue',
] as const;
export type AppleButtonType = (typeof APPLE_BUTTON_TYPES)[number];
export const appleButtonType = (value: string): AppleButtonType =>
  (APPLE_BUTTON_TYPES as readonly string[]).includes(value) ? (value as AppleButtonType) : 'buy';

/** Apple's button styles; `auto` (or anything else) follows the element's theme: black on light, white on dark. */
export const appleButtonStyle = (value: string): 'black' | 'white' | 'white-outline' | 'auto' =>
  value === 'black' || value === 'white' || value === 'white-outline' ? value : 'auto';
