/**
 * The card's result says the plan the shopper paid in after its total ("Valor: R$ 161,40, em 6× R$ 26,90"), from the
 * service's simulation (never the page's `amount`), in the frame (the default) and inline, by the same assertions.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { statusInSandbox } from '../../test/support/index.ts';
import type { TucanCardElement } from './card.element.ts';
import { type CardMode, MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** The result's amount line (the status screen's `amount` part), in the frame or on the page. */
const resultAmount = (mode: CardMode, el: TucanCardElement) =>
  mode === 'frame'
    ? commands.frameText('tucan-status [part="amount"]')
    : Promise.resolve(
        el.shadowRoot?.querySelector('tucan-status')?.shadowRoot?.querySelector('[part="amount"]')
          ?.textContent ?? '',
      );

const said = (mode: CardMode, el: TucanCardElement) =>
  vi.waitFor(
    async () => {
      const text = (await resultAmount(mode, el)).replace(/\s+/g, ' ').trim();
      expect(text).not.toBe('');
      return text;
    },
    { timeout: 20_000, interval: 100 },
  );

describe.each(MODES)('tucan-card isolation="%s": the result names the plan paid', (mode) => {
  it('R$ 150,75 in 6 at 1,99 % a month: "Valor: R$ 161,40, em 6× R$ 26,90", though the page said amount="1"', async () => {
    const view = await mountCardIn(mode, 'BR', 150.75, { lang: 'pt-BR', amount: '1' });
    await seenUntil(view, '#installments option[value="6"]', (s) => s.length === 1);
    await view.select('#installments', '6');
    await view.fill({ number: '4111111111111111' });
    await view.pay();
    expect(await said(mode, view.el)).toBe('Valor: R$ 161,40, em 6× R$ 26,90');
    expect(await statusInSandbox(view.charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });

  it('a Mexican payment in 1 keeps the amount alone: "Monto: $150.75"', async () => {
    const view = await mountCardIn(mode, 'MX', 150.75, { lang: 'es-MX' });
    await seenUntil(view, '#installments option', (s) => s.length > 1);
    await view.fill({ number: '4111111111111111' });
    await view.pay();
    expect(await said(mode, view.el)).toBe('Monto: $150.75');
  });
});
