/**
 * A 3DS authentication belongs to one charge: when the page switches `charge-uuid` after the card's 3DS setup ran
 * for the first charge, Pay sets up the new charge and pays it, in the frame (the default) and inline alike.
 */

import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { fillFrameCard, frameReady, mountChargeCard } from '../frame/card-frame.testing.ts';
import { MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';
import { fillCard, payButton } from './card.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

const setupCalls = async () =>
  (await commands.recordedRequests()).filter((r) => r.path.endsWith('/setup-authentication')).length;

describe('tucan-card: a new charge-uuid after the 3DS setup', () => {
  for (const isolation of ['frame', 'inline'] as const) {
    it(`${isolation}: setup on charge A, switch to charge B, Pay → charge B is paid, no 422, A untouched`, async () => {
      const { el, charge: a, events } = await mountChargeCard('BR', 25, { isolation });
      const b = await commands.createCharge({
        country: 'BR',
        value: 25,
        reference_external_id: crypto.randomUUID(),
      });
      if (isolation === 'frame') await until(() => frameReady(el));
      else await until(() => el.shadowRoot?.querySelector('#number') != null);
      await commands.recordRequests(baseUrl);
      // A card with a 3DS Method, frictionless: the setup runs for charge A as soon as 8 digits are typed.
      const card = { number: '4000000000002701' };
      if (isolation === 'frame') await fillFrameCard(card);
      else await fillCard(el, card);
      await vi.waitFor(async () => expect(await setupCalls()).toBe(1), { timeout: 15_000, interval: 100 });

      el.setAttribute('charge-uuid', b.charge_uuid);
      // The card took the new charge: it asks for charge B's installment plans.
      await vi.waitFor(
        async () =>
          expect((await commands.recordedRequests()).map((r) => r.path)).toContain(
            `/api/v1/bank/public/charge/${b.charge_uuid}/simulate-installment`,
          ),
        { timeout: 15_000, interval: 100 },
      );
      if (isolation === 'frame') await commands.framePress('button[type="submit"]');
      else await userEvent.click(payButton(el));
      await until(() => events.some((e) => e.type === 'tucan-complete' || e.type === 'tucan-error'), 25_000);

      expect(events.filter((e) => e.type === 'tucan-error')).toEqual([]);
      expect(events.find((e) => e.type === 'tucan-complete')?.detail.chargeUuid).toBe(b.charge_uuid);
      expect(await statusInSandbox(b.charge_uuid)).toMatch(/^(paid|confirmed)$/);
      expect(await statusInSandbox(a.charge_uuid)).toBe('issued');
      // A second setup, for charge B, then one pay, on charge B.
      const recorded = await commands.recordedRequests();
      expect(await setupCalls()).toBe(2);
      expect(recorded.filter((r) => r.path.endsWith('/pay')).map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST /api/v1/bank/public/charge/${b.charge_uuid}/pay`,
      ]);
    });
  }
});

describe("tucan-card: a new charge-uuid never shows the previous charge's price", () => {
  afterEach(async () => {
    await commands.holdCalls('simulate-installment', false);
  });
  for (const mode of MODES) {
    it(`${mode}: Pay drops the old R$25.00 at once, and reads R$1,000.00 once the service states it`, async () => {
      const view = await mountCardIn(mode, 'BR', 25);
      const { el } = view;
      await view.fill({ number: '4111111111111111' });
      await seenUntil(view, 'button[type="submit"]', ([b]) => b?.text === 'Pay R$25.00');
      const b = await commands.createCharge({
        country: 'BR',
        value: 1000,
        reference_external_id: crypto.randomUUID(),
      });
      // The page switches to the new charge (and its amount, as a merchant does); the service's price is on its way
      // (held back). Until it is here, the old charge's price is gone and none is shown, in either mode (the page's
      // amount is no price, E33): Pay waits for it.
      await commands.holdCalls('simulate-installment', true);
      el.setAttribute('charge-uuid', b.charge_uuid);
      el.setAttribute('amount', '1000');
      await seenUntil(
        view,
        'button[type="submit"]',
        ([p]) => p?.text === 'Pay' && p.attrs['aria-disabled'] === 'true',
      );
      await commands.holdCalls('simulate-installment', false);
      await seenUntil(view, 'button[type="submit"]', ([p]) => p?.text === 'Pay R$1,000.00');
    });
  }
});
