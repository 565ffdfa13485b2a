/**
 * One card problem, one code, on every endpoint that takes card fields: the merchant's charge creation (long and
 * short path), zero-auth and tokenization, and the shopper's public pay. The most specific code wins
 * (`CARD_EXPIRED`, `UNSUPPORTED_BRAND`, `INVALID_CHECK_DIGIT`), in the seed's A4 error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index.ts';
import { createCharge, FUTURE_YEAR, PUBLIC, post } from './public-helpers.ts';
import { BR_WALLET, Merchant, type Reply, startSandbox } from './support/merchant.ts';

let sandbox: Sandbox;
let merchant: Merchant;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: { limit: 10_000, windowMs: 60_000 } });
  merchant = await Merchant.login(sandbox);
});
afterAll(() => sandbox.close());

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
      const charge = await createCharge(sandbox, 'BR', 20);
      return post(
        sandbox,
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
