/**
 * One card problem, one code, on every endpoint that takes card fields: the merchant's charge creation (long and
 * short path), zero-auth and tokenization, and the shopper's public pay. The most specific code wins
 * (`CARD_EXPIRED`, `UNSUPPORTED_BRAND`, `INVALID_CHECK_DIGIT`), in the seed's A4 error shape.
 */
import { describe, expect, it } from 'vitest';
import { createCharge, FUTURE_YEAR, PUBLIC, post } from './public-helpers.ts';
import { BR_WALLET, Merchant, type Reply, ROOMY_RATE_LIMIT } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox({ rateLimit: ROOMY_RATE_LIMIT });

const CARD = {
  card_name: 'Ana Souza',
  card_number: '4111111111111111',
  card_expiry_month: '12',
  card_expiry_year: FUTURE_YEAR,
  card_cvv: '123',
};

/** Each endpoint that takes card fields, answering the A4 entries of one card. */
const ENDPOINTS: [string, (card: Record<string, string>) => Promise<Pick<Reply, 'status' | 'body'>>][] = [
  [
    'POST /api/v1/bank/wallet/charge/',
    (card) =>
      merchant.post('/api/v1/bank/wallet/charge/', {
        wallet_uuid: BR_WALLET,
        value: 20,
        type_charge: 'credit_card',
        ...card,
      }),
  ],
  [
    'POST /charge',
    (card) =>
      merchant.post('/charge', { wallet_uuid: BR_WALLET, value: 20, type_charge: 'credit_card', ...card }),
  ],
  ['POST /api/v1/bank/wallet/zero-auth/', (card) => merchant.post('/api/v1/bank/wallet/zero-auth/', card)],
  [
    'POST /api/v1/bank/wallet/tokenization/',
    (card) => merchant.post('/api/v1/bank/wallet/tokenization/', card),
  ],
  [
    'POST /api/v1/bank/public/charge/{uuid}/pay',
    async (card) => {
      const charge = await createCharge(merchant.sandbox, 'BR', 20);
      return post(
        merchant.sandbox,
        `${PUBLIC}/charge/${charge.charge_uuid}/pay`,
        { type_charge: 'credit_card', ...card },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
    },
  ],
];

const PROBLEMS: [string, Record<string, string>, { code: string; source: string }][] = [
  [
    'an expired card',
    { card_expiry_month: '01', card_expiry_year: '2020' },
    { code: 'CARD_EXPIRED', source: 'card_expiry_year' },
  ],
  [
    'a number of no accepted brand',
    { card_number: '1234567812345670' },
    { code: 'UNSUPPORTED_BRAND', source: 'card_number' },
  ],
  [
    'a wrong check digit',
    { card_number: '4111111111111112' },
    { code: 'INVALID_CHECK_DIGIT', source: 'card_number' },
  ],
];

describe('card problems: the same code on every endpoint', () => {
  for (const [problem, fields, entry] of PROBLEMS) {
    it.each(ENDPOINTS)(`refuses ${problem} with ${entry.code} on %s`, async (_name, send) => {
      const reply = await send({ ...CARD, ...fields });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toEqual([{ ...entry, description: expect.any(String) }]);
    });
  }

  it.each(ENDPOINTS)('accepts the good card on %s', async (_name, send) => {
    expect((await send(CARD)).status).toBeLessThan(300);
  });
});
