/**
 * What the live regions say in `<tucan-checkout>` reopened on a charge (with a `status-url` looked at as it opens):
 * a card decline is said once, not twice, and nothing else says it again. Every text a live region takes is recorded
 * (the checkout's and its card's, as they change), the card in both modes by the same assertions (in the frame the
 * card's own region is in the frame's document: its texts are read there).
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { type CardMode, MODES } from '../card/card.modes.testing.ts';
import { payElsewhere } from '../payment/pay-elsewhere.testing.ts';
import './checkout.ts';
import { cardIn, newCharge, payByCard, reopenedCheckout, root } from './checkout.testing.ts';
import { MERCHANT_STATUS_URL, merchantStatus } from './merchant-status.testing.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const LIVE = '[role="status"], [role="alert"], [aria-live]';

/**
 * Records every text the live regions under `el` (its shadow root and its descendants' shadow roots, found as they
 * appear) take: each change to a new non-empty text is one thing said.
 */
function recordSaid(el: Element) {
  const said: string[] = [];
  const last = new Map<Element, string>();
  const watched = new Set<ShadowRoot>();
  const read = () => {
    for (const shadow of watched) {
      for (const region of shadow.querySelectorAll(LIVE)) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (last.get(region) === text) continue;
        last.set(region, text);
        if (text) said.push(text);
      }
    }
  };
  const observer = new MutationObserver(() => {
    find(el);
    read();
  });
  const find = (node: Element) => {
    const shadow = node.shadowRoot;
    if (shadow && !watched.has(shadow)) {
      watched.add(shadow);
      observer.observe(shadow, { childList: true, subtree: true, characterData: true });
    }
    for (const child of (shadow ?? node).querySelectorAll('*')) if (child.shadowRoot) find(child);
  };
  find(el);
  return { said, stop: () => observer.disconnect() };
}

/**
 * A drop-in reopened (the card first, in `mode`) on a new issued charge, once its card is ready and the merchant's
 * status-url has answered its first look.
 */
async function reopenedOnIssuedCharge(mode: CardMode) {
  const { charge_uuid: uuid } = await newCharge();
  const backend = merchantStatus();
  const el = reopenedCheckout(uuid, mode, MERCHANT_STATUS_URL);
  document.body.append(el);
  const card = await cardIn(el, mode);
  await until(() => backend.asked(uuid) === 1, 10_000);
  await backend.answered();
  return { uuid, el, card };
}

describe.each(MODES)('tucan-checkout reopened, card isolation="%s": what is said', (mode) => {
  it('says a card decline once', async () => {
    const { el, card: c } = await reopenedOnIssuedCharge(mode);
    const heard = recordSaid(el);
    const frameSaid: string[] = [];
    await payByCard(c, mode, '4000 0000 0000 0002');
    // Until the decline is shown, then a while longer: anything said twice would be said by then.
    const declined = async () =>
      mode === 'inline'
        ? (c.shadowRoot?.querySelector('[part="alert"]')?.textContent ?? '')
        : await commands.frameText('[part="alert"]');
    await vi.waitFor(async () => expect(await declined()).not.toBe(''), { timeout: 20_000, interval: 100 });
    const decline = await declined();
    if (mode === 'frame') {
      // The frame's regions, read there for a second (the texts it takes in turn).
      for (let i = 0; i < 20; i++) {
        const texts = (await commands.frameTexts(LIVE)).filter(Boolean);
        for (const t of texts) if (frameSaid.at(-1) !== t) frameSaid.push(t);
        await new Promise((r) => setTimeout(r, 50));
      }
    } else await new Promise((r) => setTimeout(r, 1_000));
    heard.stop();
    const all = [...heard.said, ...frameSaid];
    expect(
      all.filter((t) => t.includes(decline)),
      JSON.stringify(all),
    ).toHaveLength(1);
  });
  it('says the service’s refusal (409, the charge paid meanwhile) once, then the status the status-url tells', async () => {
    // Opened on an issued charge: the methods stay offered. Then it is paid in another tab.
    const { uuid, el, card: c } = await reopenedOnIssuedCharge(mode);
    expect(await payElsewhere(uuid)).toMatch(/^(paid|confirmed)$/);
    const heard = recordSaid(el);
    await payByCard(c, mode, '4111 1111 1111 1111');
    await until(() => heard.said.includes('Payment received'), 20_000);
    // A moment longer: anything said after the status would be said by then.
    await new Promise((r) => setTimeout(r, 1_000));
    heard.stop();
    // The card's own region said the refusal (in the frame's document for a frame card).
    const cardSaid = mode === 'frame' ? (await commands.frameTexts(LIVE)).filter(Boolean) : [];
    const all = [...heard.said, ...cardSaid];
    const refusals = all.filter((t) => /can no longer be (paid|made)/.test(t));
    expect(refusals, JSON.stringify(all)).toEqual([
      'This charge can no longer be paid here: the payment may already have gone through. Check your order or email before paying again.',
    ]);
    expect(heard.said.filter((t) => t === 'Payment received')).toHaveLength(1);
    expect(heard.said.at(-1)).toBe('Payment received');
    // The result shows the status and has the focus.
    await until(() => root(el).activeElement === root(el).querySelector('.ended'), 10_000);
    expect(root(el).querySelector('.ended tucan-status')?.getAttribute('status')).toBe('paid');
  });
});
