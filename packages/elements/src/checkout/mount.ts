import type { TucanStatusDetail } from '../events.ts';
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
  environment?: 'sandbox' | 'production';
  baseUrl?: string;
  lang?: string;
  theme?: 'auto' | 'light' | 'dark';
}

export interface TucanMountHandle {
  element: TucanCheckoutElement;
  /** Changes options in place (amount, currency, lang…), keeping what the shopper typed. */
  update(options: Partial<TucanMountOptions>): void;
  /** Removes the checkout from the page. */
  unmount(): void;
  /** Resolves with `{ chargeUuid, status }` when the payment completes, or `undefined` if unmounted first. */
  result: Promise<TucanStatusDetail | undefined>;
}

const ATTRS: Record<keyof TucanMountOptions, string> = {
  chargeUuid: 'charge-uuid',
  amount: 'amount',
  currency: 'currency',
  country: 'country',
  methods: 'methods',
  order: 'order',
  fields: 'fields',
  statusUrl: 'status-url',
  environment: 'environment',
  baseUrl: 'base-url',
  lang: 'lang',
  theme: 'theme',
};

function apply(el: HTMLElement, options: Partial<TucanMountOptions>): void {
  for (const [key, value] of Object.entries(options) as Array<[keyof TucanMountOptions, unknown]>) {
    const name = ATTRS[key];
    if (!name) continue;
    if (value === undefined || value === null) el.removeAttribute(name);
    else el.setAttribute(name, Array.isArray(value) ? value.join(' ') : String(value));
  }
}

/**
 * Mounts `<tucan-checkout>` into `target` (an element or a CSS selector) for pages that prefer code to markup.
 * `window.Tucan.mount` in the script-tag bundle.
 */
export function mount(target: Element | string, options: TucanMountOptions): TucanMountHandle {
  const host = typeof target === 'string' ? document.querySelector(target) : target;
  if (!host) throw new Error(`Tucan.mount: no element matches ${String(target)}.`);
  const element = document.createElement('tucan-checkout') as TucanCheckoutElement;
  apply(element, options);
  let settle: (detail: TucanStatusDetail | undefined) => void = () => {};
  const result = new Promise<TucanStatusDetail | undefined>((resolve) => {
    settle = resolve;
  });
  element.addEventListener('tucan-complete', (e) => settle({ ...e.detail }), { once: true });
  host.append(element);
  return {
    element,
    result,
    update: (next) => apply(element, next),
    unmount: () => {
      element.remove();
      settle(undefined);
    },
  };
}
