/**
 * `<tucan-checkout>` opened again on a charge (a page reloaded, the same charge mounted again) asks the merchant's
 * `status-url` once, alongside loading its methods: a charge already paid shows the paid result at once, without the
 * shopper typing a card; an issued charge, or a status-url that cannot answer, leaves the methods offered (K12).
 * The card in both modes, by the same assertions.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { type SeenElement, seenIn } from '../../test/seen.ts';
import { recordEvents, until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import { type CardMode, MODES } from '../card/card.modes.testing.ts';
import { settled } from '../card/card.testing.ts';
import { payElsewhere } from '../payment/pay-elsewhere.testing.ts';
import './checkout.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import {
  cardIn,
  ended,
  endedStatus,
  newCharge,
  offered,
  reopenedCheckout,
  root,
  said,
} from './checkout.testing.ts';
import { MERCHANT_STATUS_URL, merchantStatus } from './merchant-status.testing.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Mounts the drop-in on `chargeUuid`, the card first (in `mode`), with `statusUrl`. */
function mountCheckout(chargeUuid: string, mode: CardMode, statusUrl: string) {
  const el = reopenedCheckout(chargeUuid, mode, statusUrl);
  const events = recordEvents(el);
  document.body.append(el);
  return { el, events };
}

const payCalls = async (uuid: string) =>
  ((await commands.sandboxRequests(`/charge/${uuid}/pay`)) as unknown as string[]).filter((r) =>
    r.startsWith('POST'),
  ).length;

/** The card in the checkout, ready for the shopper: its frame loaded or its form settled; its Pay button as seen. */
async function cardReady(el: TucanCheckoutElement, mode: CardMode): Promise<SeenElement | undefined> {
  const c = await cardIn(el, mode);
  if (mode === 'inline') await settled(c);
  const seen =
    mode === 'frame'
      ? await commands.frameSeen('button[type="submit"]')
      : seenIn('button[type="submit"]', c.shadowRoot);
  return seen[0];
}

describe.each(MODES)('tucan-checkout reopened, card isolation="%s"', (mode) => {
  it('for a charge already paid: shows the paid result at once, without a pay call, firing tucan-status and tucan-complete once', async () => {
    const { charge_uuid: uuid } = await newCharge();
    expect(await payElsewhere(uuid)).toMatch(/^(paid|confirmed)$/);
    const backend = merchantStatus();
    const { el, events } = mountCheckout(uuid, mode, MERCHANT_STATUS_URL);
    expect(await endedStatus(el, 20_000)).toEqual({ status: 'paid', title: 'Payment received' });
    expect(offered(el)).toEqual([]);
    await until(() => said(el) === 'Payment received');
    // Nothing on the page had the focus: the result takes it.
    expect(root(el).activeElement).toBe(ended(el));
    expect(backend.asked(uuid)).toBe(1);
    // The only pay call is the earlier page's.
    expect(await payCalls(uuid)).toBe(1);
    expect(events.filter((e) => e.type === 'tucan-status' || e.type === 'tucan-complete')).toEqual([
      { type: 'tucan-status', detail: { chargeUuid: uuid, status: 'paid', method: '' } },
      { type: 'tucan-complete', detail: { chargeUuid: uuid, status: 'paid', method: '' } },
    ]);
    expect(events.some((e) => e.type === 'tucan-error')).toBe(false);
  });

  it('for a charge already paid while the shopper types in the page: says it, the focus left in the page’s field', async () => {
    const { charge_uuid: uuid } = await newCharge();
    expect(await payElsewhere(uuid)).toMatch(/^(paid|confirmed)$/);
    const note = document.createElement('input');
    note.setAttribute('aria-label', 'Order note');
    document.body.append(note);
    await userEvent.click(note);
    await userEvent.keyboard('Ring twice');
    merchantStatus();
    const { el } = mountCheckout(uuid, mode, MERCHANT_STATUS_URL);
    await until(() => said(el) === 'Payment received', 20_000);
    expect(ended(el)?.querySelector('tucan-status')?.getAttribute('status')).toBe('paid');
    expect(document.activeElement).toBe(note);
    expect(root(el).activeElement).toBeNull();
    await userEvent.keyboard(', please');
    expect(note.value).toBe('Ring twice, please');
  });

  it('for a charge already paid while the shopper is in its card: the paid result takes the focus, none is lost', async () => {
    const { charge_uuid: uuid } = await newCharge();
    expect(await payElsewhere(uuid)).toMatch(/^(paid|confirmed)$/);
    // The merchant backend answers once the shopper is in the card.
    let answer: (r: Response) => void = () => undefined;
    const backend = merchantStatus(() => new Promise<Response>((done) => (answer = done)));
    const { el } = mountCheckout(uuid, mode, MERCHANT_STATUS_URL);
    await cardReady(el, mode);
    (root(el).querySelector('tucan-card') as TucanCardElement).focus();
    await until(() => document.activeElement === el && backend.asked(uuid) === 1, 10_000);
    answer(Response.json({ status: 'paid' }));
    await until(() => said(el) === 'Payment received', 20_000);
    // The card, which had the focus, is hidden with the methods: the result takes the focus.
    await until(() => root(el).activeElement === ended(el), 10_000);
    expect(offered(el)).toEqual([]);
  });

  it('for an issued charge: offers its methods with Pay on, after exactly one status request (one more for a new charge)', async () => {
    const { charge_uuid: uuid } = await newCharge();
    const backend = merchantStatus();
    const { el, events } = mountCheckout(uuid, mode, MERCHANT_STATUS_URL);
    const pay = await cardReady(el, mode);
    await until(() => backend.asked(uuid) === 1, 10_000);
    await backend.answered();
    await el.updateComplete;
    expect(pay?.visible).toBe(true);
    expect(pay?.attrs.disabled).toBeUndefined();
    expect(offered(el)).toEqual(['card', 'pix', 'boleto']);
    expect(ended(el)).toBeNull();
    // Updates (a new amount) ask nothing more; a new charge is looked at once.
    el.setAttribute('amount', '151');
    await el.updateComplete;
    const next = (await newCharge()).charge_uuid;
    el.setAttribute('charge-uuid', next);
    await until(() => backend.asked(next) === 1, 10_000);
    await backend.answered();
    await el.updateComplete;
    expect(backend.asked(uuid)).toBe(1);
    expect(offered(el)).toEqual(['card', 'pix', 'boleto']);
    expect(events.filter((e) => e.type === 'tucan-status' || e.type === 'tucan-complete')).toEqual([]);
  });

  it.each([
    ['answers 500', 'http-500'],
    ['cannot be reached', 'network'],
  ])('for a status-url that %s: leaves the methods offered, nothing claimed', async (_label, failure) => {
    const { charge_uuid: uuid } = await newCharge();
    // A loopback port nothing listens on (connection refused), or a merchant backend answering 500.
    const url =
      failure === 'network' ? `http://127.0.0.1:9/status/${uuid}` : `/merchant/orders/${uuid}/status-broken`;
    const realFetch = window.fetch.bind(window);
    const asked: Promise<unknown>[] = [];
    vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
      const target = input instanceof Request ? input.url : String(input);
      if (!target.includes(uuid) || !target.includes('status')) return realFetch(input, init);
      const answer =
        failure === 'network'
          ? realFetch(input, init)
          : Promise.resolve(new Response('{"error":"boom"}', { status: 500 }));
      asked.push(answer.catch(() => undefined));
      return answer;
    });
    const { el, events } = mountCheckout(uuid, mode, url);
    const pay = await cardReady(el, mode);
    await until(() => asked.length === 1, 10_000);
    await Promise.all(asked);
    await el.updateComplete;
    expect(asked).toHaveLength(1);
    expect(pay?.attrs.disabled).toBeUndefined();
    expect(offered(el)).toEqual(['card', 'pix', 'boleto']);
    expect(ended(el)).toBeNull();
    expect(events.filter((e) => e.type === 'tucan-status' || e.type === 'tucan-complete')).toEqual([]);
  });
});
