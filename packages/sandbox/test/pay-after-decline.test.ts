/**
 * A pay call answers about its own attempt (B2a): after a declined card or wallet (`error`), a payment code the
 * shopper asks for leaves the charge `issued` with that code and no `error`, the history and the webhooks say so,
 * and the code can be paid; a card or wallet attempt after a decline carries nothing of the attempt before.
 */
import { describe, expect, it } from 'vitest';
import { applePayTestToken, googlePayTestToken } from '../src/wallet-test-tokens.ts';
import { type Country, card, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, getCharge, pay } = sandbox;
const history = (uuid: string) =>
  (sandbox.control.charge(uuid)?.history ?? []).map((h) => ({ to: h.to, reason: h.reason }));

/** The declining attempts of each kind, on a charge of the country they pay in. */
const DECLINES: Array<{ what: string; country: Country; body: unknown; reason: string }> = [
  { what: 'a declined card', country: 'MX', body: card('4000000000000002'), reason: 'card declined' },
  {
    what: 'a declined Google Pay card',
    country: 'MX',
    body: { type_charge: 'googlepay', googlepay_token: googlePayTestToken('4000000000000002') },
    reason: 'googlepay card declined',
  },
  {
    what: 'a declined Apple Pay card',
    country: 'MX',
    body: { type_charge: 'applepay', applepay_token: applePayTestToken('4000000000000002') },
    reason: 'applepay card declined',
  },
];

describe('a payment code after a declined attempt', () => {
  it.each(DECLINES)(
    '$what, then OXXO: a voucher on an issued charge with no error, and the history says so',
    async ({ country, body, reason }) => {
      const charge = await createCharge(country, 375, { webhook_url: sandbox.hooks.url });
      const declined = await pay(charge.charge_uuid, body);
      expect(declined.body).toMatchObject({ status: 'error', error: { code: 'CARD_DECLINED' } });

      const oxxo = await pay(charge.charge_uuid, { type_charge: 'oxxo' });
      expect(oxxo.status).toBe(200);
      expect(oxxo.body).toMatchObject({ status: 'issued', type_charge: 'oxxo' });
      expect(oxxo.body.payment_payload.reference).toMatch(/^\d{14}$/);
      expect(oxxo.body.error).toBeUndefined();
      expect(oxxo.body.applepay_payload).toBeUndefined();

      // The merchant's GET and the webhooks say the same: the charge awaits the voucher's payment.
      const held = await getCharge(charge.charge_uuid);
      expect(held).toMatchObject({
        status: 'issued',
        type_charge: 'oxxo',
        error: null,
        applepay_payload: null,
      });
      expect(held.payment_payload).toMatchObject({ reference: oxxo.body.payment_payload.reference });
      expect(history(charge.charge_uuid).slice(1)).toEqual([
        { to: 'error', reason },
        { to: 'issued', reason: 'oxxo code issued' },
      ]);
      await sandbox.control.webhooksIdle();
      expect(sandbox.hooks.statusesOf(charge.charge_uuid)).toEqual(['error', 'issued']);

      // The voucher is payable: the store takes the cash, the charge is paid.
      const paid = await fetch(`${sandbox.controlUrl}/charges/${charge.charge_uuid}/pay`, { method: 'POST' });
      expect((await paid.json()).status).toBe('paid');
    },
  );

  it('asking for the same code again leaves the charge as it was: one status change, one voucher', async () => {
    const charge = await createCharge('MX', 375, { webhook_url: sandbox.hooks.url });
    await pay(charge.charge_uuid, card('4000000000000002'));
    const first = await pay(charge.charge_uuid, { type_charge: 'oxxo' });
    const again = await pay(charge.charge_uuid, { type_charge: 'oxxo' });
    expect(again.body).toMatchObject({ status: 'issued', payment_payload: first.body.payment_payload });
    expect(history(charge.charge_uuid).map((h) => h.to)).toEqual(['issued', 'error', 'issued']);
  });

  it('a Pix code after a declined card, in Brazil: issued with its BR Code, no error', async () => {
    const charge = await createCharge('BR', 150.75);
    await pay(charge.charge_uuid, card('4000000000009995'));
    const pix = await pay(charge.charge_uuid, { type_charge: 'pix', payer_document_type: 'CPF' });
    expect(pix.body).toMatchObject({ status: 'issued', type_charge: 'pix' });
    expect(pix.body.payment_payload.payload).toMatch(/^000201/);
    expect(pix.body.error).toBeUndefined();
    expect((await getCharge(charge.charge_uuid)).error).toBeNull();
  });
});

describe('a card or wallet attempt after a declined one', () => {
  it('a card that asks for a challenge after a declined card: pending, and the charge keeps no old error', async () => {
    const charge = await createCharge('BR', 150.75);
    await pay(charge.charge_uuid, card('4000000000000002'));
    const challenge = await pay(charge.charge_uuid, card('4000000000003220'));
    expect(challenge.body).toMatchObject({ status: 'pending' });
    expect(challenge.body.error).toBeUndefined();
    expect(await getCharge(charge.charge_uuid)).toMatchObject({ status: 'pending', error: null });
  });

  it('a card after a declined Apple Pay card: its answer carries no Apple Pay payload', async () => {
    const charge = await createCharge('BR', 150.75);
    const declined = await pay(charge.charge_uuid, {
      type_charge: 'applepay',
      applepay_token: applePayTestToken('4000000000000002'),
    });
    expect(declined.body.applepay_payload).toEqual({ network: 'Visa', status: 'declined' });
    const paid = await pay(charge.charge_uuid, card('4111111111111111'));
    expect(paid.body).toMatchObject({ status: 'paid', type_charge: 'credit_card' });
    expect(paid.body.applepay_payload).toBeUndefined();
    expect(paid.body.error).toBeUndefined();
    expect(await getCharge(charge.charge_uuid)).toMatchObject({ applepay_payload: null, error: null });
  });

  it('Google Pay after a declined card: paid, with no error', async () => {
    const charge = await createCharge('MX', 899);
    await pay(charge.charge_uuid, card('4000000000000002'));
    const paid = await pay(charge.charge_uuid, {
      type_charge: 'googlepay',
      googlepay_token: googlePayTestToken('5555555555554444', 'CRYPTOGRAM_3DS'),
    });
    expect(paid.body).toMatchObject({ status: 'paid', type_charge: 'googlepay' });
    expect(paid.body.error).toBeUndefined();
  });
});
