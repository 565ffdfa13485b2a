import { describe, expect, it } from 'vitest';
import { AR_WALLET, BR_WALLET, Merchant, ROOMY_RATE_LIMIT, VISA_APPROVED } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox({ rateLimit: ROOMY_RATE_LIMIT });

describe('request bodies', () => {
  it('answers 400 for malformed JSON', async () => {
    const reply = await merchant.post('/api/v1/bank/wallet/charge/', '{"wallet_uuid": ');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: [{ code: 'MALFORMED_JSON', source: 'body', description: expect.any(String) }],
      request_id: expect.any(String),
    });
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    expect((await merchant.post('/api/v1/bank/wallet/charge/', '[1,2]')).status).toBe(400);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const reply = await merchant.request('POST', '/api/v1/bank/wallet/charge/', 'value=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(reply.status).toBe(415);
    expect(reply.body.message[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 413 for an oversized body', async () => {
    const reply = await merchant.charge({ description: 'x'.repeat(200_000) });
    expect(reply.status).toBe(413);
    // The unread body makes the connection unusable; the sandbox closes it so no client reuses it.
    expect(reply.headers.get('connection')).toBe('close');
    expect(reply.body.message[0].code).toBe('PAYLOAD_TOO_LARGE');
    expect((await merchant.get('/api/v1/bank/wallet/charges/')).status).toBe(200);
  });
});

const badFields: [string, Record<string, unknown>, string][] = [
  ['wallet_uuid', { wallet_uuid: 'wallet-1' }, 'INVALID_FORMAT'],
  ['value', { value: 'ten' }, 'INVALID_TYPE'],
  ['value', { value: -5 }, 'OUT_OF_RANGE'],
  ['due_date', { due_date: '01/08/2026' }, 'INVALID_FORMAT'],
  ['due_date', { due_date: '2026-02-30' }, 'INVALID_VALUE'],
  ['type_charge', { type_charge: 'bitcoin' }, 'INVALID_VALUE'],
  ['payer_document_type', { type_charge: 'pix', payer_document_type: 'SSN' }, 'INVALID_VALUE'],
  ['webhook_url', { webhook_url: 'not a url' }, 'INVALID_FORMAT'],
  ['webhook_url', { webhook_url: 'ftp://example.com/hook' }, 'INVALID_FORMAT'],
  ['email', { email: 'ana@' }, 'INVALID_FORMAT'],
  ['ip_address', { ip_address: '999.1.1.1' }, 'INVALID_FORMAT'],
  ['card_number', { ...VISA_APPROVED, card_number: '4242424242424241' }, 'INVALID_CHECK_DIGIT'],
  ['card_number', { ...VISA_APPROVED, card_number: '1234567812345670' }, 'UNSUPPORTED_BRAND'],
  ['card_number', { ...VISA_APPROVED, card_number: '4242 4242 4242 4242' }, 'INVALID_FORMAT'],
  ['card_expiry_month', { ...VISA_APPROVED, card_expiry_month: '13' }, 'INVALID_FORMAT'],
  ['card_expiry_year', { ...VISA_APPROVED, card_expiry_year: '30' }, 'INVALID_FORMAT'],
  ['card_cvv', { ...VISA_APPROVED, card_cvv: '12' }, 'INVALID_FORMAT'],
  ['installments', { installments: 0 }, 'OUT_OF_RANGE'],
  ['capture', { capture: 'yes' }, 'INVALID_TYPE'],
  ['metadata', { metadata: 'x' }, 'INVALID_TYPE'],
  ['soft_descriptor', { soft_descriptor: 'x'.repeat(23) }, 'OUT_OF_RANGE'],
];

describe('charge validation: one A4 entry per bad field', () => {
  it.each(badFields)('refuses a bad %s (%j)', async (field, fields, code) => {
    const reply = await merchant.charge(fields);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toEqual([{ code, source: field, description: expect.any(String) }]);
  });

  it('lists every bad field at once, and required ones as REQUIRED', async () => {
    const reply = await merchant.post('/api/v1/bank/wallet/charge/', { value: 'x', due_date: 'soon' });
    expect(reply.status).toBe(422);
    const entries = Object.fromEntries(
      reply.body.message.map((e: { source: string; code: string }) => [e.source, e.code]),
    );
    expect(entries).toEqual({
      wallet_uuid: 'REQUIRED',
      value: 'INVALID_TYPE',
      due_date: 'INVALID_FORMAT',
    });
  });

  it('creates an issued charge without type_charge, for the shopper to pick the method in the widget (A7)', async () => {
    const reply = await merchant.charge({ type_charge: undefined });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ status: 'issued', type_charge: null });
  });

  it('requires payer_document_type for a BRL pix or boleto with payer_tax_id', async () => {
    for (const type_charge of ['pix', 'boleto']) {
      const reply = await merchant.charge({ type_charge, payer_tax_id: '52998224725' });
      expect(reply.status).toBe(422);
      expect(reply.body.message[0]).toMatchObject({ code: 'REQUIRED', source: 'payer_document_type' });
    }
    const ok = await merchant.charge({
      type_charge: 'pix',
      payer_tax_id: '52998224725',
      payer_document_type: 'CPF',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.payer_document_type).toBe('CPF');
  });

  it('refuses partial card data, an expired card and a 3-digit Amex code', async () => {
    const partial = await merchant.charge({ card_number: VISA_APPROVED.card_number });
    expect(partial.body.message.map((e: { source: string }) => e.source).sort()).toEqual(
      ['card_cvv', 'card_expiry_month', 'card_expiry_year', 'card_name'].sort(),
    );
    const expired = await merchant.charge({ ...VISA_APPROVED, card_expiry_year: '2020' });
    expect(expired.body.message[0]).toMatchObject({ code: 'CARD_EXPIRED', source: 'card_expiry_year' });
    const amex = await merchant.charge({ ...VISA_APPROVED, card_number: '378282246310005', card_cvv: '123' });
    expect(amex.body.message[0]).toMatchObject({ source: 'card_cvv' });
  });

  it('refuses a method outside the wallet allowed_methods', async () => {
    const reply = await merchant.charge({ wallet_uuid: AR_WALLET, type_charge: 'pix' });
    expect(reply.status).toBe(422);
    expect(reply.body.message[0]).toMatchObject({ code: 'METHOD_NOT_ALLOWED', source: 'type_charge' });
  });

  it('refuses installments on a method other than credit_card', async () => {
    const reply = await merchant.charge({ type_charge: 'debit_card', installments: 3 });
    expect(reply.body.message[0]).toMatchObject({ source: 'installments' });
  });

  it('answers 404 for a wallet of nobody', async () => {
    const reply = await merchant.charge({ wallet_uuid: '00000000-0000-4000-8000-000000000000' });
    expect(reply.status).toBe(404);
    expect(reply.body.message[0].source).toBe('wallet_uuid');
  });

  it('never answers 500 to hostile input', async () => {
    const hostile = [
      'null',
      '"string"',
      '{"value": 1e400}',
      '{"__proto__": {"x": 1}, "wallet_uuid": null}',
      JSON.stringify({ wallet_uuid: BR_WALLET, value: 1, type_charge: 'credit_card', card_number: {} }),
      JSON.stringify({ subscription: [], metadata: [], value: Number.MAX_VALUE }),
    ];
    for (const body of hostile) {
      const reply = await merchant.post('/api/v1/bank/wallet/charge/', body);
      expect(reply.status, body).toBeGreaterThanOrEqual(400);
      expect(reply.status, body).toBeLessThan(500);
    }
  });

  it('answers 404 in the A4 shape for an unknown endpoint', async () => {
    const reply = await merchant.get('/api/v1/bank/wallet/nothing-here/at/all/');
    expect(reply.status).toBe(404);
    expect(reply.body.message[0].code).toBe('NOT_FOUND');
  });
});
