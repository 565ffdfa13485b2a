import { describe, expect, it } from 'vitest';
import { BR_WALLET, Merchant, ROOMY_RATE_LIMIT } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox({ rateLimit: ROOMY_RATE_LIMIT });

/** `{"metadata":{"a":[[[…]]]}}` nested `depth` arrays deep: about 2 bytes a level. */
const deeplyNested = (depth: number, fields: Record<string, unknown> = {}) =>
  `${JSON.stringify(fields).slice(0, -1)}${Object.keys(fields).length ? ',' : ''}"metadata":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`;

describe('deeply nested JSON bodies', () => {
  it('refuses a charge nested 20 000 levels deep with 400, stores nothing, and keeps listing charges', async () => {
    const before = await merchant.get('/api/v1/bank/wallet/charges/');
    const body = deeplyNested(20_000, { wallet_uuid: BR_WALLET, value: 10, type_charge: 'pix' });
    const reply = await merchant.post('/api/v1/bank/wallet/charge/', body);
    expect(reply.status).toBe(400);
    expect(reply.body.message[0]).toMatchObject({ code: 'INVALID_REQUEST', source: 'body' });
    const after = await merchant.get('/api/v1/bank/wallet/charges/');
    expect(after.status).toBe(200);
    expect(after.body.count).toBe(before.body.count);
  });

  it('refuses a deeply nested pay body with 400, and the same Idempotency-Key then pays normally', async () => {
    const created = await merchant.charge({ type_charge: undefined });
    const path = `/api/v1/bank/public/charge/${created.body.charge_uuid}/pay`;
    const headers = { 'idempotency-key': 'deep-pay-1' };
    const deep = await merchant.request('POST', path, deeplyNested(20_000, { type_charge: 'pix' }), {
      ...headers,
      authorization: '',
    });
    expect(deep.status).toBe(400);
    const ok = await merchant.request(
      'POST',
      path,
      { type_charge: 'pix' },
      { ...headers, authorization: '' },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.payment_payload.payload).toEqual(expect.any(String));
  });

  it('accepts a body nested 32 levels deep (the limit) and refuses 33', async () => {
    const ok = await merchant.post('/api/v1/bank/wallet/charge/', deeplyNested(30, { value: 'x' }));
    expect(ok.status).toBe(422);
    const tooDeep = await merchant.post('/api/v1/bank/wallet/charge/', deeplyNested(31, { value: 'x' }));
    expect(tooDeep.status).toBe(400);
  });
});

describe('charge metadata', () => {
  it('keeps flat metadata of strings, numbers, booleans and null', async () => {
    const metadata = { order: 'A-17', items: 3, gift: true, coupon: null };
    const reply = await merchant.charge({ type_charge: 'pix', metadata });
    expect(reply.status).toBe(201);
    expect(reply.body.metadata).toEqual(metadata);
  });

  it('refuses nested metadata values with 422 naming the key', async () => {
    const reply = await merchant.charge({ type_charge: 'pix', metadata: { cart: { items: [1, 2] } } });
    expect(reply.status).toBe(422);
    expect(reply.body.message[0]).toMatchObject({ source: 'metadata.cart' });
  });
});

describe('token endpoint body size', () => {
  it('answers 413 to a token request above the body limit', async () => {
    const res = await fetch(`${merchant.sandbox.authUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: merchant.sandbox.clientId,
        client_secret: merchant.sandbox.clientSecret,
        padding: 'x'.repeat(5 * 1024 * 1024),
      }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message[0].code).toBe('PAYLOAD_TOO_LARGE');
  });
});
