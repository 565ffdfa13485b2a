import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index.ts';
import { BR_WALLET, Merchant, startSandbox } from './support/merchant.ts';

let sandbox: Sandbox | undefined;
afterEach(() => sandbox?.close());

describe('rate limit: 100 requests per rolling 60 s per client_id', () => {
  it('answers request 101 with 429, Retry-After and the seed body', async () => {
    let clock = Date.parse('2026-08-01T12:00:00Z');
    sandbox = await startSandbox({ now: () => clock });
    const merchant = await Merchant.login(sandbox); // request 1 (token endpoint counts too)
    for (let i = 2; i <= 100; i++) {
      const reply = await merchant.get(
        i % 2 ? `/api/v1/bank/wallet/${BR_WALLET}/` : '/api/v1/bank/wallet/charges/',
      );
      expect(reply.status).toBe(200);
      expect(reply.headers.get('x-ratelimit-remaining')).toBe(String(100 - i));
    }
    const limited = await merchant.get('/api/v1/bank/wallet/charges/');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.headers.get('x-ratelimit-limit')).toBe('100');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset')).toBe(String(Math.ceil(clock / 1000) + 60));
    expect(limited.body).toEqual({
      error: {
        code: 'RATE_LIMIT_EXCEEDED',
        message: expect.stringContaining('60 seconds'),
        details: [{ field: 'rate_limit', reason: expect.any(String) }],
      },
      request_id: expect.any(String),
    });
    clock += 60_001;
    expect((await merchant.get('/api/v1/bank/wallet/charges/')).status).toBe(200);
  });

  it('puts the headers on every response, errors included', async () => {
    sandbox = await startSandbox();
    const merchant = await Merchant.login(sandbox);
    const bad = await merchant.post('/api/v1/bank/wallet/charge/', '{oops');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-ratelimit-limit')).toBe('100');
    expect(bad.headers.get('x-ratelimit-remaining')).toBe('98');
    expect(Number(bad.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    const unauthenticated = await fetch(`${sandbox.baseUrl}/api/v1/bank/wallet/charges/`);
    expect(unauthenticated.headers.get('x-ratelimit-remaining')).not.toBeNull();
  });

  it("uses a configurable limit, and public calls on the merchant's charges never count against it", async () => {
    // The sandbox clock stands still: the window is counted on it, so no request leaves it however slow the run.
    let clock = Date.parse('2026-08-01T12:00:00Z');
    sandbox = await startSandbox({ now: () => clock, rateLimit: { limit: 4, windowMs: 1000 } });
    const merchant = await Merchant.login(sandbox); // 1
    const charge = await merchant.charge({ type_charge: 'pix' }); // 2
    for (let i = 0; i < 5; i++) {
      const publicCall = await fetch(
        `${sandbox.baseUrl}/api/v1/bank/public/charge/${charge.body.charge_uuid}/simulate-installment`,
      );
      expect(publicCall.status).toBe(200);
      expect(publicCall.headers.get('x-ratelimit-limit')).toBe('100');
    }
    expect((await merchant.get('/api/v1/bank/wallet/charges/')).status).toBe(200); // 3
    expect((await merchant.get('/api/v1/bank/wallet/charges/')).status).toBe(200); // 4
    expect((await merchant.get('/api/v1/bank/wallet/charges/')).status).toBe(429);
    // The configured window, not the default minute: a second on, the first requests have left it.
    clock += 1_001;
    expect((await merchant.get('/api/v1/bank/wallet/charges/')).status).toBe(200);
  });

  it('keeps requests that cannot be tied to a client out of the client budget', async () => {
    sandbox = await startSandbox({ rateLimit: { limit: 3, windowMs: 60_000 } });
    const merchant = await Merchant.login(sandbox);
    for (let i = 0; i < 5; i++) await fetch(`${sandbox.baseUrl}/api/v1/bank/wallet/charges/`);
    expect((await merchant.get('/api/v1/bank/wallet/charges/')).status).toBe(200);
  });
});
