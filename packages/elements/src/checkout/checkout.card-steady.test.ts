/**
 * In the drop-in the card comes first, open, and OXXO's row is under it: the card's form has its settled layout
 * from the first paint (the installments row holds its place, the frame starts at its form's height), so a shopper
 * tapping OXXO's row while the card's plans are on their way taps OXXO, in the frame (the default) and inline, by
 * the same assertions. The simulation is held back (`commands.holdCalls`) to make the moment certain.
 */

import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import { MODES } from '../card/card.modes.testing.ts';
import { frameReady } from '../frame/card-frame.testing.ts';
import './checkout.ts';
import { mountCheckout, radio, root } from './checkout.testing.ts';

afterEach(async () => {
  await commands.holdCalls('simulate-installment', false);
  document.body.replaceChildren();
});

const painted = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

describe.each(MODES)('tucan-checkout with the card isolation="%s"', (mode) => {
  it("OXXO's row under the card stays put until the card's plans are in, and a tap on it picks OXXO", async () => {
    await commands.holdCalls('simulate-installment', true);
    const { el } = await mountCheckout({
      country: 'MX',
      value: 375,
      attrs: { methods: 'credit_card oxxo', isolation: mode, lang: 'es-MX' },
    });
    const card = () => root(el).querySelector<TucanCardElement>('tucan-card');
    await until(() => !!card() && !!radio(el, 'oxxo')?.checkVisibility(), 20_000);
    const c = card() as TucanCardElement;
    await until(() => (mode === 'frame' ? frameReady(c) : !!c.shadowRoot?.querySelector('#number')), 20_000);
    await painted();
    const top = () => Math.round(radio(el, 'oxxo').getBoundingClientRect().top);
    const first = top();

    await commands.holdCalls('simulate-installment', false);
    // The card's plans are in (Mexico's five), the card's row and the Total filled in where they were.
    const plans = () =>
      mode === 'frame'
        ? commands.frameCount('#installments option')
        : Promise.resolve(c.shadowRoot?.querySelectorAll('#installments option').length ?? 0);
    await expect.poll(plans, { timeout: 20_000 }).toBe(5);
    await painted();
    expect(Math.abs(top() - first)).toBeLessThanOrEqual(1);
    await userEvent.click(radio(el, 'oxxo'));
    await until(() => radio(el, 'oxxo').checked);
    expect(radio(el, 'card').checked).toBe(false);
  });
});
