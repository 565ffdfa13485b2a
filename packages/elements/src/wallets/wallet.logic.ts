/** Pure rules shared by the wallet elements (no DOM): methods, countries, card networks, amounts. */
import { numberFormat } from '../controllers/formatters.ts';

export type WalletMethod = 'applepay' | 'googlepay';

/** The card networks a wallet element can offer, by tucan's own lower-case ids. */
export const NETWORK_IDS = ['visa', 'mastercard', 'amex', 'elo', 'discover', 'jcb', 'maestro'] as const;
export type NetworkId = (typeof NETWORK_IDS)[number];

/** Where each wallet is offered (contract W1): Apple Pay in Brazil and Mexico, Google Pay in all five. */
export const WALLET_COUNTRIES: Record<WalletMethod, readonly string[]> = {
  applepay: ['BR', 'MX'],
  googlepay: ['BR', 'MX', 'AR', 'CL', 'CO'],
};

/** Splits a space- or comma-separated attribute into lower-case words. */
export const words = (value: string | null | undefined): string[] =>
  (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '');

/**
 * Whether the wallet's `allowed_methods` (the `methods` attribute) let this method pay. An empty attribute
 * does not restrict (the service still refuses a method it does not allow).
 */
export function methodAllowed(methods: string, method: WalletMethod): boolean {
  const list = words(methods);
  return list.length === 0 || list.includes(method);
}

/** The networks offered when `networks` is empty: Elo too in Brazil, where it is a domestic brand. */
export function defaultNetworks(country: string): NetworkId[] {
  return country.toUpperCase() === 'BR'
    ? ['visa', 'mastercard', 'amex', 'elo']
    : ['visa', 'mastercard', 'amex'];
}

/** The networks of a `networks` attribute (unknown words are ignored; none known means the defaults). */
export function networksFor(attribute: string, country: string): NetworkId[] {
  const known = new Set<string>(NETWORK_IDS);
  const chosen = [...new Set(words(attribute))].filter((w): w is NetworkId => known.has(w));
  return chosen.length > 0 ? chosen : defaultNetworks(country);
}

/** Digits after the decimal point of a currency (CLP, COP: 0), from Intl; 2 for an unknown code. */
export function minorDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount as the wallets want it: a decimal string in major units ("150.75", "1200" for CLP). */
export const amountString = (amount: number, currency: string): string =>
  amount.toFixed(minorDigits(currency));

/** What a wallet's sheet asks the shopper to approve: the charge, and its value and currency as the service states them. */
export interface WalletApproval {
  readonly charge: string;
  readonly currency: string;
  readonly amount: number;
}

/**
 * What a sheet opened now asks the shopper to approve: `charge` at its value and currency as the service states them
 * (`read`, W10), or `undefined` while they are not known (no sheet opens then).
 */
export const approvalOf = (
  charge: string,
  read: { state: string; currency: string; value: number | undefined },
): WalletApproval | undefined =>
  read.state === 'known' && read.value !== undefined
    ? { charge, currency: read.currency, amount: read.value }
    : undefined;

/** A wallet element's properties whose change makes it decide again whether it can be offered. */
export const AVAILABILITY_PROPS = [
  'chargeUuid',
  'amount',
  'currency',
  'country',
  'methods',
  'networks',
  'environment',
  'baseUrl',
  'client',
  'chargeReads',
];

export interface WalletConfig {
  chargeUuid: string;
  amount: number | undefined;
  currency: string;
  country: string;
  methods: string;
}

export type UnavailableReason =
  | 'unsupported'
  | 'country'
  | 'method_not_allowed'
  | 'not_ready'
  | 'load_failed'
  | 'config'
  | 'amount_unknown';

/**
 * Why a wallet cannot be offered for this charge, before asking the browser: the method not in
 * `allowed_methods`, a country where the wallet does not exist, a charge the element cannot describe (an amount
 * that is not a positive number, a currency that is not three letters: `config`), or charge attributes not set
 * yet (`incomplete`: the page may still be setting them). `undefined` when nothing here stands in the way.
 */
export function configProblem(
  method: WalletMethod,
  c: WalletConfig,
): UnavailableReason | 'incomplete' | undefined {
  if (!c.chargeUuid || c.amount === undefined || c.amount === null || !c.currency) return 'incomplete';
  if (!methodAllowed(c.methods, method)) return 'method_not_allowed';
  if (!WALLET_COUNTRIES[method].includes(c.country.toUpperCase())) return 'country';
  const amountOk = typeof c.amount === 'number' && Number.isFinite(c.amount) && c.amount > 0;
  if (!amountOk || !/^[A-Za-z]{3}$/.test(c.currency)) return 'config';
  return undefined;
}
