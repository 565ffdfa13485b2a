/** Partial refunds: up to the captured amount, `refunded` once fully refunded; cash payments cannot be refunded. */
import { describe, expect, it } from 'vitest';
import { PUBLIC, post } from './public-helpers.ts';
import {
  BR_WALLET,
  Merchant,
  MX_WALLET,
  ROOMY_RATE_LIMIT,
  startReceiver,
  VISA_APPROVED,
} from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox({ rateLimit: ROOMY_RATE_LIMIT });

const refund = (charge: { charge_uuid: string; wallet_uuid: string }, body: Record<string, unknown> = {}) =>
  merchant.post(`/api/v1/bank/wallet/charge/${charge.charge_uuid}/refund/${charge.wallet_uuid}/`, body);

describe('partial refunds', () => {
  it('takes two partial refunds, refuses a third beyond what is left, then refunds the rest', async () => {
    const receiver = await startReceiver();
    try {
      const paid = (await merchant.charge({ ...VISA_APPROVED, value: 100, webhook_url: receiver.url })).body;
      const first = await refund(paid, { value: 30, reason: 'one item returned' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        status: 'paid',
        refunded_value: 30,
        refund_reason: 'one item returned',
      });
      expect(first.body.refunds).toEqual([
        {
          refund_uuid: expect.any(String),
          value: 30,
          reason: 'one item returned',
          created_at: expect.any(String),
        },
      ]);
      const second = await refund(paid, { value: 50.25 });
      expect(second.body).toMatchObject({ status: 'paid', refunded_value: 80.25 });
      const third = await refund(paid, { value: 30 });
      expect(third.status).toBe(422);
      expect(third.body.message).toEqual([
        { code: 'OUT_OF_RANGE', source: 'value', description: expect.stringContaining('19.75 BRL') },
      ]);
      const rest = await refund(paid);
      expect(rest.body).toMatchObject({ status: 'refunded', refunded_value: 100 });
      expect(rest.body.refunds.map((r: { value: number }) => r.value)).toEqual([30, 50.25, 19.75]);
      const after = await refund(paid, { value: 1 });
      expect(after.status).toBe(409);
      const full = await merchant.get(`/api/v1/bank/wallet/charge/${paid.charge_uuid}/`);
      expect(full.body).toMatchObject({ status: 'refunded', refunded_value: 100 });
      await merchant.sandbox.control.webhooksIdle();
      expect(receiver.received.map((r) => r.body.status)).toEqual(['confirmed', 'paid', 'refunded']);
    } finally {
      await receiver.close();
    }
  });

  it('refuses a refund value with more decimals than the currency has, or not above 0', async () => {
    const paid = (await merchant.charge(VISA_APPROVED)).body;
    expect((await refund(paid, { value: 10.555 })).body.message[0]).toMatchObject({
      code: 'INVALID_VALUE',
      source: 'value',
    });
    expect((await refund(paid, { value: 0 })).status).toBe(422);
    expect((await refund(paid, { value: 150.76 })).body.message[0]).toMatchObject({ code: 'OUT_OF_RANGE' });
    expect((await refund(paid, { value: 150.75 })).body).toMatchObject({
      status: 'refunded',
      refunded_value: 150.75,
    });
  });

  it('refunds a pix payment in part', async () => {
    const pix = (await merchant.charge({ type_charge: 'pix', value: 40 })).body;
    merchant.sandbox.control.transition(pix.charge_uuid, 'paid');
    expect((await refund(pix, { value: 15 })).body).toMatchObject({ status: 'paid', refunded_value: 15 });
  });
});

describe('cash payments', () => {
  it('refuses to refund an OXXO or boleto payment with 422 REFUND_NOT_SUPPORTED, and changes nothing', async () => {
    const oxxo = (await merchant.charge({ wallet_uuid: MX_WALLET, type_charge: 'oxxo', value: 300 })).body;
    const boleto = (await merchant.charge({ wallet_uuid: BR_WALLET, value: 90, type_charge: undefined }))
      .body;
    await post(merchant.sandbox, `${PUBLIC}/charge/${boleto.charge_uuid}/pay`, {
      type_charge: 'boleto',
      payer_name: 'Ana Souza',
      payer_tax_id: '12345678909',
      payer_document_type: 'CPF',
    });
    for (const charge of [oxxo, boleto]) {
      expect(
        (await fetch(`${merchant.sandbox.controlUrl}/charges/${charge.charge_uuid}/pay`, { method: 'POST' }))
          .status,
      ).toBe(200);
      const refused = await refund(charge, { value: 10 });
      expect(refused.status).toBe(422);
      expect(refused.body.message[0]).toMatchObject({
        code: 'REFUND_NOT_SUPPORTED',
        source: 'type_charge',
        description: expect.stringContaining('cash'),
      });
      const full = await merchant.get(`/api/v1/bank/wallet/charge/${charge.charge_uuid}/`);
      expect(full.body).toMatchObject({ status: 'paid', refunded_value: 0, refunds: [] });
    }
  });
});
