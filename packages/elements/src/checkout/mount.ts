import type { NewCharge } from '../codes/code.session-host.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';

/** The options of `Tucan.mount`: the attributes of `<tucan-checkout>`, as properties. */
export interface TucanMountOptions {
  chargeUuid: string;
  amount?: number | string;
  currency?: string;
  country?: string;
  /** The wallet's or payment link's `allowed_methods`. */
  methods?: string | string[];
  order?: string | string[];
  fields?: string | string[];
  statusUrl?: string;
  /** The store's name on the wallets' payment sheets. */
  merchantName?: string;
  /** Your page's per-response CSP nonce, for Google Pay's pay.js and the styles it injects (`csp-nonce`). */
  cspNonce?: string;
  environment?: 'sandbox' | 'production';
  baseUrl?: string;
  lang?: string;
  theme?: 'auto' | 'light' | 'dark';
  /** The card method's form: `frame` (the default, on the service's origin) or `inline`. */
  isolation?: 'frame' | 'inline';
  /** The payer you already know, prefilled in the code methods' payer step (the checkout's `payer` property). */
  payer?: TucanPayer;
  /** A new charge for a new code once a code method's code expired (the checkout's `newCharge` property). */
  newCharge?: NewCharge;
}

/**
 * How a mounted checkout ended (**assumption**, docs/contract.md): `complete` when the charge reached `paid` or
 * `confirmed` (`tucan-complete`), `canceled` when it reached `canceled` instead (the merchant canceled it, or the
 * code expired with no `newCharge`: with it, the shopper may ask for a new code), `unmounted` when `unmount()` removed it first. Never a rejection: a decline is not an ending, the
 * shopper may try again.
 */
export interface TucanMountResult {
  outcome: 'complete' | 'canceled' | 'unmounted';
  chargeUuid: string;
  /** The charge's last status the checkout reported (`''` when none yet). */
  status: string;
  /** The method that paid or saw the cancellation (`card`, `pix`, …), when one did. */
  method?: string;
}

export interface TucanMountHandle {
  element: TucanCheckoutElement;
  /** Changes options in place (amount, currency, lang…), keeping what the shopper typed. */
  update(options: Partial<TucanMountOptions>): void;
  /** Removes the checkout from the page; `result` resolves with `outcome: 'unmounted'` if it had not ended. */
  unmount(): void;
  /** Resolves once, with how the checkout ended. */
  result: Promise<TucanMountResult>;
}

const ATTRS: Record<Exclude<keyof TucanMountOptions, 'payer' | 'newCharge'>, string> = {
  chargeUuid: 'charge-uuid',
  amount: 'amount',
  currency: 'currency',
  country: 'country',
  methods: 'methods',
  order: 'order',
  fields: 'fields',
  statusUrl: 'status-url',
  merchantName: 'merchant-name',
  cspNonce: 'csp-nonce',
  environment: 'environment',
  baseUrl: 'base-url',
  lang: 'lang',
  theme: 'theme',
  isolation: 'isolation',
};

function apply(el: HTMLElement, options: Partial<TucanMountOptions>): void {
  for (const [key, value] of Object.entries(options) as Array<[keyof TucanMountOptions, unknown]>) {
    if (key === 'payer') {
      (el as TucanCheckoutElement).payer = (value ?? undefined) as TucanPayer | undefined;
      continue;
    }
    if (key === 'newCharge') {
      (el as TucanCheckoutElement).newCharge = typeof value === 'function' ? (value as NewCharge) : undefined;
      continue;
    }
    const name = ATTRS[key];
    if (!name) continue;
    if (value === undefined || value === null) el.removeAttribute(name);
    else el.setAttribute(name, Array.isArray(value) ? value.join(' ') : String(value));
  }
}

type Detail = { chargeUuid?: string; status?: string; method?: string };

/**
 * Mounts `<tucan-checkout>` into `target` (an element or a CSS selector) for pages that prefer code to markup.
 * `window.Tucan.mount` in the script-tag bundle (which loads the checkout's file first: `script/shell.ts`).
 */
export function mount(target: Element | string, options: TucanMountOptions): TucanMountHandle {
  return attach(
    mountTarget(target),
    document.createElement('tucan-checkout') as TucanCheckoutElement,
    options,
  );
}

/** The element `target` names (an element, or a CSS selector); throws when a selector matches none. */
export function mountTarget(target: Element | string): Element {
  const host = typeof target === 'string' ? document.querySelector(target) : target;
  if (!host) throw new Error(`Tucan.mount: no element matches ${String(target)}.`);
  return host;
}

/** Gives `element` its options and puts it into `host`: the handle of `mount`. */
export function attach(
  host: Element,
  element: TucanCheckoutElement,
  options: TucanMountOptions,
): TucanMountHandle {
  apply(element, options);
  let last: Detail = {};
  let settle!: (result: TucanMountResult) => void;
  const result = new Promise<TucanMountResult>((resolve) => {
    settle = resolve;
  });
  const end = (outcome: TucanMountResult['outcome'], { chargeUuid, status = '', method }: Detail) =>
    settle({ outcome, chargeUuid: chargeUuid ?? element.chargeUuid, status, ...(method && { method }) });
  element.addEventListener('tucan-complete', (e) => end('complete', e.detail as Detail));
  element.addEventListener('tucan-status', (e) => {
    last = e.detail as Detail;
    if (last.status === 'canceled' && !element.newCharge) end('canceled', last);
  });
  // With `newCharge`, a canceled charge ends the checkout unless its code expired (a new code may follow): every
  // `canceled` is followed by its `tucan-error`, whose code says which (`expired`, or the store's `canceled`…).
  element.addEventListener('tucan-error', (e) => {
    const code = (e as Event & { detail: { code?: string } }).detail.code;
    if (element.newCharge && last.status === 'canceled' && code !== 'expired' && code !== 'renew_failed')
      end('canceled', last);
  });
  host.append(element);
  return {
    element,
    result,
    update: (next) => apply(element, next),
    unmount: () => {
      element.remove();
      end('unmounted', last);
    },
  };
}
