import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../src/index.ts';
import { createCharge, get, PUBLIC, type Sandbox } from './public-helpers.ts';

let sb: Sandbox;
beforeAll(async () => {
  sb = await createSandbox({ port: 0, rateLimit: { limit: 5, windowMs: 60_000 } });
});
afterAll(() => sb.close());

describe('rate limit of public calls', () => {
  it("counts public calls against the client that owns the charge, with the seed's 429 body", async () => {
    // token + charge creation use 2 of the 5 requests of the owning client
    const charge = await createCharge(sb, 'BR', 10);
    const path = `${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment`;
    const first = await get(sb, path);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    await get(sb, path);
    await get(sb, path);
    const limited = await get(sb, path);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('access-control-allow-origin')).toBe('*');
    expect(limited.body).toMatchObject({
      error: { code: 'RATE_LIMIT_EXCEEDED', details: [{ field: 'rate_limit' }] },
      request_id: expect.any(String),
    });
  });
});
