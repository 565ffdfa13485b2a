/**
 * A payment attempt belongs to the charge the shopper approved it for: its key, its request and its charge go
 * together. Whatever `charge-uuid` the page sets while the attempt is under way, or while its outcome is not known,
 * every send and check of the attempt (the retry after a 429, "Check payment", the check back online) goes to that
 * charge; the new charge is paid only by a new press of Pay on a form that shows its price. A form reset keeps an
 * unknown outcome's attempt. In the frame (the default) and inline, by the same assertions; the charges are read in
 * the sandbox, the pay requests as the page and its frames sent them.
 */

import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import type { TucanCardElement } from './card.element.ts';
import { type CardMode, type CardView, MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';
import { field } from './card.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(async () => {
  await commands.holdPayAnswers(false);
  await commands.losePayAnswers(false);
  await commands.dropAnswerField('simulate-installment', 'currency', false);
  document.body.replaceChildren();
});

const UNKNOWN = 'We could not confirm whether the payment went through.';
const newCharge = async (value: number) =>
  (await commands.createCharge({ country: 'BR', value, reference_external_id: crypto.randomUUID() }))
    .charge_uuid;

type PayCall = { charge: string; key: string | null };

/**
 * The pay calls the page and its frames sent, oldest first: the charge each went to and its Idempotency-Key, once
 * `ready` holds for them, by default once there are two (Playwright reports a frame's request a moment after the
 * frame has its answer).
 */
const payCalls = (ready: (pays: PayCall[]) => boolean = (pays) => pays.length >= 2) =>
  vi.waitFor(
    async () => {
      const pays = (await commands.recordedRequests())
        .filter((r) => r.method === 'POST' && r.path.endsWith('/pay'))
        .map((r) => ({ charge: r.path.split('/').at(-2) ?? '', key: r.key }));
      expect(ready(pays), JSON.stringify(pays)).toBe(true);
      return pays;
    },
    { timeout: 10_000, interval: 100 },
  );

/**
 * The pay calls, each sent to `charge` under one Idempotency-Key (the client tries a lost answer again by itself, so
 * there are two or more: the first send and the check).
 */
function allUnderOneKey(pays: PayCall[], charge: string) {
  expect(pays.length).toBeGreaterThanOrEqual(2);
  expect(new Set(pays.map((p) => p.charge))).toEqual(new Set([charge]));
  expect(new Set(pays.map((p) => p.key)).size).toBe(1);
}

/** Resolves once the card took `charge`: it asked the service for that charge's price. */
const tookCharge = (charge: string) =>
  vi.waitFor(
    async () =>
      expect((await commands.recordedRequests()).map((r) => r.path)).toContain(
        `/api/v1/bank/public/charge/${charge}/simulate-installment`,
      ),
    { timeout: 15_000, interval: 100 },
  );

/** The amount line of the result's status screen ('' while there is none). */
async function resultAmount(view: CardView): Promise<string> {
  if (view.mode === 'frame') return commands.frameText('tucan-status [part="amount"]');
  const status = view.el.shadowRoot?.querySelector('tucan-status');
  return status?.shadowRoot?.querySelector('[part="amount"]')?.textContent?.trim() ?? '';
}

/** The charge went to paid exactly once. */
async function paidOnce(charge: string) {
  const history = await commands.chargeHistory(charge);
  expect(history.filter((h) => h.to === 'paid')).toHaveLength(1);
}

/** Replaces the card number, as the shopper does to try another card. */
async function replaceNumber(view: CardView, number: string) {
  if (view.mode === 'frame') return commands.frameType('#number', number, true);
  const input = field(view.el as TucanCardElement, 'number');
  input.focus();
  input.select();
  await commands.insertText(number);
}

/**
 * A card for a charge A of R$100.00 in `mode` (in `parent`, if given) whose pay answer the network loses: its
 * requests recorded, the shopper pays with `number`, and the card has told the page the outcome is unknown.
 */
async function paidWithAnswerLost(mode: CardMode, number: string, parent?: HTMLElement) {
  const view = await mountCardIn(mode, 'BR', 100, {}, parent);
  await commands.recordRequests(baseUrl);
  await commands.losePayAnswers(true);
  await view.fill({ number });
  await view.pay();
  await until(() => view.events.some((e) => e.type === 'tucan-error' && e.detail.code === 'outcome_unknown'));
  return { view, el: view.el, events: view.events, a: view.charge.charge_uuid };
}

/** The page makes a new charge B of R$5,000.00 for the order and sets it on the card, which took it: B's UUID. */
async function newChargeSet(el: Element): Promise<string> {
  const b = await newCharge(5000);
  el.setAttribute('charge-uuid', b);
  await tookCharge(b);
  return b;
}

describe('tucan-card: a payment attempt belongs to the charge it was approved for', () => {
  for (const mode of MODES) {
    it(`${mode}: a retry of an attempt goes to the charge it was approved for, never to a new charge-uuid`, async () => {
      const view = await mountCardIn(mode, 'BR', 100);
      const { el, events } = view;
      const a = view.charge.charge_uuid;
      const b = await newCharge(5000);
      await commands.recordRequests(baseUrl);
      await view.fill({ number: '4111111111111111' });
      await seenUntil(view, 'button[type="submit"]', ([p]) => p?.text === 'Pay R$100.00');
      // The service is busy at A's first pay call (429, Retry-After 1 s: nothing processed), which waits to leave
      // until the page has switched the card to another of its charges, as it does on hearing the press.
      await commands.throttlePay(a, { retryAfter: 1 });
      await commands.holdPayAnswers(true);
      el.addEventListener(
        'tucan-busy',
        (e) => (e as CustomEvent).detail.busy && el.setAttribute('charge-uuid', b),
        { once: true },
      );
      await view.pay();
      await tookCharge(b);
      await payCalls((pays) => pays.length === 1);
      await commands.holdPayAnswers(false);
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);

      // The 429, then the retry: both to A, under one key. A is paid once, B untouched.
      const pays = await payCalls();
      expect(pays.map((p) => p.charge)).toEqual([a, a]);
      expect(new Set(pays.map((p) => p.key)).size).toBe(1);
      await paidOnce(a);
      expect(await statusInSandbox(b)).toBe('issued');
      // The page hears which charge was paid; the shopper reads the amount approved.
      expect(events.filter((e) => e.type === 'tucan-complete').map((e) => e.detail.chargeUuid)).toEqual([a]);
      expect(events.filter((e) => e.type === 'tucan-error' && e.detail.code !== 'amount_mismatch')).toEqual(
        [],
      );
      await vi.waitFor(async () => expect(await resultAmount(view)).toBe('Amount: R$100.00'), {
        timeout: 10_000,
      });
    });

    it(`${mode}: after an unknown outcome, a new charge-uuid is not paid when the browser is back online: the first charge is checked, under its key`, async () => {
      const { view, el, events, a } = await paidWithAnswerLost(mode, '4111111111111111');
      expect(await statusInSandbox(a)).toMatch(/^(paid|confirmed)$/);

      // The page makes a new charge for the order on `tucan-error`, and sets it.
      const b = await newChargeSet(el);
      // The card still offers to check the first payment, and still says why.
      await seenUntil(view, 'button[type="submit"]', ([p]) => p?.text === 'Check payment');
      expect((await view.seen('.notice'))[0]?.text.startsWith(UNKNOWN)).toBe(true);

      await commands.losePayAnswers(false);
      await commands.dispatchOnline();
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);
      allUnderOneKey(await payCalls(), a);
      await paidOnce(a);
      expect(await statusInSandbox(b)).toBe('issued');
      expect(events.filter((e) => e.type === 'tucan-complete').map((e) => e.detail.chargeUuid)).toEqual([a]);
      await vi.waitFor(async () => expect(await resultAmount(view)).toBe('Amount: R$100.00'), {
        timeout: 10_000,
      });
    });

    it(`${mode}: after an unknown outcome, Check payment checks the first charge; the new charge-uuid is paid only by a new press of Pay showing its price`, async () => {
      // A card the bank declines: the first payment's outcome, once it is known, leaves A unpaid.
      const { view, el, events, a } = await paidWithAnswerLost(mode, '4000000000000002');
      const b = await newChargeSet(el);
      await seenUntil(view, 'button[type="submit"]', ([p]) => p?.text === 'Check payment');

      await commands.losePayAnswers(false);
      await view.pay();
      // The check is A's: its decline, told for A. Only then does Pay offer B, at B's price.
      await until(() => events.some((e) => e.type === 'tucan-error' && e.detail.code === 'CARD_DECLINED'));
      expect(events.find((e) => e.detail.code === 'CARD_DECLINED')?.detail.chargeUuid).toBe(a);
      await seenUntil(view, 'button[type="submit"]', ([p]) => p?.text === 'Pay R$5,000.00');
      allUnderOneKey(await payCalls(), a);
      expect(await statusInSandbox(b)).toBe('issued');

      // Another card and a new press of Pay on B's price: B, under a new key, paid once.
      await replaceNumber(view, '4111111111111111');
      await view.pay();
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);
      const pays = await payCalls((all) => all.some((p) => p.charge === b));
      allUnderOneKey(pays.slice(0, -1), a);
      expect(pays.at(-1)?.charge).toBe(b);
      expect(pays.at(-1)?.key).not.toBe(pays[0]?.key);
      await paidOnce(b);
      expect(await statusInSandbox(a)).toBe('error');
      expect(events.filter((e) => e.type === 'tucan-complete').map((e) => e.detail.chargeUuid)).toEqual([b]);
      await vi.waitFor(async () => expect(await resultAmount(view)).toBe('Amount: R$5,000.00'), {
        timeout: 10_000,
      });
    });

    it(`${mode}: a form reset while the outcome is unknown keeps Check payment, its notice and its key: one payment`, async () => {
      const form = document.createElement('form');
      document.body.append(form);
      const { view, events, a } = await paidWithAnswerLost(mode, '4111111111111111', form);
      await seenUntil(view, 'button[type="submit"]', ([p]) => p?.text === 'Check payment');

      form.reset();
      await commands.losePayAnswers(false);
      // What the shopper sees is as it was: the card, the notice and "Check payment", which checks under the key.
      expect((await view.seen('#number'))[0]?.attrs.disabled).toBe('');
      expect((await view.seen('.notice'))[0]?.text.startsWith(UNKNOWN)).toBe(true);
      expect((await view.seen('button[type="submit"]'))[0]?.text).toBe('Check payment');
      await view.pay();
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);
      allUnderOneKey(await payCalls(), a);
      await paidOnce(a);
      expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
        'outcome_unknown',
      ]);
    });
  }
});

describe('tucan-card: an amount only in the currency the service states', () => {
  for (const mode of MODES) {
    it(`${mode}: a simulation without a currency never shows the service's value in the page's currency`, async () => {
      // The service's answer has the charge's value (R$150.75) but no currency; the page says 99 USD.
      await commands.dropAnswerField('simulate-installment', 'currency', true);
      await commands.recordRequests(baseUrl);
      const view = await mountCardIn(mode, 'BR', 150.75, { amount: '99', currency: 'USD' });
      await tookCharge(view.charge.charge_uuid);
      await view.fill({ number: '4111111111111111' });
      // An answer without a currency is no answer: no amount is shown, in either mode (the page's is no price, E33),
      // and Pay pays in full (E36).
      const [pay] = await seenUntil(
        view,
        'button[type="submit"]',
        ([p]) => p?.attrs['aria-disabled'] === 'false',
      );
      expect(pay?.text).toBe('Pay');
    });
  }
});
