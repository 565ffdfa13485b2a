/**
 * `<tucan-checkout>` just after a slow card payment is paid (the 7003 test amount: the sandbox answers 3 s late):
 * the note that a payment is in progress goes with the lock, in the render where the checkout hears the attempt
 * ended, and the card's panel closes around its result. The card in both modes, by the same assertions.
 */

import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import { MODES } from '../card/card.modes.testing.ts';
import './checkout.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import { cardIn, mountCheckout, payByCard, root, said } from './checkout.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** The method rows on screen. */
const rows = (el: TucanCheckoutElement) =>
  [...root(el).querySelectorAll('.method')].filter((r) => r.checkVisibility()).length;
const panelHeight = (el: TucanCheckoutElement) =>
  root(el).querySelector('.panel[data-method="card"]')?.getBoundingClientRect().height ?? 0;

describe.each(MODES)('tucan-checkout, card isolation="%s": a slow card payment, paid', (mode) => {
  it('drops the in-progress note as the payment ends, and the panel closes around the result', async () => {
    const { el } = await mountCheckout({
      country: 'MX',
      value: 7003,
      attrs: { methods: 'credit_card spei oxxo', lang: 'es-MX', isolation: mode },
    });
    // What the checkout says, and shows, in the render in which it hears that the payment ended.
    const atEnd = new Promise<{ said: string; rows: number }>((resolve) =>
      el.addEventListener(
        'tucan-complete',
        () => void el.updateComplete.then(() => resolve({ said: said(el), rows: rows(el) })),
        { once: true },
      ),
    );
    const c = await cardIn(el, mode);
    await payByCard(c, mode, '4111111111111111');
    await until(() => el.locked, 3_000);
    expect(said(el)).toBe('Hay un pago en curso. Podrás cambiar el método cuando termine.');
    const paying = panelHeight(el);

    // The result stands alone: no note, no other method's row.
    expect(await atEnd).toEqual({ said: '', rows: 1 });
    // The form's height gives way to the result's: well under half of it, with no empty space below.
    const result = () =>
      (mode === 'frame' ? c.shadowRoot?.querySelector('iframe') : c)?.getBoundingClientRect().height ?? 0;
    await until(() => panelHeight(el) < paying / 2 && Math.abs(panelHeight(el) - result()) < 2, 5_000);
    expect(el.locked).toBe(false);
    expect(await axeViolations(el)).toEqual([]);
  });
});
