import { describe, expect, it } from 'vitest';
import { FX_CURRENCIES } from '../src/contract.ts';
import {
  AR_WALLET,
  BR_WALLET,
  Merchant,
  MX_WALLET,
  ROOMY_RATE_LIMIT,
  VISA_APPROVED,
} from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox({ rateLimit: ROOMY_RATE_LIMIT });

describe('wallets', () => {
  it('seeds one wallet per country with its allowed_methods', async () => {
    const br = await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`);
    expect(br.body).toMatchObject({ uuid: BR_WALLET, country: 'BR', currency: 'BRL' });
    expect(br.body.allowed_methods).toEqual(
      expect.arrayContaining(['pix', 'boleto', 'credit_card', 'applepay']),
    );
    expect(br.body.applepay_domains).toEqual(['localhost', '127.0.0.1']);
    const mx = await merchant.get(`/api/v1/bank/wallet/${MX_WALLET}/`);
    expect(mx.body.allowed_methods).toEqual(expect.arrayContaining(['spei', 'oxxo']));
  });

  it('creates a wallet and returns allowed_methods, then reads it back', async () => {
    const created = await merchant.post('/api/v1/bank/wallet/', {
      name: 'Loja Centro',
      country: 'BR',
      allowed_methods: ['pix', 'credit_card'],
    });
    expect(created.status).toBe(201);
    expect(created.body.allowed_methods).toEqual(['pix', 'credit_card']);
    const fetched = await merchant.get(`/api/v1/bank/wallet/${created.body.uuid}/`);
    expect(fetched.body).toEqual(created.body);
    const defaults = await merchant.post('/api/v1/bank/wallet/', { name: 'Tienda', country: 'CO' });
    expect(defaults.body).toMatchObject({
      currency: 'COP',
      allowed_methods: ['credit_card', 'debit_card', 'googlepay'],
    });
  });

  it('refuses Apple Pay on a wallet outside Brazil and Mexico, and unknown countries', async () => {
    const applepay = await merchant.post('/api/v1/bank/wallet/', {
      name: 'X',
      country: 'AR',
      allowed_methods: ['applepay'],
    });
    expect(applepay.status).toBe(422);
    const country = await merchant.post('/api/v1/bank/wallet/', { name: 'X', country: 'PE' });
    expect(country.body.message[0]).toMatchObject({ source: 'country', code: 'INVALID_VALUE' });
  });

  it('answers 404 for an unknown wallet', async () => {
    expect((await merchant.get('/api/v1/bank/wallet/00000000-0000-4000-8000-000000000000/')).status).toBe(
      404,
    );
  });
});

describe('payment links and hosted checkout', () => {
  it('creates a payment link whose charge carries payment_link_uuid', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 300,
      description: 'Curso online',
    });
    expect(link.status).toBe(201);
    expect(link.body).toMatchObject({ is_checkout: false, value: 300, currency: 'BRL' });
    const charge = await merchant.get(`/api/v1/bank/wallet/charge/${link.body.charge_uuid}/`);
    expect(charge.body).toMatchObject({
      status: 'issued',
      payment_link_uuid: link.body.payment_link_uuid,
      action_url: link.body.url,
    });
    const hosted = await fetch(link.body.url);
    expect(await hosted.json()).toMatchObject({ charge_uuid: link.body.charge_uuid, status: 'issued' });
  });

  it('creates a checkout as a payment link with is_checkout true', async () => {
    const checkout = await merchant.post('/api/v1/bank/wallet/checkout/', {
      wallet_uuid: MX_WALLET,
      value: 1299,
      allowed_methods: ['credit_card', 'oxxo'],
    });
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({ is_checkout: true, allowed_methods: ['credit_card', 'oxxo'] });
    const explicit = await merchant.post('/api/v1/bank/wallet/checkout/', {
      wallet_uuid: MX_WALLET,
      value: 10,
      is_checkout: true,
    });
    expect(explicit.body.is_checkout).toBe(true);
  });

  it('refuses is_checkout false on the checkout endpoint (422), and creates nothing', async () => {
    const before = (await merchant.get('/api/v1/bank/wallet/charges/?page_size=100')).body.count;
    const refused = await merchant.post('/api/v1/bank/wallet/checkout/', {
      wallet_uuid: BR_WALLET,
      value: 10,
      is_checkout: false,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toEqual([
      {
        code: 'INVALID_VALUE',
        source: 'is_checkout',
        description: expect.stringContaining('/payment-link/'),
      },
    ]);
    expect((await merchant.get('/api/v1/bank/wallet/charges/?page_size=100')).body.count).toBe(before);
    // A plain link says false, as asked.
    const plain = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 10,
      is_checkout: false,
    });
    expect(plain.body.is_checkout).toBe(false);
  });

  it('sends the payment_link_uuid in the webhook of its charge', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 10,
      webhook_url: 'http://127.0.0.1:9/hooks',
    });
    merchant.sandbox.control.transition(link.body.charge_uuid, 'paid');
    const delivery = merchant.sandbox.control
      .webhooks()
      .find((d) => d.subject_uuid === link.body.charge_uuid);
    expect(delivery?.payload.payment_link_uuid).toBe(link.body.payment_link_uuid);
  });

  it('refuses a method the wallet does not allow', async () => {
    const reply = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: AR_WALLET,
      value: 10,
      allowed_methods: ['pix'],
    });
    expect(reply.status).toBe(422);
  });
});

describe('zero-auth, tokenization and BIN lookup', () => {
  it('validates a good card with zero-auth and reports a declined one', async () => {
    const ok = await merchant.post('/api/v1/bank/wallet/zero-auth/', VISA_APPROVED);
    expect(ok.body).toMatchObject({ valid: true, status: 'approved', brand: 'visa', last4: '4242' });
    const declined = await merchant.post('/api/v1/bank/wallet/zero-auth/', {
      ...VISA_APPROVED,
      card_number: '4000000000000002',
    });
    expect(declined.body).toMatchObject({ valid: false, status: 'declined' });
    const bad = await merchant.post('/api/v1/bank/wallet/zero-auth/', { ...VISA_APPROVED, card_cvv: 'abc' });
    expect(bad.status).toBe(422);
  });

  it('tokenizes a card without charging it, and the token pays a charge', async () => {
    const before = (await merchant.get('/api/v1/bank/wallet/charges/')).body.count;
    const token = await merchant.post('/api/v1/bank/wallet/tokenization/', VISA_APPROVED);
    expect(token.status).toBe(201);
    expect(token.body).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(token.body)).not.toContain(VISA_APPROVED.card_number);
    expect((await merchant.get('/api/v1/bank/wallet/charges/')).body.count).toBe(before);
    const charge = await merchant.charge({ card_token: token.body.card_token });
    expect(charge.body).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' } });
    expect((await merchant.charge({ card_token: 'tok_unknown' })).status).toBe(404);
  });

  it.each([
    ['424242', 'visa', 'US'],
    ['506776', 'elo', 'BR'],
    ['606282', 'hipercard', 'BR'],
    ['589562', 'naranja', 'AR'],
    ['37828224', 'amex', 'US'],
  ])('looks up BIN %s as %s from %s', async (bin, brand, country) => {
    const reply = await merchant.get(`/api/v1/bank/wallet/bin/${bin}/`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ bin, brand, country });
    for (const key of ['type', 'category', 'issuer']) expect(typeof reply.body[key]).toBe('string');
  });

  it('refuses a malformed BIN and answers 404 for an unknown range', async () => {
    expect((await merchant.get('/api/v1/bank/wallet/bin/12ab/')).status).toBe(422);
    expect((await merchant.get('/api/v1/bank/wallet/bin/999999/')).status).toBe(404);
  });
});

describe('FX rate quotes', () => {
  it('quotes all 56 ordered pairs of the 8 currencies', async () => {
    const pairs = FX_CURRENCIES.flatMap((from) =>
      FX_CURRENCIES.filter((to) => to !== from).map((to) => [from, to]),
    );
    expect(pairs).toHaveLength(56);
    for (const [from, to] of pairs) {
      const reply = await merchant.post('/api/v1/bank/wallet/fx/rate/', {
        from_currency: from,
        to_currency: to,
        amount: 100,
      });
      expect(reply.status, `${from}/${to}`).toBe(200);
      expect(reply.body.rate).toBeGreaterThan(0);
      expect(reply.body).toMatchObject({ from_currency: from, to_currency: to, amount: 100 });
    }
    const usdBrl = await merchant.post('/api/v1/bank/wallet/fx/rate/', {
      from_currency: 'USD',
      to_currency: 'BRL',
    });
    const brlUsd = await merchant.post('/api/v1/bank/wallet/fx/rate/', {
      from_currency: 'BRL',
      to_currency: 'USD',
    });
    expect(usdBrl.body.rate * brlUsd.body.rate).toBeCloseTo(1, 5);
  });

  it('refuses an unknown currency and a same-currency pair', async () => {
    const unknown = await merchant.post('/api/v1/bank/wallet/fx/rate/', {
      from_currency: 'GBP',
      to_currency: 'BRL',
    });
    expect(unknown.body.message[0]).toMatchObject({ source: 'from_currency', code: 'INVALID_VALUE' });
    expect(
      (await merchant.post('/api/v1/bank/wallet/fx/rate/', { from_currency: 'BRL', to_currency: 'BRL' }))
        .status,
    ).toBe(422);
  });
});

describe('payouts', () => {
  const destinations: [string, string, Record<string, unknown>][] = [
    ['pix', BR_WALLET, { pix_destination: { key_type: 'cpf', key: '52998224725' } }],
    [
      'ted',
      BR_WALLET,
      { bank_account: { bank_code: '341', branch: '1234', account_number: '56789-0', holder_name: 'Ana' } },
    ],
    [
      'bank_transfer',
      AR_WALLET,
      { bank_account: { bank_code: '007', account_number: '1234567890', holder_name: 'Juan' } },
    ],
    ['spei', MX_WALLET, { clabe: '032180000118359719', beneficiary_name: 'María' }],
    ['cash_pickup', MX_WALLET, { beneficiary: { name: 'José Pérez' } }],
  ];

  it.each(destinations)(
    'creates, gets and lists a %s payout',
    async (type_payout, wallet_uuid, destination) => {
      const created = await merchant.post('/api/v1/bank/wallet/payout/', {
        wallet_uuid,
        type_payout,
        value: 42.5,
        reference_external_id: `payout-${type_payout}`,
        ...destination,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ type_payout, status: 'processing', value: 42.5, ...destination });
      await expect
        .poll(
          async () =>
            (await merchant.get(`/api/v1/bank/wallet/payout/${created.body.payout_uuid}/`)).body.status,
        )
        .toBe('paid');
      const listed = await merchant.get(`/api/v1/bank/wallet/payout/?type_payout=${type_payout}`);
      expect(listed.body.results.map((p: { payout_uuid: string }) => p.payout_uuid)).toContain(
        created.body.payout_uuid,
      );
    },
  );

  it('requires pix_destination for a pix payout and a valid CLABE for spei', async () => {
    const pix = await merchant.post('/api/v1/bank/wallet/payout/', {
      wallet_uuid: BR_WALLET,
      type_payout: 'pix',
      value: 1,
    });
    expect(pix.body.message[0]).toMatchObject({ code: 'REQUIRED', source: 'pix_destination' });
    const spei = await merchant.post('/api/v1/bank/wallet/payout/', {
      wallet_uuid: MX_WALLET,
      type_payout: 'spei',
      value: 1,
      clabe: '032180000118359710',
      beneficiary_name: 'María',
    });
    expect(spei.body.message[0]).toMatchObject({ source: 'clabe' });
    const kind = await merchant.post('/api/v1/bank/wallet/payout/', {
      wallet_uuid: MX_WALLET,
      type_payout: 'wire',
      value: 1,
    });
    expect(kind.body.message[0]).toMatchObject({ code: 'INVALID_VALUE', source: 'type_payout' });
    const country = await merchant.post('/api/v1/bank/wallet/payout/', {
      wallet_uuid: MX_WALLET,
      type_payout: 'pix',
      value: 1,
      pix_destination: { key_type: 'evp', key: '0f8fad5b-d9cb-469f-a165-70867728950e' },
    });
    expect(country.status).toBe(422);
    expect(country.body.message[0]).toMatchObject({ code: 'METHOD_NOT_ALLOWED', source: 'type_payout' });
  });

  it.each([
    ['cpf', '123', 'INVALID_FORMAT'],
    ['cpf', '52998224724', 'INVALID_CHECK_DIGIT'],
    ['cpf', '111.111.111-11', 'INVALID_CHECK_DIGIT'],
    ['cnpj', '11222333000180', 'INVALID_CHECK_DIGIT'],
    ['cnpj', '1122233300018', 'INVALID_FORMAT'],
    ['email', 'not-an-email', 'INVALID_FORMAT'],
    ['phone', '11987654321', 'INVALID_FORMAT'],
    ['evp', 'abc', 'INVALID_FORMAT'],
  ])(
    'refuses a pix payout to the %s key %s (%s), as charges check documents',
    async (key_type, key, code) => {
      const refused = await merchant.post('/api/v1/bank/wallet/payout/', {
        wallet_uuid: BR_WALLET,
        type_payout: 'pix',
        value: 5,
        pix_destination: { key_type, key },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toEqual([
        { code, source: 'pix_destination.key', description: expect.any(String) },
      ]);
    },
  );

  it.each([
    ['cpf', '529.982.247-25'],
    ['cnpj', '11.222.333/0001-81'],
    ['email', 'ana@example.com'],
    ['phone', '+5511987654321'],
    ['evp', '0f8fad5b-d9cb-469f-a165-70867728950e'],
  ])('pays out to a valid pix %s key %s', async (key_type, key) => {
    const created = await merchant.post('/api/v1/bank/wallet/payout/', {
      wallet_uuid: BR_WALLET,
      type_payout: 'pix',
      value: 5,
      pix_destination: { key_type, key },
    });
    expect(created.status).toBe(201);
    expect(created.body.pix_destination).toEqual({ key_type, key });
  });

  it('fails a payout of the fault amount 13.13', async () => {
    const created = await merchant.post('/api/v1/bank/wallet/payout/', {
      wallet_uuid: BR_WALLET,
      type_payout: 'pix',
      value: 13.13,
      pix_destination: { key_type: 'email', key: 'x@example.com' },
    });
    await expect
      .poll(
        async () =>
          (await merchant.get(`/api/v1/bank/wallet/payout/${created.body.payout_uuid}/`)).body.status,
      )
      .toBe('failed');
  });
});
