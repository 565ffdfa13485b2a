/**
 * The client against a real `@tucan/sandbox`: every public endpoint, and the no-double-charge guarantee when a
 * pay response is lost. The test plays the merchant's backend (bearer token) only to create and inspect charges.
 */
import { createSandbox, type Sandbox, SEED_WALLETS } from '@tucan/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type TucanApiError, type TucanClient } from '../src/index.ts';
import { CARD, recordedSleep } from './fake-fetch.ts';

/** Sandbox fault amounts (packages/sandbox/src/scenarios.ts FAULT_AMOUNTS, docs/testing.md). */
const TRANSIENT_503 = 7001;
const DROP_RESPONSE = 7002;

let sandbox: Sandbox;
let token: string;
let client: TucanClient;

async function merchant(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${sandbox.baseUrl}/api/v1/bank/wallet${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(res.ok, `${path} answered ${res.status}`).toBe(true);
  return res.json();
}

/** The merchant's backend creates a charge; the page only ever gets its UUID. */
async function newCharge(value: number, reference = crypto.randomUUID(), type_charge = 'credit_card') {
  const charge = await merchant('/charge/', {
    method: 'POST',
    body: { wallet_uuid: SEED_WALLETS.BR, value, type_charge, reference_external_id: reference },
  });
  return charge.charge_uuid as string;
}

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
  const res = await fetch(`${sandbox.authUrl}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sandbox.clientId,
      client_secret: sandbox.clientSecret,
    }),
  });
  token = (await res.json()).access_token;
  client = createClient({ baseUrl: sandbox.baseUrl });
});

afterAll(() => sandbox?.close());

describe('@tucan/client against the sandbox', () => {
  it('simulates installments for a card charge, with the rate-limit headers', async () => {
    const result = await client.simulateInstallments(await newCharge(1200));
    expect(result.data.currency).toBe('BRL');
    expect(result.data.options[0]).toMatchObject({ installments: 1, total_value: 1200 });
    expect(result.data.options.length).toBeGreaterThan(1);
    expect(result.rateLimit.limit).toBe(100);
    expect(result.rateLimit.remaining).toBeLessThan(100);
    expect(result.rateLimit.reset).toBeGreaterThan(Date.now() / 1000 - 1);
  });

  it('fetches the single debit option of a charge', async () => {
    const { data } = await client.simulateInstallments(await newCharge(1200), 'debit_card');
    expect(data.type_charge).toBe('debit_card');
    expect(data.options).toEqual([
      expect.objectContaining({ installments: 1, total_value: 1200, interest_rate: 0 }),
    ]);
  });

  it('sets up 3DS device data collection from the BIN only', async () => {
    const charge = await newCharge(150);
    const { data } = await client.setupAuthentication({ charge_uuid: charge, card_bin: '411111' });
    expect(data.authentication_uuid).toBeTruthy();
    expect(data.threeDSMethodURL).toMatch(/^http/);
    const none = await client.setupAuthentication({ charge_uuid: charge, card_bin: '40000400' });
    expect(none.data.threeDSMethodURL).toBeNull();
  });

  it('pays with an approved card', async () => {
    const { data } = await client.pay(await newCharge(150), CARD);
    expect(data.status).toBe('paid');
  });

  it('resolves a decline and lets the shopper pay again with another card', async () => {
    const charge = await newCharge(150);
    const declined = await client.pay(charge, { ...CARD, card_number: '4000000000009995' });
    expect(declined.data.status).toBe('error');
    expect(declined.data.error?.code?.toLowerCase()).toBe('insufficient_funds');
    const retried = await client.pay(charge, CARD);
    expect(retried.data.status).toBe('paid');
  });

  it('validates a decoupled 3DS authentication once the bank app approved it', async () => {
    const charge = await newCharge(150);
    const { data } = await client.pay(charge, { ...CARD, card_number: '4000000000003089' });
    expect(data).toMatchObject({ status: 'pending', decoupled: true });
    const authentication_uuid = data.authentication_uuid ?? '';
    const waiting = await client.validateAuthentication(charge, { authentication_uuid });
    expect(waiting.data.status).toBe('pending');
    sandbox.control.advance(3_000);
    const done = await client.validateAuthentication(charge, { authentication_uuid });
    expect(done.data.status).toBe('paid');
  });

  it('gets an Apple Pay merchant session for a registered domain', async () => {
    const { data } = await client.applePaySession(await newCharge(150, undefined, 'applepay'), {
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
      domain: 'localhost',
    });
    expect(data.expiresAt).toBeGreaterThan(Date.now());
    expect(data.merchantSessionIdentifier).toBeTruthy();
    expect(data.domainName).toBe('localhost');
  });

  it('reports bad card fields with one detail per field, without retrying', async () => {
    const e = (await client
      .pay(await newCharge(150), { ...CARD, card_number: '4111111111111112', card_expiry_month: '13' })
      .catch((err: unknown) => err)) as TucanApiError;
    expect(e).toMatchObject({ name: 'TucanApiError', kind: 'api', status: 422 });
    expect(e.details.map((d) => d.field)).toEqual(
      expect.arrayContaining(['card_number', 'card_expiry_month']),
    );
    expect(e.requestId).toBeTruthy();
  });

  it('reports an unknown charge as a 404', async () => {
    const e = (await client.pay(crypto.randomUUID(), CARD).catch((err: unknown) => err)) as TucanApiError;
    expect(e).toMatchObject({ kind: 'api', status: 404, code: 'NOT_FOUND' });
  });

  it('retries a pay answered 503 and charges once', async () => {
    const s = recordedSleep();
    const retrying = createClient({ baseUrl: sandbox.baseUrl, sleep: s.sleep });
    const charge = await newCharge(TRANSIENT_503);
    const { data } = await retrying.pay(charge, CARD);
    expect(data.status).toBe('paid');
    expect(s.waits).toEqual([1000]);
  });

  it('leaves exactly one charge when a pay response is dropped after the charge was created, then retried', async () => {
    const reference = crypto.randomUUID();
    const charge = await newCharge(DROP_RESPONSE, reference);
    const s = recordedSleep();
    const retrying = createClient({ baseUrl: sandbox.baseUrl, sleep: s.sleep });
    const { data } = await retrying.pay(charge, CARD);
    expect(s.waits).toHaveLength(1); // the dropped response was retried once, with the same key
    expect(data).toMatchObject({ charge_uuid: charge, status: 'paid' });

    const list = await merchant(`/charges/?reference_external_id=${reference}`);
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ charge_uuid: charge, status: 'paid' });
    const paidTransitions = sandbox.control.charge(charge)?.history.filter((h) => h.to === 'paid');
    expect(paidTransitions).toHaveLength(1);
  });
});

describe('@tucan/client against the sandbox: versioning and rate limits', () => {
  it('warns once when v1 is deprecated, then reports version_gone with the migration link after the sunset', async () => {
    const warnings: unknown[] = [];
    const watched = createClient({ baseUrl: sandbox.baseUrl, onDeprecation: (info) => warnings.push(info) });
    const charge = await newCharge(150);
    sandbox.control.setVersionMode('deprecated');
    try {
      const first = await watched.simulateInstallments(charge);
      await watched.simulateInstallments(charge);
      expect(warnings).toHaveLength(1);
      expect(first.deprecation?.sunset).toMatch(/GMT$/);
      expect(first.deprecation?.link).toMatch(/^https:\/\//);
      sandbox.control.setVersionMode('sunset');
      const e = (await watched.simulateInstallments(charge).catch((err: unknown) => err)) as TucanApiError;
      expect(e).toMatchObject({ kind: 'version_gone', status: 410 });
      expect(e.link).toMatch(/^https:\/\//);
    } finally {
      sandbox.control.setVersionMode('current');
    }
  });

  it('reports a 429 whose Retry-After is beyond the cap as rate_limited, with the seconds to wait', async () => {
    const limited = await createSandbox({ port: 0, rateLimit: { limit: 1, windowMs: 60_000 } });
    try {
      const c = createClient({ baseUrl: limited.baseUrl, retry: { maxRetryAfterMs: 5_000 } });
      const charge = crypto.randomUUID();
      await c.simulateInstallments(charge).catch(() => {});
      const e = (await c.simulateInstallments(charge).catch((err: unknown) => err)) as TucanApiError;
      expect(e).toMatchObject({ kind: 'rate_limited', status: 429, code: 'RATE_LIMIT_EXCEEDED' });
      expect(e.retryAfter).toBeGreaterThan(5);
      expect(e.details[0]?.field).toBe('rate_limit');
    } finally {
      await limited.close();
    }
  });
});
