/**
 * A card for a charge already paid (paid on another page, or in this one before a reload): the service refuses the
 * pay call (409 `INVALID_STATE`) and the public API has no charge read, so the element learns no status. It stops
 * offering a payment that cannot succeed and says what is known, in both card modes, by the same assertions.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { MODES, mountCardIn, seenOne, seenUntil } from '../card/card.modes.testing.ts';
import { payElsewhere } from './pay-elsewhere.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** The pay calls the sandbox received for a charge (preflights left out). */
const pays = async (chargeUuid: string) =>
  ((await commands.sandboxRequests(`/charge/${chargeUuid}/pay`)) as unknown as string[]).filter((r) =>
    r.startsWith('POST'),
  );

describe.each(MODES)('tucan-card isolation="%s": a card for a charge already paid', (mode) => {
  it('stops offering the payment after the service’s 409: Pay and the fields off, the reason above it and focused, no status claimed, nothing charged twice', async () => {
    const view = await mountCardIn(mode, 'BR', 150.75);
    const uuid = view.charge.charge_uuid;
    // The shopper paid on the page before reloading it: this page shows the empty form for the same charge.
    expect(await payElsewhere(uuid)).toMatch(/^(paid|confirmed)$/);
    const before = await statusInSandbox(uuid);

    await view.fill({ number: '4111111111111111' });
    await view.pay();
    await until(() => view.events.some((e) => e.type === 'tucan-error'), 20_000);
    const errors = view.events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code);
    expect(errors).toEqual(['already_processed']);
    // No status was given by the service: none is claimed (no `tucan-status`, no result screen, no success).
    expect(view.events.filter((e) => e.type !== 'tucan-error')).toEqual([]);

    const notice = await seenUntil(view, '.notice', (s) => s.length === 1 && s[0]?.visible === true);
    expect(notice[0]?.text).toBe(
      'This charge can no longer be paid here: the payment may already have gone through. Check your order or email before paying again.',
    );
    expect(await view.seen('tucan-status')).toEqual([]);
    const pay = await seenOne(view, 'button[type="submit"]');
    expect(pay.attrs).toHaveProperty('disabled');
    // Nothing typed could be paid any more: every field is off too.
    const fields = await view.seen('input, select');
    expect(fields.map((f) => f.attrs.id)).toEqual(
      expect.arrayContaining(['number', 'expiry', 'cvc', 'name']),
    );
    expect(fields.filter((f) => !('disabled' in f.attrs)).map((f) => f.attrs.id)).toEqual([]);
    // The notice sits above Pay and holds the focus (Pay, which had it, is off).
    expect(notice[0]?.order).toBeLessThan(pay.order);
    await vi.waitFor(async () => expect(await view.seen('.notice:focus')).toHaveLength(1), {
      timeout: 10_000,
      interval: 100,
    });

    // One refused call besides the earlier page's payment; the charge as that payment left it.
    expect(await pays(uuid)).toHaveLength(2);
    expect(await statusInSandbox(uuid)).toBe(before);
  });
});
