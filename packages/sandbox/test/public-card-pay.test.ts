import { describe, expect, it } from 'vitest';
import { CARD_SCENARIOS } from '../src/scenarios.ts';
import { applePayTestToken, googlePayTestToken } from '../src/wallet-test-tokens.ts';
import { type Country, card, PUBLIC, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, getCharge, pay, merchantToken } = sandbox;

const BRAND_COUNTRY: Record<string, Country> = { cabal: 'AR', naranja: 'AR', carnet: 'MX' };

describe('card payments through the public pay endpoint', () => {
  const approvals = CARD_SCENARIOS.filter(
    (s) => s.label.endsWith(': approved') && !s.label.startsWith('3DS'),
  );
  it.each(approvals.map((s) => [s.label, s.number, s.brand] as const))(
    '%s',
    async (_label, number, brand) => {
      const charge = await createCharge(BRAND_COUNTRY[brand] ?? 'BR', 150.75, {
        webhook_url: sandbox.hooks.url,
      });
      const res = await pay(charge.charge_uuid, card(number));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        charge_uuid: charge.charge_uuid,
        status: 'paid',
        type_charge: 'credit_card',
      });
      expect(res.body.error).toBeUndefined();
      const full = await getCharge(charge.charge_uuid);
      expect(full.status).toBe('paid');
    },
  );

  it('fires a webhook for each status change of an approved card (confirmed, then paid)', async () => {
    const charge = await createCharge('BR', 99.9, { webhook_url: sandbox.hooks.url });
    await pay(charge.charge_uuid, card('4111111111111111'));
    await sandbox.control.webhooksIdle();
    expect(sandbox.hooks.statusesOf(charge.charge_uuid)).toEqual(['confirmed', 'paid']);
  });

  it('debit cards work too, in one installment', async () => {
    const charge = await createCharge('BR', 80);
    const ok = await pay(charge.charge_uuid, card('5555555555554444', { type_charge: 'debit_card' }));
    expect(ok.body).toMatchObject({ status: 'paid', type_charge: 'debit_card', installments: 1 });
    const other = await createCharge('BR', 80);
    const bad = await pay(
      other.charge_uuid,
      card('5555555555554444', { type_charge: 'debit_card', installments: 3 }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toEqual([expect.objectContaining({ source: 'installments' })]);
  });

  it('credit cards pay in an offered number of installments', async () => {
    const charge = await createCharge('BR', 1200);
    const res = await pay(charge.charge_uuid, card('4111111111111111', { installments: 6 }));
    expect(res.body).toMatchObject({ status: 'paid', installments: 6 });
    expect((await getCharge(charge.charge_uuid)).installments).toBe(6);
  });

  it.each([
    ['declined', '4000000000000002', 'CARD_DECLINED', 'card declined'],
    ['insufficient funds', '4000000000009995', 'INSUFFICIENT_FUNDS', 'card declined'],
    // No decline: the history says what happened, by its code.
    [
      'processing error',
      '4000000000000119',
      'PROCESSING_ERROR',
      'card payment not processed (PROCESSING_ERROR)',
    ],
  ])(
    'a %s card leaves the charge in error, its history says what happened, and the shopper can retry with another card',
    async (_l, number, code, reason) => {
      const charge = await createCharge('BR', 42, { webhook_url: sandbox.hooks.url });
      const res = await pay(charge.charge_uuid, card(number));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'error', error: { code, source: 'card_number' } });
      expect(sandbox.control.charge(charge.charge_uuid)?.history.at(-1)).toMatchObject({
        to: 'error',
        reason,
      });
      const retry = await pay(charge.charge_uuid, card('4111111111111111'));
      expect(retry.body.status).toBe('paid');
      await sandbox.control.webhooksIdle();
      expect(sandbox.hooks.statusesOf(charge.charge_uuid)).toEqual(['error', 'confirmed', 'paid']);
    },
  );

  it('refuses bad card data with one error entry per field, and never echoes the number', async () => {
    const charge = await createCharge('BR', 10);
    const res = await pay(charge.charge_uuid, {
      type_charge: 'credit_card',
      card_name: '',
      card_number: '4111111111111112',
      card_expiry_month: '13',
      card_expiry_year: '30',
      card_cvv: '12',
    });
    expect(res.status).toBe(422);
    const sources = (res.body.message as Array<{ source: string }>).map((e) => e.source).sort();
    expect(sources).toEqual([
      'card_cvv',
      'card_expiry_month',
      'card_expiry_year',
      'card_name',
      'card_number',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('4111111111111112');
    expect((await getCharge(charge.charge_uuid)).status).toBe('issued');
  });

  it('asks Amex for a 4-digit CVV and refuses an expired card', async () => {
    const charge = await createCharge('BR', 10);
    const amex = await pay(charge.charge_uuid, card('378282246310005', { card_cvv: '123' }));
    expect(amex.status).toBe(422);
    expect(amex.body.message).toEqual([expect.objectContaining({ source: 'card_cvv' })]);
    const expired = await pay(charge.charge_uuid, card('4111111111111111', { card_expiry_year: '2020' }));
    expect(expired.body.message).toEqual([
      expect.objectContaining({ source: 'card_expiry_year', code: 'CARD_EXPIRED' }),
    ]);
  });

  it('refuses a method outside the wallet allowed_methods, Apple Pay outside BR/MX, and an unknown charge', async () => {
    const br = await createCharge('BR', 10);
    const spei = await pay(br.charge_uuid, { type_charge: 'spei' });
    expect(spei.status).toBe(422);
    expect(spei.body.message[0]).toMatchObject({ code: 'METHOD_NOT_ALLOWED', source: 'type_charge' });
    const ar = await createCharge('AR', 10);
    const apple = await pay(ar.charge_uuid, { type_charge: 'applepay', applepay_token: { paymentData: {} } });
    expect(apple.status).toBe(422);
    expect(apple.body.message[0]).toMatchObject({ source: 'type_charge' });
    const missing = await pay('00000000-0000-4000-8000-000000000000', card('4111111111111111'));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: [{ code: 'NOT_FOUND' }], request_id: expect.any(String) });
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses to pay a charge that is already paid (409)', async () => {
    const charge = await createCharge('BR', 10);
    await pay(charge.charge_uuid, card('4111111111111111'));
    const again = await pay(charge.charge_uuid, card('4111111111111111'));
    expect(again.status).toBe(409);
    expect(again.body.message[0]).toMatchObject({ code: 'INVALID_STATE' });
  });

  it('a pay replayed with the same Idempotency-Key answers the same and pays once', async () => {
    const charge = await createCharge('BR', 25, { webhook_url: sandbox.hooks.url });
    const headers = { 'Idempotency-Key': `pay-${charge.charge_uuid}` };
    const first = await pay(charge.charge_uuid, card('4111111111111111'), headers);
    const second = await pay(charge.charge_uuid, card('4111111111111111'), headers);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    await sandbox.control.webhooksIdle();
    expect(sandbox.hooks.statusesOf(charge.charge_uuid)).toEqual(['confirmed', 'paid']);
  });

  it('Google Pay and Apple Pay test tokens of an approved card are approved (more in public-wallet-tokens)', async () => {
    const g = await createCharge('BR', 30);
    expect(
      (
        await pay(g.charge_uuid, {
          type_charge: 'googlepay',
          googlepay_token: googlePayTestToken('4111111111111111'),
        })
      ).body.status,
    ).toBe('paid');
    const a = await createCharge('MX', 30);
    const apple = await pay(a.charge_uuid, {
      type_charge: 'applepay',
      applepay_token: applePayTestToken('4111111111111111', 'Visa'),
    });
    expect(apple.body).toMatchObject({ status: 'paid', applepay_payload: { network: 'Visa' } });
    const missing = await pay((await createCharge('BR', 30)).charge_uuid, { type_charge: 'googlepay' });
    expect(missing.body.message[0]).toMatchObject({ source: 'googlepay_token', code: 'REQUIRED' });
  });
});

describe('CORS on the public endpoints', () => {
  it('answers a preflight from any origin with the allowed and exposed headers', async () => {
    const res = await fetch(`${sandbox.baseUrl}${PUBLIC}/charge/00000000-0000-4000-8000-000000000000/pay`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
    expect(res.headers.get('access-control-expose-headers')).toContain('Date');
  });

  it('lets a page read the answer and the rate-limit headers of a public call', async () => {
    const charge = await createCharge('BR', 10);
    const res = await pay(charge.charge_uuid, card('4111111111111111'));
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-ratelimit-limit')).toBe('100'); // the public limit per charge, not the merchant's
    expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
  });

  it('merchant endpoints refuse a browser origin, even with a valid bearer token', async () => {
    const authorization = `Bearer ${await merchantToken()}`;
    const fromServer = await fetch(`${sandbox.baseUrl}/api/v1/bank/wallet/charges/`, {
      headers: { authorization },
    });
    expect(fromServer.status).toBe(200);
    const fromPage = await fetch(`${sandbox.baseUrl}/api/v1/bank/wallet/charges/`, {
      headers: { authorization, Origin: 'https://shop.example' },
    });
    expect(fromPage.status).toBe(403);
    expect((await fromPage.json()).message[0].code).toBe('FORBIDDEN_ORIGIN');
  });
});
