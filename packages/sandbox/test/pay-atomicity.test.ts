/**
 * Paying is atomic per charge: concurrent attempts run one at a time, and when a method pays, the code issued
 * before by another method is voided, so one charge can never take two payments.
 */
import { describe, expect, it } from 'vitest';
import { card, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, getCharge, pay } = sandbox;

const controlPay = (uuid: string) =>
  fetch(`${sandbox.controlUrl}/charges/${uuid}/pay`, { method: 'POST' }).then(async (r) => ({
    status: r.status,
    body: await r.json(),
  }));
const paidTransitions = async (uuid: string) =>
  (
    (await (await fetch(`${sandbox.controlUrl}/charges/${uuid}`)).json()).history as Array<{ to: string }>
  ).filter((h) => h.to === 'paid').length;

describe('concurrent pay attempts on one charge', () => {
  it('a pix and a card pay sent at the same moment end with exactly one payment and no payable code (20 tries)', async () => {
    for (let i = 0; i < 20; i++) {
      const charge = await createCharge('BR', 50 + i, {
        type_charge: undefined,
        webhook_url: sandbox.hooks.url,
      });
      const [pix, byCard] = await Promise.all([
        pay(charge.charge_uuid, { type_charge: 'pix' }),
        pay(charge.charge_uuid, card('4111111111111111')),
      ]);
      // The card pays; the pix answer is either a code voided right after, or a 409 if the card went first.
      expect(byCard.status === 200 || byCard.status === 409).toBe(true);
      expect([pix.status, byCard.status]).toContain(200);
      const full = await getCharge(charge.charge_uuid);
      expect(full).toMatchObject({ status: 'paid', type_charge: 'credit_card', payment_payload: null });
      expect(await paidTransitions(charge.charge_uuid)).toBe(1);
      const late = await controlPay(charge.charge_uuid);
      expect(late.status).toBe(409);
      expect(late.body.message[0]).toMatchObject({ code: 'INVALID_STATE' });
      await sandbox.control.webhooksIdle();
      expect(sandbox.hooks.statusesOf(charge.charge_uuid)).toEqual(['confirmed', 'paid']);
    }
  });

  it('two code pays sent at the same moment leave one live code, of the method that came last', async () => {
    const charge = await createCharge('MX', 300, { type_charge: undefined });
    const [spei, oxxo] = await Promise.all([
      pay(charge.charge_uuid, { type_charge: 'spei' }),
      pay(charge.charge_uuid, { type_charge: 'oxxo' }),
    ]);
    expect([spei.status, oxxo.status]).toEqual([200, 200]);
    const full = await getCharge(charge.charge_uuid);
    expect(full.status).toBe('issued');
    const lastIssued = full.type_charge === 'spei' ? spei : oxxo;
    expect(full.payment_payload).toEqual(lastIssued.body.payment_payload);
    expect((await controlPay(charge.charge_uuid)).status).toBe(200);
    expect(await paidTransitions(charge.charge_uuid)).toBe(1);
  });
});

describe('a code voided by a payment with another method', () => {
  it('a card payment after a pix code created by the merchant voids the code: no auto-pay, no control pay', async () => {
    const charge = await createCharge('BR', 75, {
      type_charge: 'pix',
      metadata: { sandbox_auto_pay_seconds: 60 },
      webhook_url: sandbox.hooks.url,
    });
    expect(charge.payment_payload).toBeTruthy();
    const byCard = await pay(charge.charge_uuid, card('5555555555554444'));
    expect(byCard.body).toMatchObject({ status: 'paid', type_charge: 'credit_card' });
    expect(byCard.body.payment_payload).toBeUndefined();
    sandbox.control.advance(61_000);
    expect((await controlPay(charge.charge_uuid)).status).toBe(409);
    const full = await getCharge(charge.charge_uuid);
    expect(full).toMatchObject({ status: 'paid', type_charge: 'credit_card', payment_payload: null });
    expect(await paidTransitions(charge.charge_uuid)).toBe(1);
  });

  it('a declined card leaves the charge payable by a new pix code, which the shopper can then pay', async () => {
    const charge = await createCharge('BR', 33, { type_charge: 'pix' });
    const first = charge.payment_payload as { payload: string };
    const declined = await pay(charge.charge_uuid, card('4000000000000002'));
    expect(declined.body.status).toBe('error');
    expect((await getCharge(charge.charge_uuid)).payment_payload).toBeNull();
    expect((await controlPay(charge.charge_uuid)).status).toBe(409);
    const again = await pay(charge.charge_uuid, { type_charge: 'pix' });
    expect(again.status).toBe(200);
    expect(again.body.payment_payload.payload).not.toBe(first.payload);
    expect((await controlPay(charge.charge_uuid)).body.status).toBe('paid');
  });
});
