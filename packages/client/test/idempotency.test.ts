import { describe, expect, it } from 'vitest';
import { createClient, newIdempotencyKey, TucanApiError } from '../src/index.ts';
import { CARD, dropped, hang, json, paid, recordedSleep, scriptedFetch } from './fake-fetch.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key: one key per logical attempt', () => {
  it('retries a pay after a 503 and a dropped connection with the same key, so the shopper is charged once', async () => {
    const f = scriptedFetch(json(503, {}), dropped(), paid());
    const client = createClient({ fetch: f.fetch, sleep: recordedSleep().sleep });
    const { data } = await client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD);
    expect(data.status).toBe('paid');
    const keys = f.keys();
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
  });

  it('retries a try that timed out with the same key', async () => {
    const f = scriptedFetch(hang, paid());
    const client = createClient({ fetch: f.fetch, sleep: recordedSleep().sleep, timeoutMs: 20 });
    await client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD);
    expect(f.keys()[0]).toMatch(UUID);
    expect(f.keys()[1]).toBe(f.keys()[0]);
  });

  it('pays again after a decline with a new key (a deliberate new attempt)', async () => {
    const declined = {
      charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001',
      status: 'error',
      error: { code: 'insufficient_funds', source: 'card_number', description: 'Declined' },
    };
    const f = scriptedFetch(json(200, declined), paid());
    const client = createClient({ fetch: f.fetch });
    const first = await client.pay('0c0c0c0c-0000-4000-8000-000000000001', { ...CARD, card_name: 'FUND' });
    expect(first.data.error?.code).toBe('insufficient_funds');
    await client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD);
    const [a, b] = f.keys();
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('keeps a caller-held key across user-visible retries of the same attempt', async () => {
    const f = scriptedFetch(dropped(), paid());
    const client = createClient({ fetch: f.fetch, retry: { attempts: 1 } });
    const key = newIdempotencyKey();
    const failure = await client
      .pay('0c0c0c0c-0000-4000-8000-000000000001', CARD, { idempotencyKey: key })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TucanApiError);
    expect((failure as TucanApiError).kind).toBe('network');
    await client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD, { idempotencyKey: key });
    expect(f.keys()).toEqual([key, key]);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('sends a key on every POST endpoint and none on the installment simulation GET', async () => {
    const f = scriptedFetch(
      json(200, {
        charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001',
        currency: 'BRL',
        value: 100,
        options: [],
      }),
      json(200, { authentication_uuid: 'a' }),
      json(200, { charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001', status: 'paid' }),
      json(200, { expiresAt: 1 }),
    );
    const client = createClient({ fetch: f.fetch });
    await client.simulateInstallments('0c0c0c0c-0000-4000-8000-000000000001');
    await client.setupAuthentication({
      charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001',
      card_bin: '400000',
    });
    await client.validateAuthentication('0c0c0c0c-0000-4000-8000-000000000001', {
      authentication_uuid: 'a',
      cres: 'x',
    });
    await client.applePaySession('0c0c0c0c-0000-4000-8000-000000000001', {
      validationURL: 'https://apple-pay-gateway.apple.com/x',
      domain: 'shop.example',
    });
    expect(f.sent.map((r) => r.method)).toEqual(['GET', 'POST', 'POST', 'POST']);
    const [get, ...posts] = f.keys();
    expect(get).toBeNull();
    for (const key of posts) expect(key).toMatch(UUID);
    expect(new Set(posts).size).toBe(3);
  });
});
