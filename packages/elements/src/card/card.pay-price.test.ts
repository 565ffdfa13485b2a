/**
 * The shopper never pays a price they have not seen: until the service's installment simulation has answered (it
 * gives the charge's value), a press of Pay sends no pay call and says, in the live region and next to Pay, that the
 * amount to pay is loading; Pay is `aria-disabled` and still focusable. Once the value is known Pay names it and a
 * press pays it, once, and the result names it. When the simulation fails the card still pays in full (E36), and no
 * amount is shown anywhere: neither the service stated one nor is the page's a price (E33). The 3DS preparation that
 * starts as the BIN is typed does not wait for the price. In the frame (the default) and inline, by the same
 * assertions; the simulation is held (`commands.holdCalls`) or made to fail (`commands.failCalls`), the pay calls
 * read as the page and its frames sent them, the charge in the sandbox.
 */

import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { statusInSandbox } from '../../test/support/index.ts';
import type { TucanCardElement } from './card.element.ts';
import {
  type CardMode,
  type CardView,
  MODES,
  mountCardIn,
  seenOne,
  seenUntil,
} from './card.modes.testing.ts';
import { payButton } from './card.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(async () => {
  await commands.holdCalls('simulate-installment', false);
  await commands.failCalls('simulate-installment', false);
  document.body.replaceChildren();
});

/** The requests the page and its frames sent to `endpoint` (its path's last segment). */
const sent = async (endpoint: string) =>
  (await commands.recordedRequests()).filter((r) => r.method === 'POST' && r.path.endsWith(`/${endpoint}`));

/** The result's amount line (the status screen's `amount` part; '' when there is none), in the frame or on the page. */
const resultAmount = async (mode: CardMode, el: TucanCardElement) =>
  (mode === 'frame'
    ? await commands.frameText('tucan-status [part="amount"]')
    : (el.shadowRoot?.querySelector('tucan-status')?.shadowRoot?.querySelector('[part="amount"]')
        ?.textContent ?? '')
  )
    .replace(/\s+/g, ' ')
    .trim();

/** The result once shown: the status screen's status. */
const resultStatus = async (view: CardView) =>
  (await seenUntil(view, 'tucan-status', (s) => !!s[0]?.attrs.status))[0]?.attrs.status;

const PAY = 'button[type="submit"]';

/**
 * Pay pressed from the keyboard (focus on it, Enter), in both modes: an `aria-disabled` Pay is still in the tab order
 * and takes the press (a pointer's click reaches it too; Playwright's click waits for an enabled button).
 */
async function pressPay(view: CardView) {
  if (view.mode === 'frame') return commands.framePress(PAY);
  payButton(view.el).focus();
  await userEvent.keyboard('{Enter}');
}

describe.each(MODES)('tucan-card isolation="%s": Pay waits for the price', (mode) => {
  it('with the simulation held, a press of Pay sends nothing and says the amount is loading; once it answers, Pay names R$150.75 and pays it once', async () => {
    await commands.holdCalls('simulate-installment', true);
    const view = await mountCardIn(mode, 'BR', 150.75);
    await commands.recordRequests(baseUrl);
    await seenUntil(view, '#installments', (s) => s[0]?.text === 'Loading plans…');
    await view.fill({ number: '4111111111111111' });
    // Pay says it cannot pay yet, and stays in the tab order (as while busy).
    const before = await seenOne(view, PAY);
    expect(before.text).toBe('Pay');
    expect(before.attrs['aria-disabled']).toBe('true');
    expect(before.attrs).not.toHaveProperty('disabled');

    await pressPay(view);
    const [wait] = await seenUntil(view, '#price-wait', (s) => s.length === 1);
    expect(wait?.text).toBe('Loading the amount to pay…');
    expect(wait?.visible).toBe(true);
    await seenUntil(view, '[role="status"]', (s) => s[0]?.text === 'Loading the amount to pay…');
    const held = await seenOne(view, PAY);
    expect(held.attrs['aria-describedby']).toBe('price-wait');
    expect(held.attrs['aria-disabled']).toBe('true');
    expect(await (mode === 'frame' ? commands.frameAxe() : axeViolations(view.el))).toEqual([]);
    // The press was handled (the line above says so) and sent nothing; the charge is still to be paid.
    expect(await sent('pay')).toEqual([]);
    expect(await statusInSandbox(view.charge.charge_uuid)).toBe('issued');
    // The 3DS preparation of the typed BIN did not wait for the price.
    await vi.waitFor(async () => expect(await sent('setup-authentication')).not.toEqual([]), {
      timeout: 10_000,
      interval: 100,
    });

    await commands.holdCalls('simulate-installment', false);
    const [ready] = await seenUntil(view, PAY, (s) => s[0]?.text === 'Pay R$150.75');
    expect(ready?.attrs['aria-disabled']).toBe('false');
    expect(ready?.attrs).not.toHaveProperty('aria-describedby');
    expect(await view.seen('#price-wait')).toEqual([]);
    // The shopper who pressed hears the price Pay now names (the live region speaks right after the render).
    await seenUntil(view, '[role="status"]', (s) => s[0]?.text === 'Pay R$150.75');

    await view.pay();
    expect(await resultStatus(view)).toMatch(/^(paid|confirmed)$/);
    expect(await resultAmount(mode, view.el)).toBe('Amount: R$150.75');
    expect(await statusInSandbox(view.charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    await vi.waitFor(async () => expect(await sent('pay')).toHaveLength(1), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('says the amount is loading in the shopper’s language (pt-BR, es-CO, es-MX)', async () => {
    await commands.holdCalls('simulate-installment', true);
    const words = [
      ['pt-BR', 'Carregando o valor a pagar…'],
      ['es-CO', 'Cargando el valor a pagar…'],
      ['es-MX', 'Cargando el monto a pagar…'],
    ] as const;
    for (const [lang, loading] of words) {
      const view = await mountCardIn(mode, 'BR', 150.75, { lang });
      await seenUntil(view, '#installments', (s) => s[0]?.attrs.disabled !== undefined);
      await view.fill({ number: '4111111111111111' });
      await pressPay(view);
      const [wait] = await seenUntil(view, '#price-wait', (s) => s.length === 1);
      expect(wait?.text).toBe(loading);
      await seenUntil(view, '[role="status"]', (s) => s[0]?.text === loading);
      document.body.replaceChildren();
    }
  });

  it('a simulation that fails: Pay reads "Pay" with no amount (not the page’s amount="1"), pays in full once, and the result shows no amount', async () => {
    await commands.failCalls('simulate-installment', true);
    const view = await mountCardIn(mode, 'BR', 150.75, { amount: '1', currency: 'BRL' });
    await commands.recordRequests(baseUrl);
    await seenUntil(view, '#installments', (s) => s[0]?.text === 'Pay in full');
    const [pay] = await seenUntil(view, PAY, (s) => s[0]?.attrs['aria-disabled'] === 'false');
    expect(pay?.text).toBe('Pay');
    await view.fill({ number: '4111111111111111' });

    await view.pay();
    expect(await resultStatus(view)).toMatch(/^(paid|confirmed)$/);
    expect(await resultAmount(mode, view.el)).toBe('');
    expect(await view.seen('#price-wait')).toEqual([]);
    expect(await statusInSandbox(view.charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    await vi.waitFor(async () => expect(await sent('pay')).toHaveLength(1), {
      timeout: 10_000,
      interval: 100,
    });
  });
});
