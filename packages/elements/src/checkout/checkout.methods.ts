/**
 * The methods `<tucan-checkout>` can offer, from the package's method list (`methods/methods.ts`): which element
 * pays each one, which `type_charge` values of the wallet's `allowed_methods` it stands for, where it works, and
 * how its element loads (on demand, so a page pays only for the methods its shopper opens). Pure data and functions.
 */
import type { PaymentMethod } from '../methods/method.ts';
import { METHODS, type MethodId } from '../methods/methods.ts';

export type { MethodId };
/** One method the checkout may offer: its descriptor (`methods/method.ts`). */
export type MethodEntry = PaymentMethod & { readonly id: MethodId };

const LIST: readonly MethodEntry[] = METHODS;

/** A wallet: offered only once its element says the device can pay (no `tucan-unavailable`). */
export const isWallet = (m: MethodEntry) => m.kind === 'wallet';

/**
 * The order shoppers of each country expect (pix first in Brazil; card first elsewhere). A method it leaves out
 * follows in the list's order.
 */
export const COUNTRY_ORDER: Readonly<Record<string, readonly MethodId[]>> = {
  BR: ['pix', 'card', 'applepay', 'googlepay', 'boleto'],
  MX: ['card', 'spei', 'oxxo', 'applepay', 'googlepay'],
  AR: ['card', 'qra', 'pfc', 'googlepay'],
  CL: ['card', 'googlepay'],
  CO: ['card', 'googlepay'],
};

export const words = (attr: string | undefined) =>
  (attr ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

export interface MethodQuery {
  /** The wallet's (or link's) `allowed_methods`, as `type_charge` words. */
  allowed: string;
  country: string;
  /** The merchant's own order (method ids), which wins; methods it leaves out follow in the country order. */
  order?: string;
  /** Methods that can be offered at all here (their element can load); default every method. */
  loadable?: ReadonlySet<MethodId>;
  /** Wallets that reported `tucan-unavailable`. */
  unavailable?: ReadonlySet<MethodId>;
}

/** The methods to offer, in order: allowed by the wallet, working in the country, loadable, available. */
export function availableMethods(q: MethodQuery): MethodEntry[] {
  const allowed = new Set(words(q.allowed));
  const country = q.country.toUpperCase();
  const usable = LIST.filter(
    (m) =>
      m.typeCharges.some((t) => allowed.has(t)) &&
      (!country || (m.countries as readonly string[]).includes(country)) &&
      (q.loadable?.has(m.id) ?? true) &&
      !q.unavailable?.has(m.id),
  );
  const preferred = [...words(q.order), ...(COUNTRY_ORDER[country] ?? ['card', 'googlepay'])];
  const rank = (m: MethodEntry) => {
    const i = preferred.indexOf(m.id);
    return i < 0 ? preferred.length + LIST.indexOf(m) : i;
  };
  return usable.sort((a, b) => rank(a) - rank(b));
}

/** The card methods of `allowed_methods` that `<tucan-card methods>` takes. */
export const cardMethodsOf = (allowed: string): string =>
  words(allowed)
    .filter((w) => w === 'credit_card' || w === 'debit_card')
    .join(' ');
