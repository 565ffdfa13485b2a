/**
 * The network cuts out while a code element waits for its pay answer: the element says it could not confirm
 * whether the payment went through and offers "Check payment". When the browser is back online it checks by
 * itself, as that button does: the same Idempotency-Key (the service replays the code it issued, never a second
 * pay), "Checking…" and the code said, the focus left where the shopper has it.
 */

import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands } from 'vitest/browser';
import '../pix/pix.ts';
import '../oxxo/oxxo.ts';
import { until } from '../../test/support/index.ts';
import { recordSaid } from '../../test/support/said.ts';
import { announced, mountCode, q, waitForCode } from './codes.testing.ts';

afterEach(async () => {
  await commands.losePayAnswers(false);
  document.body.replaceChildren();
});

describe('code elements: back online after a lost answer', () => {
  for (const [tag, country, value] of [
    ['tucan-pix', 'BR', 150.75],
    ['tucan-oxxo', 'MX', 899],
  ] as const) {
    it(`${tag} asks again by itself under the same key, shows and announces the code, and keeps the shopper's focus`, async () => {
      // The shopper is busy elsewhere on the page.
      const elsewhere = document.createElement('input');
      elsewhere.setAttribute('aria-label', 'Order note');
      document.body.append(elsewhere);
      elsewhere.focus();
      await commands.recordRequests(inject('sandboxUrl'));
      await commands.losePayAnswers(true);
      const { el, charge, events } = await mountCode(tag, { country, value });
      const { said, stop } = recordSaid(el);
      await until(() => events.some((e) => e.type === 'tucan-error'), 30_000);
      expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
        'outcome_unknown',
      ]);
      const check = () => q<HTMLButtonElement>(el, '.alert .actions button');
      await until(() => check()?.textContent?.trim() === 'Check payment');
      expect(q(el, '.voucher')).toBeNull();

      await commands.losePayAnswers(false);
      await commands.dispatchOnline();
      await waitForCode(el);
      await until(() => announced(el) === el.t('ready'));
      stop();
      expect(said).toContain('Checking…');
      expect(said.indexOf('Checking…')).toBeLessThan(said.lastIndexOf(el.t('ready')));
      expect(events.filter((e) => e.type === 'tucan-status').map((e) => e.detail.status)).toEqual(['issued']);
      expect(document.activeElement).toBe(elsewhere);

      const pays = (await commands.recordedRequests()).filter(
        (r) => r.method === 'POST' && r.path.endsWith(`/charge/${charge.charge_uuid}/pay`),
      );
      expect(pays.length).toBeGreaterThanOrEqual(2);
      expect(new Set(pays.map((r) => r.key)).size).toBe(1);
      // Created issued, and never moved since: the same attempt was replayed, not made again.
      expect(await commands.chargeHistory(charge.charge_uuid)).toEqual([{ from: null, to: 'issued' }]);
    });
  }
});
