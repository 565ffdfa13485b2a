/** What a test reads of a `<tucan-checkout>` as a shopper sees it. */
import { inject } from 'vitest';
import { until } from '../../test/support/index.ts';
import type { CardMode } from '../card/card.modes.testing.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';

export const root = (el: TucanCheckoutElement) => el.shadowRoot as ShadowRoot;
/** The methods a shopper can still pick: radios on screen. */
export const offered = (el: TucanCheckoutElement) =>
  [...root(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    .filter((r) => r.checkVisibility())
    .map((r) => r.value);
/** The checkout's own result once its charge ended. */
export const ended = (el: TucanCheckoutElement) => root(el).querySelector<HTMLElement>('.ended');
/** What the checkout's live region says. */
export const said = (el: TucanCheckoutElement) =>
  root(el).querySelector('[role="status"]')?.textContent?.trim() ?? '';

/** The status screen the checkout's result shows, once it has rendered: its status and its title. */
export async function endedStatus(el: TucanCheckoutElement, timeout?: number) {
  const screen = () => ended(el)?.querySelector('tucan-status');
  await until(() => screen()?.shadowRoot?.querySelector('[part="title"]') != null, timeout);
  return {
    status: screen()?.getAttribute('status'),
    title: screen()?.shadowRoot?.querySelector('[part="title"]')?.textContent?.trim(),
  };
}

/**
 * A drop-in (not yet on the page) reopened on `chargeUuid` against the sandbox: BRL 150.75, pix, boleto and the card
 * first (in `mode`), in English, asking `statusUrl` for the charge's status.
 */
export function reopenedCheckout(
  chargeUuid: string,
  mode: CardMode,
  statusUrl: string,
): TucanCheckoutElement {
  return checkoutWith({
    'charge-uuid': chargeUuid,
    amount: '150.75',
    currency: 'BRL',
    country: 'BR',
    methods: 'pix boleto credit_card',
    order: 'card',
    isolation: mode,
    'base-url': inject('sandboxUrl'),
    'status-url': statusUrl,
    lang: 'en',
  });
}

/** A drop-in (not yet on the page) for a Mexican charge of MXN 899 offering OXXO alone, in es-MX, against the sandbox. */
export function oxxoCheckout(chargeUuid: string): TucanCheckoutElement {
  return checkoutWith({
    'charge-uuid': chargeUuid,
    amount: '899',
    currency: 'MXN',
    country: 'MX',
    methods: 'oxxo',
    'base-url': inject('sandboxUrl'),
    lang: 'es-MX',
  });
}

/** A drop-in (not yet on the page) with these attributes. */
function checkoutWith(attrs: Record<string, string>): TucanCheckoutElement {
  const el = document.createElement('tucan-checkout') as TucanCheckoutElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}
