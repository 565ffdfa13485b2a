import { describe, expect, it } from 'vitest';
import { createClient, type TucanApiError } from '../src/index.ts';
import { CARD, dropped, hang, json, paid, recordedSleep, scriptedFetch } from './fake-fetch.ts';

const rateLimited = (retryAfter: string) =>
  json(
    429,
    {
      error: {
        code: 'RATE_LIMIT_EXCEEDED',
        message: 'Wait',
        details: [{ field: 'rate_limit', reason: 'x' }],
      },
    },
    { 'retry-after': retryAfter, 'x-ratelimit-remaining': '0' },
  );

const reject = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected a rejection'),
    (e: TucanApiError) => e,
  );

describe('retries: only 429, 5xx and network errors', () => {
  it('waits the Retry-After seconds of a 429 before trying again', async () => {
    const s = recordedSleep();
    const f = scriptedFetch(rateLimited('2'), paid());
    const { data } = await createClient({ fetch: f.fetch, sleep: s.sleep }).pay(
      '0c0c0c0c-0000-4000-8000-000000000001',
      CARD,
    );
    expect(data.status).toBe('paid');
    expect(s.waits).toEqual([2000]);
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    const s = recordedSleep();
    const at = new Date(Date.now() + 5000).toUTCString();
    const f = scriptedFetch(rateLimited(at), paid());
    await createClient({ fetch: f.fetch, sleep: s.sleep }).pay('0c0c0c0c-0000-4000-8000-000000000001', CARD);
    expect(s.waits[0]).toBeGreaterThanOrEqual(4000);
    expect(s.waits[0]).toBeLessThanOrEqual(5000);
  });

  it('gives up at once when Retry-After exceeds the cap, telling how long to wait', async () => {
    const s = recordedSleep();
    const f = scriptedFetch(rateLimited('120'));
    const client = createClient({ fetch: f.fetch, sleep: s.sleep, retry: { maxRetryAfterMs: 30_000 } });
    const e = await reject(client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD));
    expect(e.kind).toBe('rate_limited');
    expect(e.retryAfter).toBe(120);
    expect(f.sent).toHaveLength(1);
    expect(s.waits).toEqual([]);
  });

  it('leaves a 429’s wait to the caller who asks (waitOnRateLimit false): rejects at once with the seconds; a 503 is still retried', async () => {
    const s = recordedSleep();
    const f = scriptedFetch(rateLimited('2'), paid());
    const client = createClient({ fetch: f.fetch, sleep: s.sleep });
    const e = await reject(
      client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD, {
        idempotencyKey: 'k-1',
        waitOnRateLimit: false,
      }),
    );
    expect(e).toMatchObject({ kind: 'rate_limited', retryAfter: 2 });
    expect(f.sent).toHaveLength(1);
    expect(s.waits).toEqual([]);
    // The caller's retry under the same key goes through.
    const { data } = await client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD, {
      idempotencyKey: 'k-1',
    });
    expect(data.status).toBe('paid');
    expect(f.keys()).toEqual(['k-1', 'k-1']);
    // A 503 with Retry-After is the client's to retry, whatever the caller asked about 429s.
    const s2 = recordedSleep();
    const f2 = scriptedFetch(json(503, {}, { 'retry-after': '1' }), paid());
    const again = createClient({ fetch: f2.fetch, sleep: s2.sleep });
    const { data: second } = await again.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD, {
      waitOnRateLimit: false,
    });
    expect(second.status).toBe('paid');
    expect(s2.waits).toEqual([1000]);
  });

  it('backs off from 1 s, doubling, with jitter, for 3 tries by default', async () => {
    for (const random of [() => 0, () => 0.999_999]) {
      const s = recordedSleep();
      const f = scriptedFetch(json(500, {}), json(502, {}), dropped());
      const e = await reject(
        createClient({ fetch: f.fetch, sleep: s.sleep, random }).simulateInstallments(
          '0c0c0c0c-0000-4000-8000-000000000001',
        ),
      );
      expect(e.kind).toBe('network');
      expect(f.sent).toHaveLength(3);
      const [first = 0, second = 0] = s.waits;
      expect(s.waits).toHaveLength(2);
      expect(first).toBeGreaterThanOrEqual(500);
      expect(first).toBeLessThanOrEqual(1000);
      expect(second).toBeGreaterThanOrEqual(1000);
      expect(second).toBeLessThanOrEqual(2000);
    }
  });

  it('spreads the backoff of many shoppers with jitter', async () => {
    const waitsFor = async (r: number) => {
      const s = recordedSleep();
      const f = scriptedFetch(json(503, {}), paid());
      await createClient({ fetch: f.fetch, sleep: s.sleep, random: () => r }).pay(
        '0c0c0c0c-0000-4000-8000-000000000001',
        CARD,
      );
      return s.waits[0];
    };
    expect(await waitsFor(0.1)).not.toBe(await waitsFor(0.9));
  });

  it.each([400, 401, 403, 404, 409, 422])('never retries a %i', async (status) => {
    const s = recordedSleep();
    const f = scriptedFetch(json(status, { message: [{ code: 'x', source: 'body', description: 'no' }] }));
    const e = await reject(
      createClient({ fetch: f.fetch, sleep: s.sleep }).pay('0c0c0c0c-0000-4000-8000-000000000001', CARD),
    );
    expect(e.kind).toBe('api');
    expect(e.status).toBe(status);
    expect(f.sent).toHaveLength(1);
    expect(s.waits).toEqual([]);
  });

  it('waits with backoff and the same key when the first try of the key is still running (409 IN_USE)', async () => {
    const s = recordedSleep();
    const inUse = () =>
      json(409, {
        message: [
          { code: 'IDEMPOTENCY_KEY_IN_USE', source: 'Idempotency-Key', description: 'still running' },
        ],
      });
    const f = scriptedFetch(dropped(), inUse(), paid());
    const client = createClient({ fetch: f.fetch, sleep: s.sleep, random: () => 0, retry: { attempts: 3 } });
    const { data } = await client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD);
    expect(data.status).toBe('paid');
    expect(f.sent).toHaveLength(3);
    expect(new Set(f.keys()).size).toBe(1);
    expect(s.waits).toEqual([500, 1000]);
  });

  it('gives up with IDEMPOTENCY_KEY_IN_USE once the tries are spent', async () => {
    const inUse = () =>
      json(409, {
        message: [{ code: 'IDEMPOTENCY_KEY_IN_USE', source: 'Idempotency-Key', description: 'x' }],
      });
    const f = scriptedFetch(inUse(), inUse());
    const client = createClient({ fetch: f.fetch, sleep: recordedSleep().sleep, retry: { attempts: 2 } });
    const e = await reject(client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD));
    expect(e).toMatchObject({ kind: 'api', status: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
    expect(f.sent).toHaveLength(2);
  });

  it('stops retrying at once when the shopper aborts during the backoff', async () => {
    const ctl = new AbortController();
    const f = scriptedFetch(json(503, {}), paid());
    const sleep = async () => ctl.abort();
    const e = await reject(
      createClient({ fetch: f.fetch, sleep }).pay('0c0c0c0c-0000-4000-8000-000000000001', CARD, {
        signal: ctl.signal,
      }),
    );
    expect(e.kind).toBe('aborted');
    expect(f.sent).toHaveLength(1);
  });

  it('reports an abort in flight as aborted, not as a timeout, and does not retry', async () => {
    const ctl = new AbortController();
    const f = scriptedFetch((signal) => {
      setTimeout(() => ctl.abort(), 5);
      return hang(signal);
    }, paid());
    const e = await reject(
      createClient({ fetch: f.fetch }).pay('0c0c0c0c-0000-4000-8000-000000000001', CARD, {
        signal: ctl.signal,
      }),
    );
    expect(e.kind).toBe('aborted');
    expect(f.sent).toHaveLength(1);
  });

  it('reports a request that outlives its timeout as timeout', async () => {
    const f = scriptedFetch(hang);
    const client = createClient({ fetch: f.fetch, retry: { attempts: 1 } });
    const e = await reject(client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD, { timeoutMs: 10 }));
    expect(e.kind).toBe('timeout');
  });

  it('waits for real between retries by default and an abort cuts the wait short', async () => {
    const ctl = new AbortController();
    const f = scriptedFetch(json(503, {}), paid());
    const client = createClient({ fetch: f.fetch, retry: { baseMs: 60_000 } });
    const pending = client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD, { signal: ctl.signal });
    setTimeout(() => ctl.abort(), 20);
    const e = await reject(pending);
    expect(e.kind).toBe('aborted');
    expect(f.sent).toHaveLength(1);
  });
});
