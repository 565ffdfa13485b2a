import { describe, expect, it, vi } from 'vitest';
import { BASE_URLS, createClient } from '../src/index.ts';
import { CARD, json, paid, scriptedFetch } from './fake-fetch.ts';

const DEPRECATED = {
  deprecation: 'true',
  sunset: 'Sat, 01 Jan 2028 00:00:00 GMT',
  link: '<https://docs.tucan.example/migrate-v2>; rel="successor-version"',
};

describe('responses', () => {
  it('keeps fields the service added later out of the typed data, without rejecting them', async () => {
    const f = scriptedFetch(paid({ risk_score: 12, new_flow: { a: 1 } }));
    const { data } = await createClient({ fetch: f.fetch }).pay('0c0c0c0c-0000-4000-8000-000000000001', CARD);
    expect(data).toEqual({
      charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001',
      status: 'paid',
      transaction_reference: 'order-1',
    });
    expect(Object.keys(data)).not.toContain('risk_score');
    expect(data.extra).toEqual({ risk_score: 12, new_flow: { a: 1 } });
  });

  it('keeps every documented pay field, Apple Pay result and method included, in the typed data', async () => {
    const applepay_payload = { network: 'Visa', status: 'authorized' };
    const f = scriptedFetch(paid({ type_charge: 'applepay', applepay_payload }));
    const { data } = await createClient({ fetch: f.fetch }).pay('0c0c0c0c-0000-4000-8000-000000000001', {
      type_charge: 'applepay',
      applepay_token: { paymentData: {} },
    });
    expect(data.type_charge).toBe('applepay');
    expect(data.applepay_payload).toEqual(applepay_payload);
    expect(data.extra).toEqual({});
  });

  it('keeps the documented validate fields of a decoupled 3DS poll in the typed data', async () => {
    const body = {
      charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001',
      status: 'pending',
      transaction_reference: 'order-1',
      type_charge: 'credit_card',
      installments: 3,
      authentication_uuid: 'au_1',
      decoupled: true,
    };
    const f = scriptedFetch(json(200, body));
    const { data } = await createClient({ fetch: f.fetch }).validateAuthentication(
      '0c0c0c0c-0000-4000-8000-000000000001',
      {
        authentication_uuid: 'au_1',
      },
    );
    expect(data).toEqual(body);
    expect(data.extra).toEqual({});
  });

  it('asks for the installments of a chosen method, such as debit, with ?type_charge=', async () => {
    const sim = {
      charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001',
      type_charge: 'debit_card',
      currency: 'BRL',
      value: 100,
      options: [],
    };
    const f = scriptedFetch(json(200, sim), json(200, { ...sim, type_charge: 'credit_card' }));
    const client = createClient({ fetch: f.fetch, baseUrl: 'https://sb.example' });
    const { data } = await client.simulateInstallments('0c0c0c0c-0000-4000-8000-000000000001', 'debit_card');
    expect(f.sent[0]?.url).toBe(
      'https://sb.example/api/v1/bank/public/charge/0c0c0c0c-0000-4000-8000-000000000001/simulate-installment?type_charge=debit_card',
    );
    expect(data.type_charge).toBe('debit_card');
    await client.simulateInstallments('0c0c0c0c-0000-4000-8000-000000000001');
    expect(f.sent[1]?.url).toBe(
      'https://sb.example/api/v1/bank/public/charge/0c0c0c0c-0000-4000-8000-000000000001/simulate-installment',
    );
  });

  it('hands the Apple Pay merchant session over whole, as Apple requires', async () => {
    const session = {
      epochTimestamp: 1,
      expiresAt: 2,
      merchantSessionIdentifier: 'm',
      nonce: 'n',
      pspId: 'p',
      future: 1,
    };
    const f = scriptedFetch(json(200, session));
    const { data } = await createClient({ fetch: f.fetch }).applePaySession(
      '0c0c0c0c-0000-4000-8000-000000000001',
      {
        validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
        domain: 'shop.example',
      },
    );
    expect(data).toEqual(session);
  });

  it('exposes the rate-limit headers of each result', async () => {
    const f = scriptedFetch(
      json(
        200,
        { charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001', currency: 'BRL', value: 1200, options: [] },
        {
          'x-ratelimit-limit': '100',
          'x-ratelimit-remaining': '97',
          'x-ratelimit-reset': '1767225600',
        },
      ),
    );
    const result = await createClient({ fetch: f.fetch }).simulateInstallments(
      '0c0c0c0c-0000-4000-8000-000000000001',
    );
    expect(result.rateLimit).toEqual({ limit: 100, remaining: 97, reset: 1767225600 });
    expect(result.data.options).toEqual([]);
  });

  it('reports the service clock from the Date header, whatever the local clock says', async () => {
    const f = scriptedFetch(
      json(
        200,
        { charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001', status: 'issued' },
        {
          date: 'Sun, 22 Nov 2026 12:00:00 GMT',
        },
      ),
      json(200, { charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001', status: 'issued' }, { date: 'soon' }),
    );
    const client = createClient({ fetch: f.fetch });
    const first = await client.pay('0c0c0c0c-0000-4000-8000-000000000001', { type_charge: 'pix' });
    expect(first.serverTime).toBe(Date.UTC(2026, 10, 22, 12, 0, 0));
    const second = await client.pay('0c0c0c0c-0000-4000-8000-000000000001', { type_charge: 'pix' });
    expect(second.serverTime).toBeUndefined();
  });

  it('calls onDeprecation once per client and reports Sunset and the successor link on each result', async () => {
    const onDeprecation = vi.fn();
    const f = scriptedFetch(
      json(200, { charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001', status: 'paid' }, DEPRECATED),
      json(200, { charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001', status: 'paid' }, DEPRECATED),
    );
    const client = createClient({ fetch: f.fetch, onDeprecation });
    const first = await client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD);
    const second = await client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD);
    expect(onDeprecation).toHaveBeenCalledTimes(1);
    const info = {
      deprecation: 'true',
      sunset: 'Sat, 01 Jan 2028 00:00:00 GMT',
      link: 'https://docs.tucan.example/migrate-v2',
    };
    expect(onDeprecation).toHaveBeenCalledWith(info);
    expect(first.deprecation).toEqual(info);
    expect(second.deprecation).toEqual(info);
  });

  it('reports no deprecation on a current version', async () => {
    const onDeprecation = vi.fn();
    const result = await createClient({ fetch: scriptedFetch(paid()).fetch, onDeprecation }).pay(
      '0c0c0c0c-0000-4000-8000-000000000001',
      CARD,
    );
    expect(result.deprecation).toBeUndefined();
    expect(onDeprecation).not.toHaveBeenCalled();
  });

  it('calls each public path on the chosen environment', async () => {
    const f = scriptedFetch(paid(), paid(), paid(), paid(), paid(), paid());
    const prod = createClient({ environment: 'production', fetch: f.fetch });
    await prod.simulateInstallments('0c0c0c0c-0000-4000-8000-000000000001');
    await prod.setupAuthentication({
      charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001',
      card_bin: '400000',
    });
    await prod.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD);
    await prod.validateAuthentication('0c0c0c0c-0000-4000-8000-000000000001', { authentication_uuid: 'a' });
    await prod.applePaySession('0c0c0c0c-0000-4000-8000-000000000001', {
      validationURL: 'https://apple-pay-gateway.apple.com/x',
      domain: 'd',
    });
    await createClient({ baseUrl: 'http://127.0.0.1:4010/', fetch: f.fetch }).pay(
      '0c0c0c0c-0000-4000-8000-000000000001',
      CARD,
    );
    expect(f.sent.map((r) => r.url)).toEqual([
      `${BASE_URLS.production}/api/v1/bank/public/charge/0c0c0c0c-0000-4000-8000-000000000001/simulate-installment`,
      `${BASE_URLS.production}/api/v1/bank/public/setup-authentication`,
      `${BASE_URLS.production}/api/v1/bank/public/charge/0c0c0c0c-0000-4000-8000-000000000001/pay`,
      `${BASE_URLS.production}/api/v1/bank/public/charge/authentication/0c0c0c0c-0000-4000-8000-000000000001/validate`,
      `${BASE_URLS.production}/api/v1/bank/public/charge/applepay/0c0c0c0c-0000-4000-8000-000000000001/session`,
      'http://127.0.0.1:4010/api/v1/bank/public/charge/0c0c0c0c-0000-4000-8000-000000000001/pay',
    ]);
    expect(f.sent[2]?.body).toEqual(CARD);
    expect(f.sent[2]?.headers.get('content-type')).toBe('application/json');
  });
});
