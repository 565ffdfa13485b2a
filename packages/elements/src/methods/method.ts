/**
 * What a payment method is, as data: the one description the checkout, `index.ts`, the script tag's shell, the
 * framework typings, the package's entries and the QA console read (through `methods.ts`). Each method folder
 * exports its own (`pix/pix.descriptor.ts`). Pure data and types: no element code, no Lit, so the build and the
 * shell may read it too.
 */
import type { TypeCharge } from '@tucan/client';

/** How a method pays, which decides how the checkout treats its element. */
export type MethodKind =
  /** The card form (`<tucan-card>`): takes `methods` (credit/debit) and `isolation`. */
  | 'card'
  /** A code or voucher paid later (`<tucan-pix>`…): embedded in the checkout, a code only on the shopper's press. */
  | 'code'
  /** A device wallet (Apple Pay, Google Pay): offered only once its element says the device can pay. */
  | 'wallet';

/** The countries of the service (seed §1). */
export type Country = 'BR' | 'MX' | 'AR' | 'CL' | 'CO';
export const COUNTRIES: readonly Country[] = ['BR', 'MX', 'AR', 'CL', 'CO'];

/**
 * One shape of a method's mark, on a 40 × 26 badge: `s` a stroked outline, `f` a filled shape (both in the mark's
 * colour), `w` a wallet's dark badge, `t` its word. The checkout draws the shapes (`checkout.marks.ts`).
 */
export type MarkShape =
  | { path: string; class: 's' | 'f'; stroke?: number }
  | {
      rect: readonly [x: number, y: number, width: number, height: number, rx?: number];
      class: 's' | 'f' | 'w';
      stroke?: number;
    }
  | { circle: readonly [cx: number, cy: number, r: number]; class: 's' | 'f'; stroke?: number }
  | { text: string; at: readonly [x: number, y: number]; size: number };

/** A module that defines a method's element (`pix/pix.ts`): it exports the element class. */
export type ElementModule = Record<string, unknown>;

/**
 * One payment method. `tag` names its folder and its entries too: `tucan-pix` is `src/pix/pix.ts`, the npm entry
 * `@tucan/elements/pix` and the script tag's `tucan-pix.js`.
 */
export interface PaymentMethod {
  /** The method's id: the checkout's `order` words and the `method` of its events (`card` for both card types). */
  readonly id: string;
  /** The element that pays it. */
  readonly tag: `tucan-${string}`;
  readonly kind: MethodKind;
  /** The method's name, the same in every language (the QA console's picker; the checkout's row without its own words). */
  readonly name: string;
  /** The `type_charge` values it covers: any one of them in a wallet's `allowed_methods` offers it. */
  readonly typeCharges: readonly TypeCharge[];
  /** The countries it works in (seed §1: Apple Pay only in Brazil and Mexico). */
  readonly countries: readonly Country[];
  /** The small original drawing of the checkout's row (decorative). */
  readonly mark: readonly MarkShape[];
  /** Loads the module that defines the element (`import()`: a page pays only for the methods it uses). */
  readonly load: () => Promise<ElementModule>;
}

/** The name of a method's folder and entries: its tag without `tucan-` (`apple-pay`). */
export type EntryName<T extends `tucan-${string}`> = T extends `tucan-${infer N}` ? N : never;
export const entryName = <T extends `tucan-${string}`>(tag: T) => tag.slice('tucan-'.length) as EntryName<T>;
