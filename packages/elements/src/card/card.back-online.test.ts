/**
 * The network cuts out while Pay waits for its answer: the card says it could not confirm whether the payment
 * went through ("Check payment"). When the browser is back online, the card checks by itself, as that button does:
 * the same Idempotency-Key, never a second charge. In the frame (whose window hears its own `online`) and inline.
 */

import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';

afterEach(async () => {
  await commands.holdPayAnswers(false);
  await commands.losePayAnswers(false);
  await commands.emulateOnLine(undefined);
  document.body.replaceChildren();
});

describe('tucan-card: back online after a lost answer', () => {
  for (const mode of MODES) {
    it(`${mode}: keeps the fields locked, checks the payment by itself with the same key, shows and announces the result without taking the page's focus, one charge paid`, async () => {
      const view = await mountCardIn(mode, 'BR', 61.2);
      const { events, charge } = view;
      await commands.recordRequests(inject('sandboxUrl'));
      await commands.losePayAnswers(true);
      await view.fill({ number: '4111111111111111' });
      await view.pay();
      await until(() => events.some((e) => e.type === 'tucan-error'), 30_000);
      expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
        'outcome_unknown',
      ]);
      await seenUntil(view, 'button[type="submit"]', ([b]) => b?.text === 'Check payment');
      // Until the outcome is known, the card's fields stay as they were: Check payment is the one way on.
      const fields = await view.seen('#number, #expiry, #cvc, #name');
      expect(fields.map((f) => f.attrs.disabled)).toEqual(['', '', '', '']);
      // …and look it: greyed, not the white of a field that takes typing.
      expect(fields.map((f) => f.background).filter((b) => b === 'rgb(255, 255, 255)')).toEqual([]);
      expect((await view.seen('button[type="submit"]'))[0]?.attrs['aria-disabled']).toBe('false');
      // The service took the payment; the page never heard.
      expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
      expect(events.some((e) => e.type === 'tucan-complete')).toBe(false);

      // The shopper has moved on to the page's own field meanwhile: the result must not take the focus from it.
      const note = document.createElement('input');
      note.setAttribute('aria-label', 'Order note');
      document.body.append(note);
      note.focus();
      await commands.losePayAnswers(false);
      await commands.dispatchOnline();
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);
      await seenUntil(view, '[role="status"]', ([s]) => /^Payment (approved|received)$/.test(s?.text ?? ''));
      await seenUntil(view, 'tucan-status', (s) => s.length === 1 && s[0]?.visible === true);
      expect(document.activeElement).toBe(note);

      const pays = (await commands.recordedRequests()).filter(
        (r) => r.method === 'POST' && r.path.endsWith(`/charge/${charge.charge_uuid}/pay`),
      );
      expect(pays.length).toBeGreaterThanOrEqual(2);
      expect(new Set(pays.map((r) => r.key)).size).toBe(1);
      const history = await commands.chargeHistory(charge.charge_uuid);
      expect(history.filter((h) => h.to === 'paid')).toHaveLength(1);
    });
  }
});

describe('tucan-card: Check payment', () => {
  for (const mode of MODES) {
    it(`${mode}: keeps saying "do not pay again" while it checks, until the service answers`, async () => {
      const view = await mountCardIn(mode, 'BR', 38.4);
      const { events } = view;
      await commands.losePayAnswers(true);
      await view.fill({ number: '4111111111111111' });
      await view.pay();
      await until(() => events.some((e) => e.type === 'tucan-error'), 30_000);
      const unknown = 'We could not confirm whether the payment went through.';
      await seenUntil(view, '.notice', ([n]) => n?.text.startsWith(unknown) === true);
      await commands.losePayAnswers(false);
      await commands.holdPayAnswers(true);
      await view.pay();
      await seenUntil(view, 'button[type="submit"]', ([b]) => b?.text === 'Checking…');
      // The service has not answered yet: the notice is still there, so the form does not jump.
      expect((await view.seen('.notice'))[0]?.text.startsWith(unknown)).toBe(true);
      await commands.holdPayAnswers(false);
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);
      await seenUntil(view, '.notice', (n) => n.length === 0);
    });
  }
});

describe('tucan-card: offline when the answer is lost', () => {
  for (const mode of MODES) {
    it(`${mode}: says the connection is the cause and that the payment is checked again by itself, then pays once`, async () => {
      const view = await mountCardIn(mode, 'BR', 47.9);
      const { events, charge } = view;
      await commands.losePayAnswers(true);
      await commands.emulateOnLine(false);
      await view.fill({ number: '4111111111111111' });
      await view.pay();
      await until(() => events.some((e) => e.type === 'tucan-error'), 30_000);
      await seenUntil(
        view,
        '.notice',
        ([n]) =>
          n?.text ===
          'You are offline, so we could not confirm whether the payment went through. Do not pay again: it is checked again by itself as soon as the connection is back, without charging you twice.',
      );
      await commands.losePayAnswers(false);
      await commands.emulateOnLine(undefined);
      await commands.dispatchOnline();
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);
      const history = await commands.chargeHistory(charge.charge_uuid);
      expect(history.filter((h) => h.to === 'paid')).toHaveLength(1);
    });
  }
});
