/**
 * The sandbox against its own OpenAPI document, judged by a validator nobody here wrote: Stoplight Prism's
 * validation proxy (`prism proxy`) in front of a listening sandbox. One scenario touches every operation and every
 * documented error status; Prism reports each request or response that breaks the document in `sl-violations`.
 * The document is the closed form (`closedResponses`): a response field the document does not name is a violation.
 * Requests that are malformed on purpose (to get the 400, 413-by-form and 415 answers) may break the request part
 * only; their answers must still conform.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_WALLETS } from '../src/contract.ts';
import { createSandbox } from '../src/index.ts';
import { openApiDocument } from '../src/openapi/document.ts';
import { FUTURE_YEAR } from './public-helpers.ts';

const PRISM = resolve(import.meta.dirname, '../../../node_modules/.bin/prism');
const UNKNOWN = '7ca40000-0000-4000-8000-0000000000ff';

type Sandbox = Awaited<ReturnType<typeof createSandbox>>;
interface Violation {
  location: string[];
  message: string;
}
interface Exchange {
  step: string;
  status: number;
  violations: Violation[];
  body: unknown;
  badRequest: boolean;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** `prism proxy <document> <upstream>` on a free port, resolved once it answers. */
async function startPrism(document: string, upstream: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(PRISM, ['proxy', document, upstream, '--port', String(port), '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`prism did not start:\n${output}`)), 40_000);
    const check = setInterval(() => {
      if (output.includes('Prism is listening')) {
        clearInterval(check);
        clearTimeout(timer);
        done();
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      fail(new Error(`prism exited with ${code}:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

describe('the sandbox through Prism’s validation proxy', () => {
  let sb: Sandbox;
  let dir: string;
  let api: { url: string; child: ChildProcess };
  let auth: { url: string; child: ChildProcess };
  let token = '';
  const exchanges: Exchange[] = [];

  beforeAll(async () => {
    sb = await createSandbox({
      port: 0,
      rateLimit: { limit: 10_000, windowMs: 60_000 },
      publicRateLimit: { perCharge: { limit: 5, windowMs: 60_000 } },
    });
    dir = mkdtempSync(join(tmpdir(), 'tucan-openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(openApiDocument({ baseUrl: sb.baseUrl, closedResponses: true })));
    // The token endpoint lives under {auth_url} (its own server in the document): one proxy per server.
    [api, auth] = await Promise.all([startPrism(file, sb.baseUrl), startPrism(file, sb.authUrl)]);
  }, 60_000);

  afterAll(async () => {
    api?.child.kill();
    auth?.child.kill();
    await sb?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  interface Send {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    json?: unknown;
    body?: string;
    /** Malformed on purpose: request violations are expected, response ones are not. */
    badRequest?: boolean;
    bearer?: boolean;
    via?: 'api' | 'auth';
  }

  async function send(step: string, path: string, opts: Send = {}): Promise<Exchange> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.bearer !== false && opts.via !== 'auth') headers.authorization ??= `Bearer ${token}`;
    let body = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${(opts.via === 'auth' ? auth : api).url}${path}`, {
      method: opts.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    const text = await res.text();
    const raw = res.headers.get('sl-violations');
    const exchange: Exchange = {
      step,
      status: res.status,
      violations: raw ? (JSON.parse(raw) as Violation[]) : [],
      body: text ? JSON.parse(text) : null,
      badRequest: opts.badRequest ?? false,
    };
    exchanges.push(exchange);
    return exchange;
  }

  const tokenForm = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sb.clientId,
      client_secret: sb.clientSecret,
      ...extra,
    }).toString();
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const card = (number: string) => ({
    card_name: 'Ana Souza',
    card_number: number,
    card_expiry_month: '04',
    card_expiry_year: FUTURE_YEAR,
    card_cvv: '123',
  });
  const BR = SEED_WALLETS.BR;
  const charge = (extra: Record<string, unknown> = {}) => ({ wallet_uuid: BR, value: 25, ...extra });
  const uuidOf = (e: Exchange) => (e.body as { charge_uuid: string }).charge_uuid;
  const ops = (chargeUuid: string, op: string, wallet = BR) =>
    `/api/v1/bank/wallet/charge/${chargeUuid}/${op}/${wallet}/`;
  const PUB = '/api/v1/bank/public';

  it('answers every operation and every documented error status as the document says', async () => {
    const expectStatus = async (pending: Promise<Exchange>, status: number) => {
      const e = await pending;
      expect(e.status, `${e.step}: ${JSON.stringify(e.body)}`).toBe(status);
      return e;
    };

    // Token endpoint ({auth_url}).
    const issued = await expectStatus(
      send('token (form)', '/oauth2/token', { via: 'auth', headers: form, body: tokenForm() }),
      200,
    );
    token = (issued.body as { access_token: string }).access_token;
    const basic = Buffer.from(`${sb.clientId}:${sb.clientSecret}`).toString('base64');
    await expectStatus(
      send('token (HTTP Basic)', '/oauth2/token', {
        via: 'auth',
        headers: { ...form, authorization: `Basic ${basic}` },
        body: 'grant_type=client_credentials',
      }),
      200,
    );
    await expectStatus(
      send('token: wrong secret', '/oauth2/token', {
        via: 'auth',
        headers: form,
        body: tokenForm({ client_secret: 'wrong' }),
      }),
      401,
    );
    await expectStatus(
      send('token: other grant', '/oauth2/token', {
        via: 'auth',
        headers: form,
        body: tokenForm({ grant_type: 'password' }),
        badRequest: true,
      }),
      400,
    );
    await expectStatus(
      send('token: browser origin', '/oauth2/token', {
        via: 'auth',
        headers: { ...form, origin: 'https://shop.example' },
        body: tokenForm(),
      }),
      403,
    );
    await expectStatus(
      send('token: body too large', '/oauth2/token', {
        via: 'auth',
        headers: form,
        body: tokenForm({ padding: 'x'.repeat(110_000) }),
      }),
      413,
    );

    // Wallets.
    const wallet = await expectStatus(
      send('create wallet', '/api/v1/bank/wallet/', { json: { name: 'Loja Prism', country: 'BR' } }),
      201,
    );
    await expectStatus(
      send('get wallet', `/api/v1/bank/wallet/${(wallet.body as { uuid: string }).uuid}/`),
      200,
    );

    // Charges.
    await expectStatus(send('POST /charge', '/charge', { json: charge({ type_charge: 'pix' }) }), 201);
    await expectStatus(send('POST /api/v1/charge', '/api/v1/charge', { json: charge() }), 201);
    const reference = `prism-${Date.now()}`;
    const confirmed = await expectStatus(
      send('create a pre-captured card charge', '/api/v1/bank/wallet/charge/', {
        json: charge({
          type_charge: 'credit_card',
          capture: false,
          reference_external_id: reference,
          metadata: { order: 42 },
          ...card('4111111111111111'),
        }),
        headers: { 'idempotency-key': reference },
      }),
      201,
    );
    await expectStatus(
      send('replay the creation', '/api/v1/bank/wallet/charge/', {
        json: charge({
          type_charge: 'credit_card',
          capture: false,
          reference_external_id: reference,
          metadata: { order: 42 },
          ...card('4111111111111111'),
        }),
        headers: { 'idempotency-key': reference },
      }),
      201,
    );
    const paidUuid = uuidOf(confirmed);
    await expectStatus(send('get charge', `/api/v1/bank/wallet/charge/${paidUuid}/`), 200);
    const listed = await expectStatus(
      send(
        'list by reference_external_id',
        `/api/v1/bank/wallet/charges/?reference_external_id=${reference}`,
      ),
      200,
    );
    expect((listed.body as { count: number }).count).toBe(1);
    await expectStatus(send('capture', ops(paidUuid, 'capture'), { json: {} }), 200);
    await expectStatus(
      send('partial refund', ops(paidUuid, 'refund'), { json: { value: 5, reason: 'one item back' } }),
      200,
    );
    await expectStatus(
      send('refund more than is left', ops(paidUuid, 'refund'), { json: { value: 500 } }),
      422,
    );
    const open = await expectStatus(
      send('create an issued charge', '/api/v1/bank/wallet/charge/', { json: charge() }),
      201,
    );
    await expectStatus(send('capture an issued charge', ops(uuidOf(open), 'capture'), { json: {} }), 409);
    await expectStatus(send('cancel', ops(uuidOf(open), 'cancel'), { json: {} }), 200);
    await expectStatus(send('pix charge', '/api/v1/bank/wallet/charge/pix/', { json: charge() }), 201);
    const subscribed = await expectStatus(
      send('charge with a subscription', '/api/v1/bank/wallet/charge/', {
        json: charge({ subscription: { cycle: 'biweekly' } }),
      }),
      201,
    );
    const subscription = (subscribed.body as { subscription_uuid: string }).subscription_uuid;
    await expectStatus(send('get subscription', `/api/v1/bank/wallet/subscription/${subscription}/`), 200);

    // Payment links, cards, FX, payouts.
    await expectStatus(
      send('payment link', '/api/v1/bank/wallet/payment-link/', { json: charge({ description: 'Link' }) }),
      201,
    );
    await expectStatus(send('checkout', '/api/v1/bank/wallet/checkout/', { json: charge() }), 201);
    await expectStatus(
      send('zero-auth', '/api/v1/bank/wallet/zero-auth/', { json: card('4111111111111111') }),
      200,
    );
    await expectStatus(
      send('tokenization', '/api/v1/bank/wallet/tokenization/', { json: card('5555555555554444') }),
      201,
    );
    await expectStatus(send('BIN lookup', '/api/v1/bank/wallet/bin/411111/'), 200);
    await expectStatus(send('BIN lookup: malformed', '/api/v1/bank/wallet/bin/41/'), 422);
    await expectStatus(
      send('FX quote', '/api/v1/bank/wallet/fx/rate/', {
        json: { from_currency: 'USD', to_currency: 'BRL' },
      }),
      200,
    );
    await expectStatus(
      send('FX quote: same currency', '/api/v1/bank/wallet/fx/rate/', {
        json: { from_currency: 'USD', to_currency: 'USD' },
      }),
      422,
    );
    const payout = await expectStatus(
      send('create payout', '/api/v1/bank/wallet/payout/', {
        json: {
          wallet_uuid: BR,
          value: 40,
          type_payout: 'pix',
          pix_destination: { key_type: 'email', key: 'ana@example.com' },
        },
      }),
      201,
    );
    await expectStatus(
      send(
        'get payout',
        `/api/v1/bank/wallet/payout/${(payout.body as { payout_uuid: string }).payout_uuid}/`,
      ),
      200,
    );
    await expectStatus(send('list payouts', '/api/v1/bank/wallet/payout/?type_payout=pix'), 200);

    // Public endpoints (no bearer token).
    const publicCharge = async (value = 30, wallet = BR) =>
      uuidOf(
        await expectStatus(
          send('create a charge for the widget', '/api/v1/bank/wallet/charge/', {
            json: { wallet_uuid: wallet, value },
          }),
          201,
        ),
      );
    const card3ds = await publicCharge();
    await expectStatus(
      send('simulate installments', `${PUB}/charge/${card3ds}/simulate-installment?type_charge=credit_card`, {
        bearer: false,
      }),
      200,
    );
    const setup = await expectStatus(
      send('setup authentication', `${PUB}/setup-authentication`, {
        bearer: false,
        json: { charge_uuid: card3ds, card_bin: '40000000' },
      }),
      200,
    );
    const authentication = (setup.body as { authentication_uuid: string }).authentication_uuid;
    const challenged = await expectStatus(
      send('pay with a 3DS challenge card', `${PUB}/charge/${card3ds}/pay`, {
        bearer: false,
        json: {
          type_charge: 'credit_card',
          ...card('4000000000003220'),
          authentication_uuid: authentication,
          threeDSCompInd: 'Y',
        },
      }),
      200,
    );
    expect((challenged.body as { status: string }).status).toBe('pending');
    await expectStatus(
      send('validate (challenge still open)', `${PUB}/charge/authentication/${card3ds}/validate`, {
        bearer: false,
        json: { authentication_uuid: authentication },
      }),
      200,
    );
    const pixCharge = await publicCharge();
    await expectStatus(
      send('pay with pix', `${PUB}/charge/${pixCharge}/pay`, { bearer: false, json: { type_charge: 'pix' } }),
      200,
    );
    const approved = await publicCharge();
    await expectStatus(
      send('pay by card', `${PUB}/charge/${approved}/pay`, {
        bearer: false,
        json: { type_charge: 'credit_card', ...card('4111111111111111'), installments: 2 },
      }),
      200,
    );
    await expectStatus(
      send('pay a paid charge', `${PUB}/charge/${approved}/pay`, {
        bearer: false,
        json: { type_charge: 'credit_card', ...card('4111111111111111') },
      }),
      409,
    );
    await expectStatus(
      send('Apple Pay session', `${PUB}/charge/applepay/${await publicCharge()}/session`, {
        bearer: false,
        json: {
          validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
          domain: 'localhost',
        },
      }),
      200,
    );
    await expectStatus(
      send('pay: transient failure', `${PUB}/charge/${await publicCharge(7001)}/pay`, {
        bearer: false,
        json: { type_charge: 'pix' },
      }),
      503,
    );
    await expectStatus(
      send('pay an unknown charge', `${PUB}/charge/${UNKNOWN}/pay`, {
        bearer: false,
        json: { type_charge: 'pix' },
      }),
      404,
    );
    const busy = await publicCharge();
    let limited: Exchange | undefined;
    for (let i = 0; i < 6 && !limited; i++) {
      const e = await send(
        'simulate until the per-charge limit',
        `${PUB}/charge/${busy}/simulate-installment`,
        {
          bearer: false,
        },
      );
      if (e.status === 429) limited = e;
    }
    expect(limited?.status).toBe(429);

    // Errors every merchant operation documents.
    // (Prism never answers a body that is not JSON at all; a body nested too deep is a 400 the document allows.)
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 40; i++) deep = { nested: deep };
    await expectStatus(
      send('JSON nested too deep', '/api/v1/bank/wallet/charge/', { json: charge({ extra: deep }) }),
      400,
    );
    await expectStatus(
      send('no bearer token', '/api/v1/bank/wallet/charges/', { bearer: false, badRequest: true }),
      401,
    );
    await expectStatus(
      send('forged bearer token', '/api/v1/bank/wallet/charges/', {
        headers: { authorization: 'Bearer forged' },
      }),
      401,
    );
    await expectStatus(
      send('browser origin on a merchant path', '/api/v1/bank/wallet/charges/', {
        headers: { origin: 'https://shop.example' },
      }),
      403,
    );
    await expectStatus(send('unknown charge', `/api/v1/bank/wallet/charge/${UNKNOWN}/`), 404);
    await expectStatus(
      send('body too large', '/api/v1/bank/wallet/charge/', {
        json: charge({ padding: 'x'.repeat(110_000) }),
      }),
      413,
    );
    await expectStatus(
      send('not JSON', '/api/v1/bank/wallet/charge/', {
        body: 'value=25',
        headers: { 'content-type': 'text/plain' },
        badRequest: true,
      }),
      415,
    );
    await expectStatus(
      send('validation failure', '/api/v1/bank/wallet/charge/', {
        json: { wallet_uuid: 'not-a-uuid', value: -1 },
        badRequest: true,
      }),
      422,
    );
    await expectStatus(
      send('list: bad page size', '/api/v1/bank/wallet/charges/?page_size=1000', { badRequest: true }),
      422,
    );

    // Versioning: the deprecation headers, then 410 after the sunset.
    sb.control.setVersionMode('deprecated');
    const deprecated = await expectStatus(
      send('deprecated version', `/api/v1/bank/wallet/charge/${paidUuid}/`),
      200,
    );
    expect(deprecated.violations).toEqual([]);
    sb.control.setVersionMode('sunset');
    await expectStatus(send('sunset version (merchant)', `/api/v1/bank/wallet/charge/${paidUuid}/`), 410);
    await expectStatus(
      send('sunset version (public)', `${PUB}/charge/${card3ds}/simulate-installment`, { bearer: false }),
      410,
    );
    sb.control.setVersionMode('current');

    // Every documented status was answered at least once, and nothing broke the document.
    const document = openApiDocument();
    const documented = new Set<string>();
    for (const item of Object.values(document.paths)) {
      for (const op of Object.values(item) as { responses: Record<string, unknown> }[]) {
        for (const status of Object.keys(op.responses)) documented.add(status);
      }
    }
    const answered = new Set(exchanges.map((e) => String(e.status)));
    expect([...documented].filter((s) => !answered.has(s))).toEqual([]);
    const broken = exchanges
      .map((e) => ({
        step: e.step,
        status: e.status,
        violations: e.violations.filter((v) => !(e.badRequest && v.location[0] === 'request')),
      }))
      .filter((e) => e.violations.length > 0);
    expect(broken).toEqual([]);
    // The malformed requests were seen as such: Prism does check requests.
    expect(exchanges.find((e) => e.step === 'validation failure')?.violations.length).toBeGreaterThan(0);
  }, 60_000);
});
