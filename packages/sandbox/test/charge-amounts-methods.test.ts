import { describe, expect, it } from 'vitest';
import { SEED_WALLETS } from '../src/contract.ts';
import { card, PUBLIC, post } from './public-helpers.ts';
import { BR_WALLET, Merchant, MX_WALLET, ROOMY_RATE_LIMIT, VISA_APPROVED } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox({ rateLimit: ROOMY_RATE_LIMIT });

const APPLE = 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession';

describe('amounts below one minor unit', () => {
  it.each([
    ['CLP 0.4', SEED_WALLETS.CL, 0.4],
    ['BRL 0.001', BR_WALLET, 0.001],
  ])(
    'refuses a %s charge, which would round to 0, with 422 OUT_OF_RANGE on value',
    async (_, wallet, value) => {
      const reply = await merchant.charge({ wallet_uuid: wallet, value, type_charge: 'credit_card' });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toEqual([
        { code: 'OUT_OF_RANGE', source: 'value', description: expect.any(String) },
      ]);
    },
  );

  it('accepts the smallest amount of each currency (CLP 1, BRL 0.01) and never rounds up to it', async () => {
    const clp = await merchant.charge({ wallet_uuid: SEED_WALLETS.CL, value: 1 });
    expect(clp.body.value).toBe(1);
    const brl = await merchant.charge({ value: 0.01 });
    expect(brl.body.value).toBe(0.01);
    for (const [wallet, value] of [
      [SEED_WALLETS.CL, 0.6],
      [BR_WALLET, 0.005],
    ] as const) {
      const refused = await merchant.charge({ wallet_uuid: wallet, value });
      expect(refused.status).toBe(422);
      expect(refused.body.message[0]).toMatchObject({ code: 'OUT_OF_RANGE', source: 'value' });
    }
  });

  it('refuses a payment link and a payout that round to 0', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: SEED_WALLETS.CL,
      value: 0.4,
    });
    expect(link.status).toBe(422);
    expect(link.body.message[0]).toMatchObject({ code: 'OUT_OF_RANGE', source: 'value' });
    const payout = await merchant.post('/api/v1/bank/wallet/payout/', {
      wallet_uuid: BR_WALLET,
      value: 0.001,
      type_payout: 'pix',
      pix_destination: { key_type: 'email', key: 'ana@example.com' },
    });
    expect(payout.status).toBe(422);
    expect(payout.body.message[0]).toMatchObject({ code: 'OUT_OF_RANGE', source: 'value' });
  });
});

describe('card data without type_charge (A7)', () => {
  it('refuses card fields sent without type_charge instead of silently dropping them', async () => {
    const reply = await merchant.charge({ ...VISA_APPROVED, type_charge: undefined });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toEqual([
      { code: 'REQUIRED', source: 'type_charge', description: expect.any(String) },
    ]);
  });

  it('refuses a card_token sent without type_charge', async () => {
    const token = await merchant.post('/api/v1/bank/wallet/tokenization/', VISA_APPROVED);
    const reply = await merchant.charge({ card_token: token.body.card_token, type_charge: undefined });
    expect(reply.status).toBe(422);
    expect(reply.body.message[0]).toMatchObject({ code: 'REQUIRED', source: 'type_charge' });
  });
});

describe("a payment link's own allowed_methods", () => {
  const linkWith = async (wallet: string, allowed_methods: string[]) => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: wallet,
      value: 120,
      allowed_methods,
    });
    expect(link.status).toBe(201);
    return link.body.charge_uuid as string;
  };

  it('refuses to pay with a method the link leaves out, though the wallet allows it', async () => {
    const uuid = await linkWith(BR_WALLET, ['pix']);
    const byCard = await post(merchant.sandbox, `${PUBLIC}/charge/${uuid}/pay`, card('4111111111111111'));
    expect(byCard.status).toBe(422);
    expect(byCard.body.message[0]).toMatchObject({ code: 'METHOD_NOT_ALLOWED', source: 'type_charge' });
    const byPix = await post(merchant.sandbox, `${PUBLIC}/charge/${uuid}/pay`, { type_charge: 'pix' });
    expect(byPix.status).toBe(200);
  });

  it('offers no installments for a method the checkout leaves out', async () => {
    const res = await fetch(
      `${merchant.sandbox.baseUrl}${PUBLIC}/charge/${await linkWith(BR_WALLET, ['pix'])}/simulate-installment`,
    );
    expect((await res.json()).options).toEqual([]);
    const withCard = await fetch(
      `${merchant.sandbox.baseUrl}${PUBLIC}/charge/${await linkWith(BR_WALLET, ['credit_card'])}/simulate-installment`,
    );
    expect((await withCard.json()).options.length).toBeGreaterThan(1);
  });

  it('refuses an Apple Pay session when the link leaves Apple Pay out', async () => {
    const uuid = await linkWith(MX_WALLET, ['credit_card']);
    const res = await post(merchant.sandbox, `${PUBLIC}/charge/applepay/${uuid}/session`, {
      validationURL: APPLE,
      domain: 'localhost',
    });
    expect(res.status).toBe(422);
    expect(res.body.message[0]).toMatchObject({ code: 'METHOD_NOT_ALLOWED', source: 'type_charge' });
  });
});

describe('3DS setup for an unknown charge', () => {
  it('answers 404 naming charge_uuid, the body field that carries the UUID', async () => {
    const res = await post(merchant.sandbox, `${PUBLIC}/setup-authentication`, {
      charge_uuid: '00000000-0000-4000-8000-000000000000',
      card_bin: '40000000',
    });
    expect(res.status).toBe(404);
    expect(res.body.message[0]).toMatchObject({ code: 'NOT_FOUND', source: 'charge_uuid' });
  });
});
