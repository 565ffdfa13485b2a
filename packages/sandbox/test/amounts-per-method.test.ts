/**
 * Amounts are checked per currency (decimal places) and per method (field widths, cash limits), the same way at
 * charge creation and on pay: no amount makes the sandbox answer 500 or round silently.
 */
import { describe, expect, it } from 'vitest';
import { SEED_WALLETS } from '../src/contract.ts';
import { PUBLIC, post } from './public-helpers.ts';
import { AR_WALLET, BR_WALLET, Merchant, MX_WALLET, ROOMY_RATE_LIMIT } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox({ rateLimit: ROOMY_RATE_LIMIT });

const BOLETO_PAYER = { payer_name: 'Ana Souza', payer_tax_id: '12345678909', payer_document_type: 'CPF' };
const pay = (uuid: string, body: Record<string, unknown>) =>
  post(merchant.sandbox, `${PUBLIC}/charge/${uuid}/pay`, body);

describe('decimal places per currency', () => {
  it.each([
    ['10.555 BRL', BR_WALLET, 10.555],
    ['1.5 CLP', SEED_WALLETS.CL, 1.5],
    ['100.5 COP', SEED_WALLETS.CO, 100.5],
  ])('refuses %s with 422 instead of rounding it', async (_, wallet, value) => {
    const reply = await merchant.charge({ wallet_uuid: wallet, value });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toEqual([
      { code: 'INVALID_VALUE', source: 'value', description: expect.stringMatching(/decimal places/) },
    ]);
  });

  it('keeps 10.55 BRL and 1500 CLP exactly as sent', async () => {
    expect((await merchant.charge({ value: 10.55 })).body.value).toBe(10.55);
    expect((await merchant.charge({ wallet_uuid: SEED_WALLETS.CL, value: 1500 })).body.value).toBe(1500);
  });

  it('applies the same rule to payment links and payouts', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 10.555,
    });
    expect(link.status).toBe(422);
    expect(link.body.message[0]).toMatchObject({ code: 'INVALID_VALUE', source: 'value' });
    const payout = await merchant.post('/api/v1/bank/wallet/payout/', {
      wallet_uuid: SEED_WALLETS.CL,
      value: 1.5,
      type_payout: 'cash_pickup',
      beneficiary: { name: 'Ana' },
    });
    expect(payout.status).toBe(422);
    expect(payout.body.message[0]).toMatchObject({ code: 'INVALID_VALUE', source: 'value' });
  });
});

describe('largest amount per method', () => {
  it('refuses a 1e8 boleto and a 1e8 Pago Fácil charge with 422 at creation', async () => {
    const boleto = await merchant.charge({ value: 1e8, type_charge: 'boleto', ...BOLETO_PAYER });
    expect(boleto.status).toBe(422);
    expect(boleto.body.message).toEqual([
      { code: 'OUT_OF_RANGE', source: 'value', description: expect.stringContaining('99,999,999.99 BRL') },
    ]);
    const pfc = await merchant.charge({ wallet_uuid: AR_WALLET, value: 1e8, type_charge: 'pfc' });
    expect(pfc.status).toBe(422);
    expect(pfc.body.message[0]).toMatchObject({ code: 'OUT_OF_RANGE', source: 'value' });
  });

  it('refuses boleto and Pago Fácil on pay for a 1e8 charge, and the card still pays it', async () => {
    const br = await merchant.charge({ value: 1e8, type_charge: undefined });
    expect(br.status).toBe(201);
    const boleto = await pay(br.body.charge_uuid, { type_charge: 'boleto', ...BOLETO_PAYER });
    expect(boleto.status).toBe(422);
    expect(boleto.body.message[0]).toMatchObject({ code: 'OUT_OF_RANGE', source: 'type_charge' });
    const ar = await merchant.charge({ wallet_uuid: AR_WALLET, value: 1e8, type_charge: undefined });
    const pfc = await pay(ar.body.charge_uuid, { type_charge: 'pfc' });
    expect(pfc.status).toBe(422);
    expect(pfc.body.message[0]).toMatchObject({ code: 'OUT_OF_RANGE', source: 'type_charge' });
    expect((await pay(ar.body.charge_uuid, { type_charge: 'qra' })).status).toBe(200);
  });

  it('takes OXXO cash up to 10,000 MXN and refuses more, 1e9 included, at creation and on pay', async () => {
    const limit = await merchant.charge({ wallet_uuid: MX_WALLET, value: 10_000, type_charge: 'oxxo' });
    expect(limit.status).toBe(201);
    expect(limit.body.payment_payload.barcode).toMatch(/^\d{30}$/);
    for (const value of [10_000.01, 1e9]) {
      const over = await merchant.charge({ wallet_uuid: MX_WALLET, value, type_charge: 'oxxo' });
      expect(over.status).toBe(422);
      expect(over.body.message[0]).toMatchObject({
        code: 'OUT_OF_RANGE',
        source: 'value',
        description: expect.stringContaining('OXXO cash limit'),
      });
    }
    const open = await merchant.charge({ wallet_uuid: MX_WALLET, value: 1e9, type_charge: undefined });
    const oxxo = await pay(open.body.charge_uuid, { type_charge: 'oxxo' });
    expect(oxxo.status).toBe(422);
    expect(oxxo.body.message[0]).toMatchObject({ code: 'OUT_OF_RANGE', source: 'type_charge' });
  });

  it('answers no 500 for the largest value with any method, created or paid', async () => {
    const cases = [
      [BR_WALLET, ['pix', 'boleto', 'credit_card', 'googlepay']],
      [MX_WALLET, ['spei', 'oxxo']],
      [AR_WALLET, ['qra', 'pfc']],
    ] as const;
    for (const [wallet, methods] of cases) {
      for (const type_charge of methods) {
        const created = await merchant.charge({
          wallet_uuid: wallet,
          value: 1e9,
          type_charge,
          ...BOLETO_PAYER,
        });
        expect(created.status, `create ${type_charge}`).toBeLessThan(500);
        const open = await merchant.charge({ wallet_uuid: wallet, value: 1e9, type_charge: undefined });
        const paid = await pay(open.body.charge_uuid, { type_charge, ...BOLETO_PAYER });
        expect(paid.status, `pay ${type_charge}`).toBeLessThan(500);
      }
    }
  });
});
