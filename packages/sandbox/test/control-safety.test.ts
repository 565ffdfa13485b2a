import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index.ts';
import { Merchant, startSandbox, VISA_APPROVED } from './support/merchant.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: { limit: 10_000, windowMs: 60_000 } });
});
afterAll(() => sandbox.close());

const control = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.controlUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('QA control endpoints refuse other web pages', () => {
  it('refuses a control POST from another origin with 403 and changes nothing', async () => {
    const reply = await control('/version-mode', '{"mode":"sunset"}', { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect(reply.body.message[0].code).toBe('FORBIDDEN_ORIGIN');
    expect(sandbox.control.core.versionMode).toBe('current');
    const reset = await control('/reset', '', { origin: 'null' });
    expect(reset.status).toBe(403);
  });

  it("accepts a control POST from the sandbox's own origin and from tools that send no Origin", async () => {
    const own = await control('/version-mode', '{"mode":"current"}', { origin: sandbox.baseUrl });
    expect(own.status).toBe(200);
    expect((await control('/version-mode', '{"mode":"current"}')).status).toBe(200);
  });

  it('refuses a text/plain body (a form or no-cors request needs no preflight) with 415', async () => {
    const reply = await control('/clock/advance', '{"ms":61000}', { 'content-type': 'text/plain' });
    expect(reply.status).toBe(415);
    expect(reply.body.message[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('still takes the ACS form posts that shop pages send from their own origin', async () => {
    const res = await fetch(`${sandbox.controlUrl}/acs/method-notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.example' },
      body: new URLSearchParams({
        threeDSMethodData: Buffer.from('{"threeDSServerTransID":"t-1"}').toString('base64url'),
      }),
    });
    expect(res.status).toBe(200);
  });
});

describe('the sandbox clock', () => {
  it('refuses an absurd clock advance with 422 and keeps answering', async () => {
    const reply = await control('/clock/advance', '{"ms":9e15}');
    expect(reply.status).toBe(422);
    expect(reply.body.message[0].source).toBe('ms');
    const info = await fetch(`${sandbox.controlUrl}/`);
    expect(info.status).toBe(200);
  });

  it('puts the clock back to real time on reset', async () => {
    await control('/clock/advance', JSON.stringify({ ms: 30 * 86_400_000 }));
    expect(sandbox.control.core.now() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await control('/reset', '');
    expect(Math.abs(sandbox.control.core.now() - Date.now())).toBeLessThan(60_000);
  });
});

describe('card tokens', () => {
  it('expire 15 minutes after tokenization (sandbox clock): the charge is then refused', async () => {
    const fresh = await Merchant.login(sandbox);
    const token = await fresh.post('/api/v1/bank/wallet/tokenization/', VISA_APPROVED);
    expect(token.status).toBe(201);
    expect(Date.parse(token.body.expires_at) - Date.parse(token.body.created_at)).toBe(15 * 60_000);
    sandbox.control.advance(14 * 60_000);
    const inTime = await fresh.charge({ card_token: token.body.card_token });
    expect(inTime.body.status).toBe('paid');
    sandbox.control.advance(2 * 60_000);
    const late = await fresh.charge({ card_token: token.body.card_token });
    expect(late.status).toBe(422);
    expect(late.body.message[0]).toMatchObject({ code: 'INVALID_VALUE', source: 'card_token' });
  });
});
