/**
 * The card's first moments, the same in both modes: its payment code (which brings the service's price) loads only
 * after the form is shown; a Pay pressed before then sends nothing and says the amount is loading (contract E33), and
 * once Pay names the price one press pays once; and the form, which renders again only when what it shows changes,
 * still follows what the page changes after its first render.
 */

import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { MODES, mountCardIn, seenUntil } from '../card/card.modes.testing.ts';
import { paymentCode } from '../card/card.pay-loader.ts';
import { payButton } from '../card/card.testing.ts';
import type { TucanBusyEvent } from '../events.ts';

const baseUrl = inject('sandboxUrl');
const realLoad = paymentCode.load;
/** Lets the held pay chunk through (the frame's or the page's). */
let release = async () => {};

afterEach(async () => {
  await release();
  paymentCode.load = realLoad;
  document.body.replaceChildren();
});

/** The card's pay chunk waits, as on a slow network, until `release()`: in the frame's document or in the page. */
async function holdPayChunk(mode: 'frame' | 'inline') {
  if (mode === 'frame') {
    await commands.holdFramePayChunk();
    release = () => commands.releaseFramePayChunk();
    return;
  }
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  paymentCode.load = () => gate.then(realLoad);
  release = async () => open();
}

const pays = async () =>
  (await commands.recordedRequests()).filter((r) => r.method === 'POST' && r.path.endsWith('/pay'));

describe.each(MODES)('tucan-card isolation="%s": its first moments', (mode) => {
  it('Pay pressed as soon as the form shows, before the payment code (and so the price) has arrived, sends nothing; once Pay names the price, one press pays once under one Idempotency-Key', async () => {
    await holdPayChunk(mode);
    const view = await mountCardIn(mode);
    const { el, charge, events } = view;
    const busy: boolean[] = [];
    el.addEventListener('tucan-busy', (e) => busy.push((e as TucanBusyEvent).detail.busy));
    await commands.recordRequests(baseUrl);
    await view.fill({ number: '4111111111111111' });
    // Pressed from the keyboard (an aria-disabled Pay still takes the press): held until the price is known.
    if (mode === 'frame') await commands.framePress('button[type="submit"]');
    else {
      payButton(el).focus();
      await userEvent.keyboard('{Enter}');
    }
    await seenUntil(view, '#price-wait', (s) => s[0]?.text === 'Loading the amount to pay…');
    expect(busy).toEqual([]);
    expect(await pays()).toEqual([]);

    await release();
    await seenUntil(view, 'button[type="submit"]', (s) => s[0]?.text === 'Pay R$150.75');
    await view.pay();
    await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);
    // Playwright reports the frame's requests asynchronously: wait for the pay call's record.
    await vi.waitFor(async () => expect((await pays()).length).toBeGreaterThan(0), { timeout: 10_000 });
    const sent = await pays();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.key).toBeTruthy();
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    const history = await commands.chargeHistory(charge.charge_uuid);
    expect(history.filter((h) => h.to === 'paid')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'tucan-complete')).toHaveLength(1);
  });

  it('shows what the page changes after the first render: its language and its card methods', async () => {
    const view = await mountCardIn(mode);
    const { el } = view;
    await seenUntil(view, 'label[for="number"]', ([label]) => !!label?.text.includes('Card number'));
    expect(await view.seen('input[name="method"]')).toHaveLength(0);

    el.setAttribute('lang', 'pt-BR');
    await seenUntil(view, 'label[for="number"]', ([label]) => !!label?.text.includes('Número do cartão'));
    el.setAttribute('methods', 'credit_card debit_card');
    const [, debit] = await seenUntil(view, '.segment', (seen) => seen.length === 2);
    expect(debit?.text).toContain('Débito');
  });
});
