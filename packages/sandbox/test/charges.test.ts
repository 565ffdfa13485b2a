import { describe, expect, it } from 'vitest';
import { BR_WALLET, Merchant, MX_WALLET, VISA_APPROVED } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox();

describe('creating charges', () => {
  it('POST /charge answers the short response with the client reference', async () => {
    const reply = await merchant.post('/charge', {
      wallet_uuid: BR_WALLET,
      value: 99.9,
      type_charge: 'credit_card',
      transaction_reference: 'order-1001',
      ...VISA_APPROVED,
    });
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(
      ['charge_uuid', 'status', 'subscription_uuid', 'transaction_reference'].sort(),
    );
    expect(reply.body).toMatchObject({
      status: 'paid',
      transaction_reference: 'order-1001',
      subscription_uuid: null,
    });
  });

  it('the wallet charge path is the same operation and answers the full charge object', async () => {
    const reply = await merchant.charge({
      type_charge: 'pix',
      value: 10.56,
      reference_external_id: 'ext-1',
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      status: 'issued',
      value: 10.56,
      local_currency: 'BRL',
      currency: 'BRL',
      reference_external_id: 'ext-1',
      payment_link_uuid: null,
    });
    expect(reply.body.usd_currency).toBeCloseTo(10.56 / 5.4, 2);
    for (const key of ['action_url', 'applepay_payload', 'url_3ds', 'installments', 'payment_payload']) {
      expect(reply.body).toHaveProperty(key);
    }
  });

  it('a pix charge from the dedicated endpoint carries payment_payload and never the legacy keys', async () => {
    const reply = await merchant.post('/api/v1/bank/wallet/charge/pix/', {
      wallet_uuid: BR_WALLET,
      value: 25,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.type_charge).toBe('pix');
    expect(reply.body.payment_payload.payload).toMatch(/^000201/);
    expect(Buffer.from(reply.body.payment_payload.qr_code, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(Date.parse(reply.body.payment_payload.expiration_date)).toBeGreaterThan(Date.now());
    const fetched = await merchant.get(`/api/v1/bank/wallet/charge/${reply.body.charge_uuid}/`);
    expect(fetched.body.payment_payload.payload).toBe(reply.body.payment_payload.payload);
    for (const legacy of ['pix_payload', 'qra_payload', 'clabe', 'oxxo_reference', 'barcode']) {
      expect(fetched.body).not.toHaveProperty(legacy);
    }
  });

  it('spei and oxxo charges in Mexico also get their payment_payload', async () => {
    const spei = await merchant.charge({ wallet_uuid: MX_WALLET, type_charge: 'spei', value: 500 });
    expect(spei.body.payment_payload.clabe).toMatch(/^\d{18}$/);
    const oxxo = await merchant.charge({ wallet_uuid: MX_WALLET, type_charge: 'oxxo', value: 500 });
    expect(oxxo.body.payment_payload.reference).toBeTruthy();
  });

  it('a card charge with card data is approved and captured at once, never echoing the card number', async () => {
    const reply = await merchant.charge(VISA_APPROVED);
    expect(reply.body.status).toBe('paid');
    expect(reply.body.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(reply.body)).not.toContain('4242424242424242');
    expect(JSON.stringify(reply.body)).not.toContain('"123"');
  });

  it('capture: false leaves an approved card charge confirmed', async () => {
    const reply = await merchant.charge({ ...VISA_APPROVED, capture: false });
    expect(reply.body.status).toBe('confirmed');
  });

  it('a declined card leaves the charge in error with the reason', async () => {
    const reply = await merchant.charge({ ...VISA_APPROVED, card_number: '4000000000009995' });
    expect(reply.body.status).toBe('error');
    expect(reply.body.error).toMatchObject({
      code: expect.stringMatching(/insufficient_funds/i),
      source: 'card_number',
    });
  });

  it('a card charge without card data waits, issued, for the widget', async () => {
    const reply = await merchant.charge({ type_charge: 'debit_card' });
    expect(reply.body.status).toBe('issued');
  });

  it('ignores unknown fields', async () => {
    const reply = await merchant.charge({ type_charge: 'pix', future_field: { a: 1 } });
    expect(reply.status).toBe(201);
    expect(reply.body).not.toHaveProperty('future_field');
  });
});

describe('reading charges', () => {
  it('GET answers 404 for an unknown charge', async () => {
    const reply = await merchant.get('/api/v1/bank/wallet/charge/00000000-0000-4000-8000-000000000000/');
    expect(reply.status).toBe(404);
    expect(reply.body.message[0].code).toBe('NOT_FOUND');
  });

  it('lists charges page by page and filters by reference_external_id', async () => {
    const ref = `batch-${Date.now()}`;
    for (let i = 0; i < 3; i++) await merchant.charge({ type_charge: 'pix', reference_external_id: ref });
    const first = await merchant.get(`/api/v1/bank/wallet/charges/?reference_external_id=${ref}&page_size=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 3, page: 1, page_size: 2, total_pages: 2 });
    expect(first.body.results).toHaveLength(2);
    const second = await merchant.get(
      `/api/v1/bank/wallet/charges/?reference_external_id=${ref}&page_size=2&page=2`,
    );
    expect(second.body.results).toHaveLength(1);
    const uuids = [...first.body.results, ...second.body.results].map(
      (c: { charge_uuid: string }) => c.charge_uuid,
    );
    expect(new Set(uuids).size).toBe(3);
    expect((await merchant.get('/api/v1/bank/wallet/charges/?page_size=500')).status).toBe(422);
  });
});

describe('subscriptions', () => {
  it.each(['biweekly', 'semiannually', 'monthly'])(
    'a %s subscription charge carries subscription_uuid',
    async (cycle) => {
      const reply = await merchant.charge({ ...VISA_APPROVED, subscription: { cycle } });
      expect(reply.status).toBe(201);
      expect(reply.body.subscription_uuid).toMatch(/^[0-9a-f-]{36}$/);
      const subscription = await merchant.get(
        `/api/v1/bank/wallet/subscription/${reply.body.subscription_uuid}/`,
      );
      expect(subscription.body).toMatchObject({
        cycle,
        status: 'active',
        charge_uuids: [reply.body.charge_uuid],
      });
    },
  );

  it('refuses an unknown cycle', async () => {
    const reply = await merchant.charge({ subscription: { cycle: 'fortnightly' } });
    expect(reply.status).toBe(422);
    expect(reply.body.message[0]).toMatchObject({ code: 'INVALID_VALUE', source: 'subscription.cycle' });
  });
});
