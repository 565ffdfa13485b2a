import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import type { TucanChallengeElement } from '../threeds/challenge.element.ts';
import '../checkout/checkout.ts';
import {
  fillFrameCard,
  framePay,
  frameReady,
  frameTextUntil,
  iframeOf,
  methodOver,
  mountFrameCard,
} from './card-frame.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

const pay = framePay;
const pays = async () => (await commands.recordedRequests()).filter((r) => r.path.endsWith('/pay'));
const completed = (events: Array<{ type: string }>) => events.some((e) => e.type === 'tucan-complete');
const errored = (events: Array<{ type: string }>) => events.some((e) => e.type === 'tucan-error');

/** The charge went to a paid status exactly once (one payment, whatever the retries). */
async function paidOnce(chargeUuid: string) {
  expect(await statusInSandbox(chargeUuid)).toMatch(/^(paid|confirmed)$/);
  const history = await commands.chargeHistory(chargeUuid);
  expect(history.filter((h) => h.to === 'paid')).toHaveLength(1);
}

const challengeOf = (el: TucanCardElement) =>
  el.shadowRoot?.querySelector('tucan-3ds-challenge') as TucanChallengeElement;
const acsFrameOf = (el: TucanCardElement) =>
  challengeOf(el).shadowRoot?.querySelector('iframe') as HTMLIFrameElement | null;

describe('tucan-card isolation="frame": paying', () => {
  it('pays a frictionless card with exactly one request, a same-origin pay POST, from the Pay click to tucan-complete', async () => {
    const { el, charge, events } = await mountFrameCard();
    expect(new URL(iframeOf(el)?.src ?? '').origin).toBe(new URL(baseUrl).origin);
    expect(new URL(baseUrl).origin).not.toBe(location.origin);
    await commands.recordRequests(baseUrl);
    await fillFrameCard({ number: '4000000000002701' });
    // The 3DS Method for the BIN runs once the shopper pauses typing; wait until it has run and is over.
    await methodOver();
    await commands.recordRequests(baseUrl);
    await pay();
    await until(() => completed(events));
    // Playwright reports requests asynchronously: wait for the pay call's record, then compare the whole list.
    await vi.waitFor(async () => expect((await pays()).length).toBe(1), { timeout: 10_000 });
    const requests = await commands.recordedRequests();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
    ]);
    await paidOnce(charge.charge_uuid);
    expect(el.payment.status).toMatch(/^(paid|confirmed)$/);
    expect(JSON.stringify(events)).not.toContain('2701');
    expect(await commands.frameCount('tucan-status')).toBe(1);
  });

  it('a decline, then another card: a new Idempotency-Key, one charge', async () => {
    const { charge, events } = await mountFrameCard();
    await commands.recordRequests(baseUrl);
    await fillFrameCard({ number: '4000000000000002' });
    await pay();
    await until(() => errored(events));
    expect(events.find((e) => e.type === 'tucan-error')?.detail).toMatchObject({ code: 'CARD_DECLINED' });
    expect(await frameTextUntil('.alert', (t) => t.length > 0)).toMatch(/declined/i);
    // The alert took the focus (it is read out) and draws no ring, as inline: none cut at the frame's edge.
    await vi.waitFor(async () =>
      expect(await commands.frameBox('.alert')).toMatchObject({ focused: true, outline: 'none' }),
    );
    await commands.frameType('#number', '4111111111111111', true);
    await pay();
    await until(() => completed(events));
    // Playwright reports requests asynchronously: wait for both pay records.
    await vi.waitFor(async () => expect((await pays()).length).toBe(2), { timeout: 10_000 });
    const [first, second] = await pays();
    expect(first?.key).toBeTruthy();
    expect(second?.key).toBeTruthy();
    expect(second?.key).not.toBe(first?.key);
    await paidOnce(charge.charge_uuid);
  });

  // The pay requests the page sends at least: the 503 and the retry (7001); the lost answer's request, which
  // Chromium itself sends again on a reused connection (the sandbox then sees two) or the client retries (7002); one.
  it.each([
    [7001, 'a 503 on the first pay attempt', 2],
    [7002, 'an answer lost after the charge was processed', 1],
    [7003, 'a slow answer', 1],
  ])('amount %i (%s): retried under the same key, one charge', async (value, _, sent) => {
    const { charge, events } = await mountFrameCard('BR', value);
    await fillFrameCard({ number: '4111111111111111' });
    await commands.recordRequests(baseUrl);
    await pay();
    await until(() => completed(events), 25_000);
    // Playwright reports the frame's requests asynchronously, after the answer may have reached the page: wait for
    // the records of the requests that were sent, then compare their keys.
    await vi.waitFor(async () => expect((await pays()).length).toBeGreaterThanOrEqual(sent), {
      timeout: 10_000,
    });
    const keys = new Set((await pays()).map((r) => r.key));
    expect(keys.size).toBe(1);
    expect(events.some((e) => e.type === 'tucan-error')).toBe(false);
    await paidOnce(charge.charge_uuid);
  });

  it('shows the 3DS challenge in the page-level dialog, never loading a dialog of its own in the frame; the frame validates the result', async () => {
    const { el, charge, events } = await mountFrameCard('BR', 321.5);
    await fillFrameCard({ number: '4000000000003220' });
    // What the frame fetches from here on: its payment code, never the dialog's (the page's dialog shows the challenge).
    await commands.recordRequests(`${baseUrl}/elements/frame/`);
    await pay();
    await until(() => challengeOf(el)?.isOpen === true && acsFrameOf(el) !== null);
    const dialog = challengeOf(el).shadowRoot?.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    const acs = page.frameLocator(page.elementLocator(acsFrameOf(el) as HTMLIFrameElement));
    await acs.getByLabelText('One-time password').fill('123456');
    await commands.pressKey('Enter');
    await until(() => completed(events), 20_000);
    await paidOnce(charge.charge_uuid);
    const frameFiles = (await commands.recordedRequests()).map((r) => r.path.replace(/^.*\//, ''));
    expect(frameFiles.filter((f) => f.startsWith('card-challenge'))).toEqual([]);
  });

  it('waits for a decoupled (bank app) approval inside the frame', async () => {
    const { charge, events } = await mountFrameCard('BR', 55);
    await fillFrameCard({ number: '4000000000003089' });
    await pay();
    expect(await frameTextUntil('.notice', (t) => t.length > 0)).toMatch(/bank/i);
    await until(() => completed(events), 20_000);
    await paidOnce(charge.charge_uuid);
  });
});

describe('tucan-checkout isolation="frame"', () => {
  it('pays its card method in the frame too', async () => {
    const charge = await commands.createCharge({ value: 30, reference_external_id: crypto.randomUUID() });
    const checkout = document.createElement('tucan-checkout');
    const attrs = { 'charge-uuid': charge.charge_uuid, amount: '30', currency: 'BRL', country: 'BR' };
    for (const [k, v] of Object.entries({
      ...attrs,
      methods: 'credit_card',
      'base-url': baseUrl,
      lang: 'en',
    }))
      checkout.setAttribute(k, v);
    checkout.setAttribute('isolation', 'frame');
    const completes: Event[] = [];
    checkout.addEventListener('tucan-complete', (e) => completes.push(e));
    document.body.append(checkout);
    const card = () => checkout.shadowRoot?.querySelector('tucan-card') as TucanCardElement | null;
    await until(() => !!card() && frameReady(card() as TucanCardElement));
    expect(card()?.shadowRoot?.querySelector('#number')).toBeNull();
    await fillFrameCard({ number: '4111111111111111' });
    await pay();
    await until(() => completes.length > 0);
    await paidOnce(charge.charge_uuid);
  });
});
