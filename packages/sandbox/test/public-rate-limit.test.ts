/**
 * Fair rate limits: failed token attempts count against the caller's address, the shopper's public calls against
 * the charge and the address, and neither against the merchant, whose own calls keep the seed's 100 per 60 s.
 * Callers on other addresses are 127.0.0.x loopback addresses (Linux routes all of 127/8 to the loopback).
 */
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index.ts';
import { card, createCharge, PUBLIC } from './public-helpers.ts';
import { BR_WALLET, Merchant, requestToken, startSandbox } from './support/merchant.ts';

let sandbox: Sandbox | undefined;
afterEach(() => sandbox?.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
  body: any;
}

/** An HTTP request sent from the given local address. */
function from(
  address: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: address },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const ATTACKER = '127.0.0.2';
const SHOPPER = '127.0.0.3';

const wrongSecret = (sb: Sandbox, secret = 'guess') =>
  from(ATTACKER, `${sb.authUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sb.clientId,
      client_secret: secret,
    }).toString(),
  });

describe('fair rate limits', () => {
  it("110 wrong-secret token requests and 105 public calls leave the merchant's own calls usable", async () => {
    sandbox = await startSandbox();
    const sb = sandbox;
    const merchant = await Merchant.login(sb); // merchant request 1
    const charge = await createCharge(sb, 'BR', 120); // 2 (its own token) and 3

    const attempts: number[] = [];
    for (let i = 0; i < 110; i++) attempts.push((await wrongSecret(sb)).status);
    expect(attempts.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(attempts.slice(100)).toEqual(Array(10).fill(429));
    // While the address is over its limit it may not try any secret, not even the right one.
    expect((await wrongSecret(sb, sb.clientSecret)).status).toBe(429);

    const publicCalls: Answer[] = [];
    for (let i = 0; i < 105; i++) {
      publicCalls.push(
        await from(SHOPPER, `${sb.baseUrl}${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment`),
      );
    }
    // The charge's own limit (100 per 60 s) stops the last five; the merchant's quota is not touched.
    expect(publicCalls.slice(0, 100).every((a) => a.status === 200)).toBe(true);
    expect(publicCalls[0]?.headers['x-ratelimit-remaining']).toBe('99');
    expect(publicCalls.slice(100).map((a) => a.status)).toEqual(Array(5).fill(429));
    expect(publicCalls.at(-1)?.body.error.details[0].reason).toContain('per charge');

    const own = await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`); // 4
    expect(own.status).toBe(200);
    expect(own.headers.get('x-ratelimit-limit')).toBe('100');
    expect(own.headers.get('x-ratelimit-remaining')).toBe('96');
    expect((await requestToken(sb)).status).toBe(200); // 5: the merchant's address is not the attacker's
  });

  it('limits public calls per charge, with their own headers and the seed 429 body, readable by the page', async () => {
    sandbox = await startSandbox({ publicRateLimit: { perCharge: { limit: 3, windowMs: 60_000 } } });
    const sb = sandbox;
    const [one, two] = [await createCharge(sb, 'BR', 10), await createCharge(sb, 'BR', 11)];
    const path = (uuid: string) => `${sb.baseUrl}${PUBLIC}/charge/${uuid}/simulate-installment`;
    const headers = { origin: 'https://shop.example' };
    const first = await from(SHOPPER, path(one.charge_uuid), { headers });
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    await from(SHOPPER, path(one.charge_uuid), { headers });
    await from(SHOPPER, path(one.charge_uuid), { headers });
    const limited = await from(SHOPPER, path(one.charge_uuid), { headers });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    expect(limited.body).toMatchObject({
      error: {
        code: 'RATE_LIMIT_EXCEEDED',
        details: [{ field: 'rate_limit', reason: expect.stringContaining('per charge') }],
      },
      request_id: expect.any(String),
    });
    expect((await from(SHOPPER, path(two.charge_uuid))).status).toBe(200);
    const merchant = await Merchant.login(sb);
    expect((await merchant.get('/api/v1/bank/wallet/charges/')).status).toBe(200);
  });

  it("120 public calls on a charge from a stranger's address leave the shopper's pay answering 200", async () => {
    sandbox = await startSandbox();
    const sb = sandbox;
    const charge = await createCharge(sb, 'BR', 64.9);
    const stranger: number[] = [];
    for (let i = 0; i < 120; i++) {
      stranger.push(
        (await from(ATTACKER, `${sb.baseUrl}${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment`))
          .status,
      );
    }
    // The stranger exhausts only their own budget for this charge.
    expect(stranger.slice(0, 100).every((s) => s === 200)).toBe(true);
    expect(stranger.slice(100)).toEqual(Array(20).fill(429));
    const pay = await from(SHOPPER, `${sb.baseUrl}${PUBLIC}/charge/${charge.charge_uuid}/pay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
        origin: 'https://shop.example',
      },
      body: JSON.stringify(card('4111111111111111')),
    });
    expect(pay.status).toBe(200);
    expect(pay.body.status).toBe('paid');
    expect(pay.headers['x-ratelimit-remaining']).toBe('99');
  });

  it('does not count browser requests refused with 403 FORBIDDEN_ORIGIN: 110 no-cors wrong secrets lock nobody out', async () => {
    sandbox = await startSandbox();
    const sb = sandbox;
    const fromPage = (secret: string) =>
      from(ATTACKER, `${sb.authUrl}/oauth2/token`, {
        method: 'POST',
        // What a no-cors form POST from any web page carries: a simple content type and its Origin.
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: sb.clientId,
          client_secret: secret,
        }).toString(),
      });
    const answers: Answer[] = [];
    for (let i = 0; i < 110; i++) answers.push(await fromPage(`guess-${i}`));
    expect(answers.every((a) => a.status === 403 && a.body.message[0].code === 'FORBIDDEN_ORIGIN')).toBe(
      true,
    );
    // Every answer still carries the address's headers, and nothing was taken from it.
    expect(answers.at(-1)?.headers['x-ratelimit-limit']).toBe('100');
    expect(answers.at(-1)?.headers['x-ratelimit-remaining']).toBe('100');
    // The same address's backend still gets its token, and a merchant path refused by origin counts nothing either.
    const token = await wrongSecret(sb, sb.clientSecret);
    expect(token.status).toBe(200);
    for (let i = 0; i < 110; i++) {
      const refused = await from(ATTACKER, `${sb.baseUrl}/api/v1/bank/wallet/charges/`, {
        headers: { origin: 'https://evil.example', authorization: `Bearer ${token.body.access_token}` },
      });
      expect(refused.status).toBe(403);
    }
    const own = await from(ATTACKER, `${sb.baseUrl}/api/v1/bank/wallet/charges/`, {
      headers: { authorization: `Bearer ${token.body.access_token}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers['x-ratelimit-remaining']).toBe('98');
  });

  it('answers the public endpoints’ CORS preflights with X-RateLimit headers, without counting them', async () => {
    sandbox = await startSandbox();
    const sb = sandbox;
    const charge = await createCharge(sb, 'BR', 20);
    const preflight = () =>
      from(SHOPPER, `${sb.baseUrl}${PUBLIC}/charge/${charge.charge_uuid}/pay`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key',
        },
      });
    const first = await preflight();
    expect(first.status).toBe(204);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['x-ratelimit-limit']).toBe('100');
    expect(first.headers['x-ratelimit-remaining']).toBe('100');
    expect(first.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
    await preflight();
    const call = await from(
      SHOPPER,
      `${sb.baseUrl}${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment`,
    );
    expect(call.headers['x-ratelimit-remaining']).toBe('99');
    expect((await preflight()).headers['x-ratelimit-remaining']).toBe('99');
    // A preflight for an endpoint whose charge is in the body shows the address's limit.
    const bodyCharge = await from(SHOPPER, `${sb.baseUrl}${PUBLIC}/setup-authentication`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(bodyCharge.headers['x-ratelimit-limit']).toMatch(/^\d+$/);
  });

  it('throttles a charge’s next pay calls on QA request: 429 with the asked Retry-After, nothing changed, then paid', async () => {
    sandbox = await startSandbox();
    const sb = sandbox;
    const charge = await createCharge(sb, 'BR', 33);
    const throttle = await fetch(`${sb.controlUrl}/charges/${charge.charge_uuid}/throttle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ retry_after: 2, times: 2 }),
    });
    expect(await throttle.json()).toEqual({ charge_uuid: charge.charge_uuid, retry_after: 2, times: 2 });
    const key = crypto.randomUUID();
    const pay = () =>
      from(SHOPPER, `${sb.baseUrl}${PUBLIC}/charge/${charge.charge_uuid}/pay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          origin: 'https://shop.example',
        },
        body: JSON.stringify(card('4111111111111111')),
      });
    for (let i = 0; i < 2; i++) {
      const limited = await pay();
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBe('2');
      expect(limited.headers['access-control-allow-origin']).toBe('*');
      expect(limited.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
      expect(sb.control.charge(charge.charge_uuid)?.status).toBe('issued');
    }
    const paid = await pay();
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
  });

  it('limits public calls per address across charges', async () => {
    sandbox = await startSandbox({ publicRateLimit: { perAddress: { limit: 4, windowMs: 60_000 } } });
    const sb = sandbox;
    const charges = [
      await createCharge(sb, 'BR', 10),
      await createCharge(sb, 'BR', 11),
      await createCharge(sb, 'BR', 12),
    ];
    const statuses: number[] = [];
    for (const c of [...charges, ...charges]) {
      statuses.push(
        (await from(SHOPPER, `${sb.baseUrl}${PUBLIC}/charge/${c.charge_uuid}/simulate-installment`)).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const elsewhere = await from(
      '127.0.0.4',
      `${sb.baseUrl}${PUBLIC}/charge/${charges[0]?.charge_uuid}/simulate-installment`,
    );
    expect(elsewhere.status).toBe(200);
  });

  it('counts calls for unknown charges and requests without a valid token against the address, not a client', async () => {
    sandbox = await startSandbox({ rateLimit: { limit: 3, windowMs: 60_000 } });
    const sb = sandbox;
    const unknown = `${sb.baseUrl}${PUBLIC}/charge/00000000-0000-4000-8000-000000000000/simulate-installment`;
    expect((await from(SHOPPER, unknown)).status).toBe(404);
    expect((await from(SHOPPER, `${sb.baseUrl}/api/v1/bank/wallet/charges/`)).status).toBe(401);
    expect((await from(SHOPPER, unknown)).status).toBe(404);
    const limited = await from(SHOPPER, unknown);
    expect(limited.status).toBe(429);
    expect(limited.body.error.details[0].reason).toContain('per address');
    const merchant = await Merchant.login(sb);
    const own = await merchant.get('/api/v1/bank/wallet/charges/');
    expect(own.status).toBe(200);
    expect(own.headers.get('x-ratelimit-remaining')).toBe('1');
  });
});
