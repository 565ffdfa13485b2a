import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index.ts';
import { BR_WALLET, Merchant, requestToken, startSandbox } from './support/merchant.ts';

let clock = Date.parse('2026-08-01T12:00:00Z');
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: () => clock });
});
afterAll(() => sandbox.close());

const tokenRequest = (body: string, contentType = 'application/x-www-form-urlencoded') =>
  fetch(`${sandbox.authUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

describe('OAuth 2.0 client credentials token', () => {
  it('issues a one-hour Bearer JWT for the seeded credentials', async () => {
    const reply = await requestToken(sandbox);
    expect(reply.status).toBe(200);
    expect(reply.body.token_type).toBe('Bearer');
    expect(reply.body.expires_in).toBe(3600);
    const claims = decodeJwt(reply.body.access_token);
    expect(claims.sub).toBe('tucan_sandbox_client');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('answers 400 for a malformed token request', async () => {
    const wrongGrant = await tokenRequest('grant_type=password&client_id=a&client_secret=b');
    expect(wrongGrant.status).toBe(400);
    expect((await wrongGrant.json()).message[0].source).toBe('grant_type');

    const missing = await tokenRequest('grant_type=client_credentials');
    expect(missing.status).toBe(400);
    const sources = (await missing.json()).message.map((e: { source: string }) => e.source);
    expect(sources).toEqual(['client_id', 'client_secret']);

    const json = await tokenRequest('{"grant_type":"client_credentials"}', 'application/json');
    expect(json.status).toBe(400);
  });

  it('answers 401 for a wrong client secret or an unknown client', async () => {
    expect((await requestToken(sandbox, sandbox.clientId, 'wrong')).status).toBe(401);
    const unknown = await requestToken(sandbox, 'nobody', 'x');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message[0].code).toBe('INVALID_CLIENT');
  });

  it('refuses a token request from a browser origin', async () => {
    const response = await fetch(`${sandbox.authUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.example' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: sandbox.clientId,
        client_secret: sandbox.clientSecret,
      }),
    });
    expect(response.status).toBe(403);
  });
});

describe('bearer token on the wallet endpoints', () => {
  it('answers 401 without a token', async () => {
    const response = await fetch(`${sandbox.baseUrl}/api/v1/bank/wallet/${BR_WALLET}/`);
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.message[0]).toMatchObject({ code: 'UNAUTHORIZED', source: 'header' });
    expect(response.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('answers 401 for a forged token', async () => {
    const merchant = new Merchant(sandbox, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
    expect((await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`)).status).toBe(401);
  });

  it('accepts a fresh token and answers 401 TOKEN_EXPIRED once it is an hour old', async () => {
    const merchant = await Merchant.login(sandbox);
    expect((await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`)).status).toBe(200);
    clock += 3599_000;
    expect((await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`)).status).toBe(200);
    clock += 2_000;
    const expired = await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`);
    expect(expired.status).toBe(401);
    expect(expired.body.message[0].code).toBe('TOKEN_EXPIRED');
    const again = await Merchant.login(sandbox);
    expect((await again.get(`/api/v1/bank/wallet/${BR_WALLET}/`)).status).toBe(200);
  });

  it('refuses merchant calls that carry a browser Origin', async () => {
    const merchant = await Merchant.login(sandbox);
    const reply = await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`, { origin: 'https://shop.example' });
    expect(reply.status).toBe(403);
    expect(reply.body.message[0].code).toBe('FORBIDDEN_ORIGIN');
  });
});

describe('token service rate limit', () => {
  it('answers 429 once the client has used up its requests', async () => {
    const limited = await startSandbox({ rateLimit: { limit: 2, windowMs: 60_000 } });
    try {
      expect((await requestToken(limited)).status).toBe(200);
      expect((await requestToken(limited)).status).toBe(200);
      const third = await requestToken(limited);
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    } finally {
      await limited.close();
    }
  });
});
