/**
 * The methods `<tucan-checkout>` can offer: which element pays each one, which `type_charge` values of the
 * wallet's `allowed_methods` it stands for, where it works, and how its code is loaded (on demand, so a page pays
 * only for the methods its shopper opens). Adding a method is one entry here and one line in `checkout.loaders.ts`.
 * Pure data and functions.
 */
export type MethodId = 'card' | 'pix' | 'boleto' | 'spei' | 'oxxo' | 'qra' | 'pfc' | 'applepay' | 'googlepay';

export interface MethodEntry {
  id: MethodId;
  /** The element that pays it. */
  tag: `tucan-${string}`;
  /** The `type_charge` values it covers (any one of them in `allowed_methods` offers it). */
  typeCharges: readonly string[];
  /** Countries it works in (seed §1: Apple Pay only in Brazil and Mexico). */
  countries: readonly string[];
  /** A wallet: offered only once its element says the device can pay (no `tucan-unavailable`). */
  wallet?: boolean;
}

const ALL = ['BR', 'MX', 'AR', 'CL', 'CO'] as const;

export const METHODS: readonly MethodEntry[] = [
  { id: 'card', tag: 'tucan-card', typeCharges: ['credit_card', 'debit_card'], countries: ALL },
  { id: 'pix', tag: 'tucan-pix', typeCharges: ['pix'], countries: ['BR'] },
  { id: 'boleto', tag: 'tucan-boleto', typeCharges: ['boleto'], countries: ['BR'] },
  { id: 'spei', tag: 'tucan-spei', typeCharges: ['spei'], countries: ['MX'] },
  { id: 'oxxo', tag: 'tucan-oxxo', typeCharges: ['oxxo'], countries: ['MX'] },
  { id: 'qra', tag: 'tucan-qra', typeCharges: ['qra'], countries: ['AR'] },
  { id: 'pfc', tag: 'tucan-pfc', typeCharges: ['pfc'], countries: ['AR'] },
  {
    id: 'applepay',
    tag: 'tucan-apple-pay',
    typeCharges: ['applepay'],
    countries: ['BR', 'MX'],
    wallet: true,
  },
  { id: 'googlepay', tag: 'tucan-google-pay', typeCharges: ['googlepay'], countries: ALL, wallet: true },
];

/** The order shoppers of each country expect (pix first in Brazil; card first elsewhere). */
export const COUNTRY_ORDER: Readonly<Record<string, readonly MethodId[]>> = {
  BR: ['pix', 'card', 'applepay', 'googlepay', 'boleto'],
  MX: ['card', 'spei', 'oxxo', 'applepay', 'googlepay'],
  AR: ['card', 'qra', 'pfc', 'googlepay'],
  CL: ['card', 'googlepay'],
  CO: ['card', 'googlepay'],
};

const words = (attr: string | undefined) =>
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
  /** Methods that can be offered at all here (their element can load); default every entry. */
  loadable?: ReadonlySet<MethodId>;
  /** Wallets that reported `tucan-unavailable`. */
  unavailable?: ReadonlySet<MethodId>;
}

/** The methods to offer, in order: allowed by the wallet, working in the country, loadable, available. */
export function availableMethods(q: MethodQuery): MethodEntry[] {
  const allowed = new Set(words(q.allowed));
  const country = q.country.toUpperCase();
  const usable = METHODS.filter(
    (m) =>
      m.typeCharges.some((t) => allowed.has(t)) &&
      (!country || m.countries.includes(country)) &&
      (q.loadable?.has(m.id) ?? true) &&
      !q.unavailable?.has(m.id),
  );
  const preferred = [...words(q.order), ...(COUNTRY_ORDER[country] ?? ['card', 'googlepay'])];
  const rank = (m: MethodEntry) => {
    const i = preferred.indexOf(m.id);
    return i < 0 ? preferred.length + METHODS.indexOf(m) : i;
  };
  return usable.sort((a, b) => rank(a) - rank(b));
}

/** The card methods of `allowed_methods` that `<tucan-card methods>` takes. */
export const cardMethodsOf = (allowed: string): string =>
  words(allowed)
    .filter((w) => w === 'credit_card' || w === 'debit_card')
    .join(' ');
