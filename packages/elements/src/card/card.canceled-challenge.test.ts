/**
 * A 3DS challenge the shopper cancels at the bank ends the charge `canceled` for good: the card says so, with the
 * next step (start a new payment), and fires `tucan-error` `canceled`. The merchant answers with a new charge
 * and sets the card's `charge-uuid`: the card offers a fresh form for it, which pays. In the frame and inline alike.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import type { TucanChallengeElement } from '../threeds/challenge.element.ts';
import { type CardView, MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const challengeOf = (view: CardView) =>
  view.el.shadowRoot?.querySelector('tucan-3ds-challenge') as TucanChallengeElement | null;
const bankFrame = (view: CardView) =>
  challengeOf(view)?.shadowRoot?.querySelector('iframe') as HTMLIFrameElement | null | undefined;

/** A part of the result's status screen, in either mode ('' while there is none). */
const resultPart = (view: CardView, part: string): Promise<string> =>
  view.mode === 'frame'
    ? commands.frameText(`tucan-status [part="${part}"]`)
    : Promise.resolve(
        view.el.shadowRoot
          ?.querySelector('tucan-status')
          ?.shadowRoot?.querySelector(`[part="${part}"]`)
          ?.textContent?.replace(/\s+/g, ' ')
          .trim() ?? '',
      );

describe('tucan-card: a canceled 3DS challenge, then a new charge', () => {
  for (const mode of MODES) {
    it(`${mode}: says and announces to start a new payment; the merchant's new charge-uuid brings a fresh form that pays`, async () => {
      const view = await mountCardIn(mode, 'BR', 88.4);
      const { el, events, charge: first } = view;
      await view.fill({ number: '4000000000003220' });
      await view.pay();
      await until(() => challengeOf(view)?.isOpen === true && bankFrame(view) != null, 20_000);
      // The shopper cancels at the bank's page.
      const bank = page.frameLocator(page.elementLocator(bankFrame(view) as HTMLIFrameElement));
      await bank.getByRole('button', { name: 'Cancel' }).click();
      await until(() => events.some((e) => e.type === 'tucan-error'), 20_000);
      expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual(['canceled']);
      expect(await statusInSandbox(first.charge_uuid)).toBe('canceled');
      await vi.waitFor(async () => expect(await resultPart(view, 'title')).toBe('Payment canceled'), {
        timeout: 10_000,
        interval: 100,
      });
      expect(await resultPart(view, 'message')).toBe(
        'This payment was canceled, or the bank confirmation was not completed. No money was taken. To try again, start a new payment.',
      );
      // A screen reader hears the same: the title, that nothing was taken, and the next step.
      await seenUntil(
        view,
        'p.visually-hidden[role="status"]',
        ([s]) =>
          s?.text ===
          'Payment canceled. This payment was canceled, or the bank confirmation was not completed. No money was taken. To try again, start a new payment.',
      );

      // The merchant's handler: a new charge on the server, then the card's charge-uuid.
      const second = await commands.createCharge({
        country: 'BR',
        value: 88.4,
        reference_external_id: crypto.randomUUID(),
      });
      el.setAttribute('charge-uuid', second.charge_uuid);
      // A fresh form: the result is gone, the number field is back and empty, Pay is there.
      await seenUntil(view, '#number', (s) => s.length === 1 && s[0]?.visible === true);
      expect(await resultPart(view, 'title')).toBe('');
      const number = await (mode === 'frame'
        ? commands.frameValue('#number')
        : Promise.resolve(el.shadowRoot?.querySelector<HTMLInputElement>('#number')?.value ?? ''));
      expect(number).toBe('');
      await view.fill({ number: '4111111111111111' });
      await view.pay();
      await until(() => events.some((e) => e.type === 'tucan-complete'), 25_000);
      expect(events.find((e) => e.type === 'tucan-complete')?.detail.chargeUuid).toBe(second.charge_uuid);
      expect(await statusInSandbox(second.charge_uuid)).toMatch(/^(paid|confirmed)$/);
      expect(await statusInSandbox(first.charge_uuid)).toBe('canceled');
    });
  }
});
