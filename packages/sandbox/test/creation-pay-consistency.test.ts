/**
 * Charge creation and pay validate the same way: a charge the merchant can create is one the shopper can pay, and
 * what pay refuses, creation refuses too (installment plans, boleto's payer, payer documents per country).
 */
import { describe, expect, it } from 'vitest';
import { SEED_WALLETS } from '../src/contract.ts';
import { card, PUBLIC, post } from './public-helpers.ts';
import { AR_WALLET, BR_WALLET, Merchant, MX_WALLET, ROOMY_RATE_LIMIT } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox({ rateLimit: ROOMY_RATE_LIMIT });

const pay = (uuid: string, body: Record<string, unknown>) =>
  post(merchant.sandbox, `${PUBLIC}/charge/${uuid}/pay`, body);
const open = async (wallet: string, value: number, extra: Record<string, unknown> = {}) =>
  (await merchant.charge({ wallet_uuid: wallet, value, type_charge: undefined, ...extra })).body
    .charge_uuid as string;

describe('installments: the sandbox own plans, at creation as on pay', () => {
  it.each([
    ['5 in MX (plans 1, 3, 6, 9, 12)', MX_WALLET, 1200, 5],
    ['36 in BR (plans 1–12)', BR_WALLET, 1200, 36],
    ['12 in BR on BRL 30 (installments under BRL 5.00 are not offered)', BR_WALLET, 30, 12],
  ])('refuses %s with the same 422 on creation and on pay', async (_, wallet, value, installments) => {
    for (const type_charge of ['credit_card', undefined]) {
      const created = await merchant.charge({ wallet_uuid: wallet, value, type_charge, installments });
      expect(created.status, String(type_charge)).toBe(422);
      expect(created.body.message).toEqual([
        {
          code: 'INVALID_VALUE',
          source: 'installments',
          description: expect.stringContaining('not offered'),
        },
      ]);
    }
    const paid = await pay(
      await open(wallet, value),
      card(wallet === MX_WALLET ? '5062210000000009' : '4111111111111111', { installments }),
    );
    expect(paid.status).toBe(422);
    expect(paid.body.message).toEqual([
      { code: 'INVALID_VALUE', source: 'installments', description: expect.stringContaining('not offered') },
    ]);
  });

  it('accepts the offered counts (6 in MX, 12 in BR) and 1 for any method', async () => {
    expect((await merchant.charge({ wallet_uuid: MX_WALLET, value: 1200, installments: 6 })).status).toBe(
      201,
    );
    expect((await merchant.charge({ value: 1200, installments: 12 })).status).toBe(201);
    expect((await merchant.charge({ type_charge: 'pix', installments: 1 })).status).toBe(201);
    const debit = await merchant.charge({ type_charge: 'debit_card', installments: 3 });
    expect(debit.body.message[0]).toMatchObject({ source: 'installments', code: 'INVALID_VALUE' });
  });
});

describe('boleto needs its payer at creation as on pay', () => {
  it('refuses a boleto charge without payer name and tax id', async () => {
    const created = await merchant.charge({ type_charge: 'boleto', value: 90 });
    expect(created.status).toBe(422);
    expect(created.body.message.map((e: { source: string; code: string }) => [e.source, e.code])).toEqual([
      ['payer_name', 'REQUIRED'],
      ['payer_tax_id', 'REQUIRED'],
    ]);
  });

  it('pays a boleto with the payer the merchant gave at creation, with nothing more from the shopper', async () => {
    const uuid = await open(BR_WALLET, 90, {
      payer_name: 'Ana Souza',
      payer_tax_id: '529.982.247-25',
      payer_document_type: 'CPF',
    });
    const paid = await pay(uuid, { type_charge: 'boleto' });
    expect(paid.status).toBe(200);
    expect(paid.body.payment_payload.digitable_line).toMatch(/^\d{47}$/);
  });
});

describe('payer documents: a type of the wallet country and a number that passes its check', () => {
  const cases: [string, string, Record<string, unknown>, string, string][] = [
    [
      'CPF "123"',
      BR_WALLET,
      { payer_tax_id: '123', payer_document_type: 'CPF' },
      'payer_tax_id',
      'INVALID_FORMAT',
    ],
    [
      'CPF "11111111111"',
      BR_WALLET,
      { payer_tax_id: '11111111111', payer_document_type: 'CPF' },
      'payer_tax_id',
      'INVALID_CHECK_DIGIT',
    ],
    [
      'CPF with a wrong check digit',
      BR_WALLET,
      { payer_tax_id: '52998224724', payer_document_type: 'CPF' },
      'payer_tax_id',
      'INVALID_CHECK_DIGIT',
    ],
    [
      'a DNI for a Brazilian payer',
      BR_WALLET,
      { payer_tax_id: '30123456', payer_document_type: 'DNI' },
      'payer_document_type',
      'INVALID_VALUE',
    ],
    [
      'a CUIT with a wrong check digit',
      AR_WALLET,
      { payer_tax_id: '20267565394', payer_document_type: 'CUIT' },
      'payer_tax_id',
      'INVALID_CHECK_DIGIT',
    ],
    [
      'a CURP born on 31 February',
      MX_WALLET,
      { payer_tax_id: 'GODE560231HDFRRN09', payer_document_type: 'CURP' },
      'payer_tax_id',
      'INVALID_FORMAT',
    ],
    [
      'a CPF for a Chilean payer',
      SEED_WALLETS.CL,
      { payer_tax_id: '52998224725', payer_document_type: 'CPF' },
      'payer_document_type',
      'INVALID_VALUE',
    ],
  ];

  it.each(cases)('refuses %s the same way on creation and on pay', async (_, wallet, payer, source, code) => {
    const created = await merchant.charge({
      wallet_uuid: wallet,
      value: 50,
      type_charge: 'credit_card',
      ...payer,
    });
    expect(created.status).toBe(422);
    expect(created.body.message).toEqual([{ code, source, description: expect.any(String) }]);
    const paid = await pay(await open(wallet, 50), card('4111111111111111', payer));
    expect(paid.status).toBe(422);
    expect(paid.body.message).toEqual([{ code, source, description: expect.any(String) }]);
  });

  it('accepts valid documents of each kind, punctuated or not', async () => {
    for (const [wallet, payer_document_type, payer_tax_id] of [
      [BR_WALLET, 'CPF', '529.982.247-25'],
      [BR_WALLET, 'CNPJ', '11.222.333/0001-81'],
      [AR_WALLET, 'CUIT', '20-26756539-3'],
      [AR_WALLET, 'DNI', '30123456'],
      [MX_WALLET, 'RFC', 'GODE561231GR8'],
      [SEED_WALLETS.CL, 'PAS', 'X1234567'],
    ] as const) {
      const created = await merchant.charge({
        wallet_uuid: wallet,
        value: 50,
        payer_tax_id,
        payer_document_type,
      });
      expect(created.status, `${payer_document_type} ${payer_tax_id}`).toBe(201);
    }
    const pix = await pay(await open(BR_WALLET, 50), {
      type_charge: 'pix',
      payer_tax_id: '11.222.333/0001-81',
      payer_document_type: 'CNPJ',
    });
    expect(pix.status).toBe(200);
  });
});
