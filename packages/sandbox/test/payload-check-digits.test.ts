import { describe, expect, it } from 'vitest';
import {
  boletoBarcode,
  digitableLine,
  dueDateFactor,
  formatDigitableLine,
  isValidDigitableLine,
} from '../src/payloads/boleto.ts';
import { clabeBankName, isValidClabe, makeClabe } from '../src/payloads/clabe.ts';
import { isValidOxxoReference, oxxoVoucher } from '../src/payloads/oxxo.ts';
import { isValidPagoFacilBarcode, pagoFacilVoucher } from '../src/payloads/pfc.ts';

describe('SPEI CLABE check digit (weights 3,7,1)', () => {
  it('accepts the reference vector 002000000000000008 and rejects …007', () => {
    expect(isValidClabe('002000000000000008')).toBe(true);
    expect(isValidClabe('002000000000000007')).toBe(false);
  });

  it('computes 8 for 01218002605078385 and the STP example 646180000000123452', () => {
    expect(makeClabe('012', '180', '02605078385')).toBe('012180026050783858');
    expect(makeClabe('646', '180', '00000012345')).toBe('646180000000123452');
    expect(clabeBankName('646180000000123452')).toBe('STP');
  });
});

describe('Boleto barcode and linha digitável', () => {
  it('uses the due-date factor with the 2025-02-22 restart at 1000', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2026-12-15')).toBe('1661');
  });

  it('reproduces the worked example (bank 001, due 2026-12-15, R$ 150.75)', () => {
    const barcode = boletoBarcode({
      bank: '001',
      dueDate: '2026-12-15',
      amountCents: 15075,
      freeField: '0000001234567000000012317',
    });
    expect(barcode).toBe('00199166100000150750000001234567000000012317');
    const line = digitableLine(barcode);
    expect(formatDigitableLine(line)).toBe('00190.00009 01234.567004 00000.123174 9 16610000015075');
    expect(isValidDigitableLine(line)).toBe(true);
  });

  it('validates a published bank line and rejects one with a wrong digit', () => {
    const published = '42297115040000195441160020034520268610000054659';
    expect(isValidDigitableLine(published)).toBe(true);
    expect(isValidDigitableLine(`${published.slice(0, 40)}9${published.slice(41)}`)).toBe(false);
    expect(isValidDigitableLine(published.replace(/^4229/, '4228'))).toBe(false);
  });
});

describe('OXXO and Pago Fácil vouchers', () => {
  it('an OXXO voucher has a 14-digit Luhn reference and a barcode with amount and expiry', () => {
    const v = oxxoVoucher('9312345678901', 25050, new Date('2026-07-10T05:59:59Z'));
    expect(isValidOxxoReference(v.reference)).toBe(true);
    expect(v.barcode).toBe(`${v.reference}0000025050260710`);
    expect(v.barcode.length % 2).toBe(0);
  });

  it('a Pago Fácil barcode carries reference, amount and due date with a valid check digit', () => {
    const v = pagoFacilVoucher('1234567890', 150075, '2026-08-01');
    expect(v.barcode).toMatch(/^044712345678900000150075202608010000\d$/);
    expect(isValidPagoFacilBarcode(v.barcode)).toBe(true);
    expect(isValidPagoFacilBarcode(`${v.barcode.slice(0, 36)}${(Number(v.barcode[36]) + 1) % 10}`)).toBe(
      false,
    );
  });
});
