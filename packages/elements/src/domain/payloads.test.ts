import { describe, expect, it } from 'vitest';
import {
  readBoletoPayload,
  readOxxoPayload,
  readPfcPayload,
  readQrPayload,
  readSpeiPayload,
} from './payloads.ts';

describe('payment_payload readers', () => {
  it('reads a pix or qra payload, keeping the PNG only when it is base64', () => {
    const p = readQrPayload({
      payload: '00020101021226',
      qr_code: 'iVBORw0KGgo=',
      expiration_date: '2026-03-10T13:00:00.000Z',
    });
    expect(p).toEqual({
      payload: '00020101021226',
      qrPng: 'iVBORw0KGgo=',
      expiresAt: Date.parse('2026-03-10T13:00:00Z'),
    });
    expect(readQrPayload({ payload: '00020101021226', qr_code: 'data:image/png;base64,xx' })).toEqual({
      payload: '00020101021226',
    });
    expect(readQrPayload({ payload: 42 })).toBeUndefined();
    expect(readQrPayload({ payload: 'line\nbreak <b>' })).toBeUndefined();
  });

  it('reads spei and ignores fields of the wrong type', () => {
    expect(
      readSpeiPayload({
        clabe: '646180000000123452',
        bank: 'STP',
        beneficiary: 7,
        reference: '1234567',
        amount: '150.5',
      }),
    ).toEqual({ clabe: '646180000000123452', bank: 'STP', reference: '1234567', amount: 150.5 });
    expect(readSpeiPayload({ clabe: '6461800000' })).toBeUndefined();
  });

  it('reads vouchers, with the end of the due date as expiry', () => {
    expect(
      readPfcPayload({ reference: '1234567890', barcode: '0447', due_date: '2026-12-15', amount: 10 }),
    ).toEqual({
      reference: '1234567890',
      barcode: '0447',
      dueDate: '2026-12-15',
      expiresAt: Date.parse('2026-12-15T23:59:59.999Z'),
      amount: 10,
    });
    expect(readOxxoPayload({ reference: '12345678901234' })).toBeUndefined();
  });

  it('reads a boleto only when its line and barcode agree', () => {
    const good = {
      digitable_line: '00190000090123456700400000123174916610000015075',
      barcode: '00199166100000150750000001234567000000012317',
      due_date: '2026-12-15',
    };
    expect(readBoletoPayload(good)?.reference).toBe(good.digitable_line);
    expect(
      readBoletoPayload({ ...good, digitable_line: '00190.00009 01234.567004 00000.123174 9 16610000015075' })
        ?.reference,
    ).toBe(good.digitable_line);
    expect(readBoletoPayload({ ...good, barcode: good.barcode.replace('0019', '0339') })).toBeUndefined();
  });
});

describe('EMV fields', () => {
  it('reads the receiver name of a BR Code and tolerates malformed strings', async () => {
    const { emvFields, emvMerchantName } = await import('./emv.ts');
    const dynamic =
      '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca255204000053039865802BR5917LOJA EXEMPLO LTDA6009SAO PAULO62070503***63044846';
    expect(emvMerchantName(dynamic)).toBe('LOJA EXEMPLO LTDA');
    expect(emvFields(dynamic).get('60')).toBe('SAO PAULO');
    expect(emvMerchantName('0002019999')).toBeUndefined();
    expect(emvFields('not emv').size).toBe(0);
  });
});
