import { describe, expect, it } from 'vitest';
import {
  barcodeOfLine,
  formatDigitableLine,
  isValidBoletoBarcode,
  isValidDigitableLine,
  lineDigits,
  lineMatchesBarcode,
} from './boleto.ts';

// Published (domain facts §5.1) and generated examples, checked there by an independent script.
const PUBLISHED = '42297.11504 00001.954411 60020.034520 2 68610000054659';
const LINE = '00190000090123456700400000123174916610000015075';
const BARCODE = '00199166100000150750000001234567000000012317';

describe('boleto', () => {
  it('checks the three field digits and the general digit of a line', () => {
    expect(isValidDigitableLine(lineDigits(PUBLISHED))).toBe(true);
    expect(isValidDigitableLine(LINE)).toBe(true);
    for (const at of [3, 9, 15, 20, 31, 32, 40]) {
      const broken = LINE.slice(0, at) + ((Number(LINE[at]) + 1) % 10) + LINE.slice(at + 1);
      expect(isValidDigitableLine(broken), `digit ${at}`).toBe(false);
    }
  });

  it('maps a line to its 44-digit barcode and checks its mod-11 digit', () => {
    expect(barcodeOfLine(LINE)).toBe(BARCODE);
    expect(lineMatchesBarcode(LINE, BARCODE)).toBe(true);
    expect(isValidBoletoBarcode(BARCODE)).toBe(true);
    expect(isValidBoletoBarcode(`${BARCODE.slice(0, 4)}2${BARCODE.slice(5)}`)).toBe(false);
  });

  it('groups the line the usual way and copies only its digits', () => {
    expect(formatDigitableLine(LINE)).toBe('00190.00009 01234.567004 00000.123174 9 16610000015075');
    expect(formatDigitableLine(PUBLISHED)).toBe(PUBLISHED);
    expect(lineDigits(formatDigitableLine(LINE))).toBe(LINE);
    expect(formatDigitableLine('123')).toBe('123');
  });
});
