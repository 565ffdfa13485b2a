/**
 * `<tucan-checkout>` without `status-url` or `getStatus` (contract G14, K6): the checkout's one status source is
 * missing for all its code methods, so the page hears that configuration fault once per checkout, from the first code
 * shown without it, not once per code method. Each code still says so to the shopper in its waiting line. Against the
 * sandbox, a Mexican drop-in offering OXXO and SPEI.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import './checkout.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import { mountCheckout, radio, root } from './checkout.testing.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

type Code = 'oxxo' | 'spei';
const element = (el: TucanCheckoutElement, id: Code) =>
  root(el).querySelector<HTMLElement>(`tucan-${id}`) as HTMLElement;
/** A button of a method's panel, by the words on it. */
const buttonNamed = (el: TucanCheckoutElement, id: Code, name: string) =>
  [...(element(el, id)?.shadowRoot?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
    (b) => b.textContent?.trim() === name && b.checkVisibility(),
  );
/** The waiting line under a method's code, whitespace collapsed (what the shopper reads). */
const waitingLine = (el: TucanCheckoutElement, id: Code) =>
  element(el, id)?.shadowRoot?.querySelector('.waiting-line')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The shopper picks a method and presses its button for a code; the code is then shown, waiting for payment. */
async function codeOf(el: TucanCheckoutElement, id: Code, press: string) {
  await until(() => !!radio(el, id)?.checkVisibility(), 20_000);
  await userEvent.click(radio(el, id));
  await until(() => buttonNamed(el, id, press) !== undefined, 20_000);
  await userEvent.click(buttonNamed(el, id, press) as HTMLButtonElement);
  await until(() => waitingLine(el, id) !== '', 20_000);
}

describe('tucan-checkout without status-url', () => {
  it('tells the page once that no status source is set: OXXO, then SPEI, then OXXO again, one no_status_source from the checkout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el, charge, events } = await mountCheckout({
      country: 'MX',
      value: 375,
      attrs: { methods: 'oxxo spei' },
    });

    await codeOf(el, 'oxxo', 'Generate OXXO voucher');
    await codeOf(el, 'spei', 'Get the transfer details');
    // Back to OXXO: SPEI's details replaced its voucher; a new one is asked for and shown.
    await codeOf(el, 'oxxo', 'Generate a new voucher');

    // Each code tells the shopper the store confirms the payment (no page that updates by itself)…
    const store = 'Waiting for your payment The store confirms your payment once it arrives.';
    expect(waitingLine(el, 'oxxo')).toBe(store);
    // …and the page hears the checkout's missing status source once, named by the first code shown without it.
    const noSource = events.filter((e) => e.type === 'tucan-error' && e.detail.code === 'no_status_source');
    expect(noSource).toEqual([
      {
        type: 'tucan-error',
        detail: {
          chargeUuid: charge.charge_uuid,
          code: 'no_status_source',
          message: 'The store confirms your payment once it arrives.',
          reason: expect.stringContaining('no status-url or getStatus'),
          method: 'oxxo',
        },
      },
    ]);
    // Nothing else went wrong.
    expect(events.filter((e) => e.type === 'tucan-error')).toHaveLength(1);
  });
});
