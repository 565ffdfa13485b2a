/**
 * OAuth interop: a standard OAuth library with its default settings (HTTP Basic client authentication, RFC 6749
 * §2.3.1) gets a token, and token errors carry RFC 6749's `error` and `error_description` beside the seed's shape.
 */
import { ClientCredentials } from 'simple-oauth2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index.ts';
import { BR_WALLET, Merchant, startSandbox } from './support/merchant.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const oauthClient = (id: string, secret: string, options?: { authorizationMethod: 'header' | 'body' }) =>
  new ClientCredentials({
    client: { id, secret },
    auth: { tokenHost: sandbox.baseUrl, tokenPath: '/auth/oauth2/token' },
    ...(options ? { options } : {}),
  });

const tokenRequest = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.authUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  }).then(async (r) => ({ status: r.status, headers: r.headers, body: await r.json() }));

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('a real OAuth library (simple-oauth2) with its default settings', () => {
  it('gets a Bearer token through HTTP Basic client authentication, and the token works', async () => {
    const token = await oauthClient(sandbox.clientId, sandbox.clientSecret).getToken({});
    expect(token.token).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const merchant = new Merchant(sandbox, String(token.token.access_token));
    expect((await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`)).status).toBe(200);
  });

  it("also gets one with the seed's form-body credentials", async () => {
    const token = await oauthClient(sandbox.clientId, sandbox.clientSecret, {
      authorizationMethod: 'body',
    }).getToken({});
    expect(token.token.token_type).toBe('Bearer');
  });

  it('decodes form-encoded Basic credentials (RFC 6749 §2.3.1): a secret with reserved characters works', async () => {
    sandbox.control.core.clients.set('shop:42', {
      client_id: 'shop:42',
      client_secret: 'p@ss:w0rd+/ (1)!',
      name: 'Odd merchant',
      webhook_secret: 'whsec_odd',
    });
    const token = await oauthClient('shop:42', 'p@ss:w0rd+/ (1)!').getToken({});
    expect(token.token.token_type).toBe('Bearer');
  });

  it('sees a wrong secret as 401 invalid_client, with WWW-Authenticate: Basic', async () => {
    const failure = await oauthClient(sandbox.clientId, 'wrong')
      .getToken({})
      .then(
        () => undefined,
        (error: { output?: { statusCode: number }; data?: { payload: Record<string, unknown> } }) => error,
      );
    expect(failure?.output?.statusCode).toBe(401);
    expect(failure?.data?.payload).toMatchObject({
      error: 'invalid_client',
      error_description: expect.any(String),
      message: [{ code: 'INVALID_CLIENT', source: 'header', description: expect.any(String) }],
    });
    const raw = await tokenRequest('grant_type=client_credentials', {
      authorization: basic(sandbox.clientId, 'wrong'),
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toMatch(/^Basic realm="tucan"/);
  });
});

describe('token errors in RFC 6749 form beside the seed shape', () => {
  it('refuses Basic and form credentials at once with 400 invalid_request and a clear description', async () => {
    const both = await tokenRequest(
      `grant_type=client_credentials&client_id=${sandbox.clientId}&client_secret=${sandbox.clientSecret}`,
      { authorization: basic(sandbox.clientId, sandbox.clientSecret) },
    );
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringMatching(/not both/),
      message: [{ code: 'INVALID_REQUEST', source: 'header' }],
      request_id: expect.any(String),
    });
  });

  it('answers unsupported_grant_type, invalid_request for missing fields, and invalid_client for an unknown client', async () => {
    const grant = await tokenRequest(`grant_type=password&client_id=a&client_secret=b`);
    expect(grant.status).toBe(400);
    expect(grant.body).toMatchObject({
      error: 'unsupported_grant_type',
      message: [{ source: 'grant_type' }],
    });
    const missing = await tokenRequest('grant_type=client_credentials');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
    expect(missing.body.message.map((e: { source: string }) => e.source)).toEqual([
      'client_id',
      'client_secret',
    ]);
    const malformed = await tokenRequest('grant_type=client_credentials', { authorization: 'Basic %%%' });
    expect(malformed.body).toMatchObject({ error: 'invalid_request', message: [{ source: 'header' }] });
    const unknown = await tokenRequest('grant_type=client_credentials&client_id=nobody&client_secret=x');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ error: 'invalid_client', message: [{ code: 'INVALID_CLIENT' }] });
    expect(unknown.headers.get('www-authenticate')).toMatch(/^Basic/);
  });
});
