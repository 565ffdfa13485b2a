/**
 * The methods the console can mount: the elements package's method list (`packages/elements/src/methods/methods.ts`)
 * and the drop-in. A method is offered only when its element is registered on this page (`customElements.get(tag)`)
 * and the wallet allows one of its `type_charge` values, so a new method appears here by itself once its line is
 * in that list and `@tucan/elements` (or the script-tag bundle) registers it. The console reads the descriptors'
 * data only; it never calls their loaders (the page's integration loads the elements).
 */
import { METHODS as PAYMENT_METHODS } from '../../packages/elements/src/methods/methods.ts';

/**
 * - `card`: takes `methods` (credit/debit) and the capture choice;
 * - `code`: a code or voucher, paid later; takes `status-url` (the backend's trusted status);
 * - `wallet`: Apple Pay / Google Pay, which may fire `tucan-unavailable`;
 * - `dropin`: every method of the wallet in one element; takes `status-url` too.
 */
export type MethodKind = 'card' | 'code' | 'wallet' | 'dropin';

export interface MethodEntry {
  /** The value in the URL (`method=`). */
  id: string;
  tag: string;
  kind: MethodKind;
  /** The wallet's `allowed_methods` that enable it (empty: any wallet). */
  typeCharges: readonly string[];
  /** Countries where the method exists at all (absent: every country). */
  countries?: readonly string[];
  /** The name shown in the picker (a method name, the same in every language). */
  label: string;
}

export const METHODS: readonly MethodEntry[] = [
  ...PAYMENT_METHODS.map(({ id, tag, kind, typeCharges, countries, name }) => ({
    id,
    tag,
    kind,
    typeCharges,
    countries,
    label: name,
  })),
  { id: 'checkout', tag: 'tucan-checkout', kind: 'dropin', typeCharges: [], label: 'Checkout (drop-in)' },
];

export interface WalletInfo {
  uuid: string;
  country: string;
  currency: string;
  allowed_methods: string[];
}

export const isRegistered = (entry: MethodEntry) => customElements.get(entry.tag) !== undefined;

/** The methods this page can mount for a wallet, in registry order. */
export function methodsFor(wallet: WalletInfo | undefined): MethodEntry[] {
  return METHODS.filter(
    (m) =>
      isRegistered(m) &&
      (!wallet ||
        ((!m.countries || m.countries.includes(wallet.country)) &&
          (m.typeCharges.length === 0 || m.typeCharges.some((t) => wallet.allowed_methods.includes(t))))),
  );
}

export const methodById = (id: string) => METHODS.find((m) => m.id === id);

/** Card types offered by the card choice, as the `methods` attribute of `<tucan-card>`. */
export const CARD_TYPES = {
  both: 'credit_card debit_card',
  credit: 'credit_card',
  debit: 'debit_card',
} as const;
export type CardTypes = keyof typeof CARD_TYPES;
