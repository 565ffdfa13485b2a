import type { TucanClient } from '@tucan/client';
import { inject } from 'vitest';
import { commands } from 'vitest/browser';
import { recordEvents } from './events.ts';

/** The currency of each seeded wallet (docs/testing.md). */
export const CURRENCIES: Readonly<Record<string, string>> = {
  BR: 'BRL',
  MX: 'MXN',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
};

/** What every payment element (`<tucan-card>`, the code elements, the wallets) lets a test set. */
export interface PaymentElementLike extends HTMLElement {
  /** Absent on `<tucan-checkout>` (its methods reach the service through its `base-url`). */
  client?: TucanClient | undefined;
  readonly updateComplete: Promise<boolean>;
}

export interface ChargeMountOptions<T extends PaymentElementLike> {
  /** The seeded wallet's country (BR by default). */
  country?: string;
  /** The charge's value in the wallet's currency (150.75 by default). */
  value?: number;
  /**
   * Attributes besides the charge's own (`charge-uuid`, `amount`, `currency`, `country`, and `lang="en"`), which
   * they may replace.
   */
  attrs?: Record<string, string>;
  /** The element's client. Without one it reaches the sandbox through `base-url` (as a frame card must). */
  client?: TucanClient;
  /** Runs before the element is connected (set properties such as `getStatus` or a fake wallet's `loader`). */
  before?: (el: T) => void;
  /** More event types to record besides `tucan-status`, `tucan-complete` and `tucan-error`. */
  events?: readonly string[];
  /** Runs once the element is connected, before its first render (to watch its shadow root from the start). */
  connected?: (el: T) => void;
  /** Waits for what the element does after its first render (the card's idle work, the frame). */
  ready?: (el: T) => Promise<void>;
  /** Where it is mounted (`document.body` by default): an element, or a shadow root. */
  parent?: ParentNode;
}

/**
 * Creates a charge in the sandbox (as the merchant's backend does), mounts `tag` for it, records its events from
 * before it is connected, and waits for its first render (and for `ready`, when given). English unless `attrs`
 * says otherwise.
 */
export async function mountForCharge<T extends PaymentElementLike>(
  tag: string,
  options: ChargeMountOptions<T> = {},
) {
  const { country = 'BR', value = 150.75 } = options;
  const charge = await commands.createCharge({ country, value, reference_external_id: crypto.randomUUID() });
  const el = document.createElement(tag) as T;
  if (options.client) el.client = options.client;
  const attrs: Record<string, string> = {
    ...(options.client ? {} : { 'base-url': inject('sandboxUrl') }),
    'charge-uuid': charge.charge_uuid,
    amount: String(value),
    currency: CURRENCIES[country] ?? '',
    country,
    lang: 'en',
    ...options.attrs,
  };
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  options.before?.(el);
  const events = recordEvents(el, options.events);
  (options.parent ?? document.body).append(el);
  options.connected?.(el);
  await el.updateComplete;
  await options.ready?.(el);
  return { el, charge, events };
}

/** The status the sandbox holds for a charge, read as the merchant's backend does (GET charge). */
export async function statusInSandbox(chargeUuid: string): Promise<string> {
  return (await commands.getCharge(chargeUuid)).status;
}
