import { describe, expect, it } from 'vitest';
import { canvasFromWidths, readBarcode } from '../../codes/decode.testing.ts';
import { CODE128_PATTERNS, code128Values, code128Widths } from './code128.ts';
import { itfWidths } from './itf.ts';
import { barsPath } from './svg.ts';

/**
 * An independent ITF reader of bar/space widths: wide = more than one module; each digit's value is the sum of
 * the weights 1, 2, 4, 7, 0 of its two wide elements (11 means 0). It shares no table with the encoder.
 */
function readItfWidths(widths: number[]): string {
  const wide = widths.map((w) => w > 1);
  expect(wide.slice(0, 4)).toEqual([false, false, false, false]);
  expect(wide.slice(-3)).toEqual([true, false, false]);
  const body = wide.slice(4, -3);
  expect(body.length % 10).toBe(0);
  const digit = (flags: boolean[]) => {
    expect(flags.filter(Boolean).length).toBe(2);
    const v = [1, 2, 4, 7, 0].reduce((sum, w, i) => sum + (flags[i] ? w : 0), 0);
    return v === 11 ? 0 : v;
  };
  let out = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10);
    out += `${digit(chunk.filter((_, k) => k % 2 === 0))}${digit(chunk.filter((_, k) => k % 2 === 1))}`;
  }
  return out;
}

const BOLETO = '00199166100000150750000001234567000000012317';

describe('Interleaved 2 of 5', () => {
  it('encodes a boleto barcode that an independent bar-pattern reader and ZXing read back', () => {
    const widths = itfWidths(BOLETO);
    expect(readItfWidths(widths)).toBe(BOLETO);
    expect(readBarcode(canvasFromWidths(widths), 'ITF')).toBe(BOLETO);
  });

  it('encodes every digit pair', () => {
    const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')).join('');
    expect(readItfWidths(itfWidths(all))).toBe(all);
  });

  it('refuses an odd count or a non-digit', () => {
    expect(() => itfWidths('123')).toThrow();
    expect(() => itfWidths('12a4')).toThrow();
  });
});

describe('Code 128', () => {
  it('has 103 data symbols, three starts and a stop, each of 11 modules (the stop 13)', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    for (const [i, p] of CODE128_PATTERNS.entries()) {
      const sum = [...p].reduce((a, b) => a + Number(b), 0);
      expect(sum, `symbol ${i}`).toBe(i === 106 ? 13 : 11);
    }
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
  });

  it.each([
    ['an OXXO barcode (30 digits)', '931234567890120000015075260313'],
    ['a Pago Fácil barcode (37 digits, odd)', '0447123456789000000150752026031500007'],
    ['a short odd run', '12345'],
    ['text with digit runs', 'REF-2026 000123 x9'],
    ['two digits', '42'],
  ])('encodes %s that ZXing reads back exactly', (_name, text) => {
    expect(readBarcode(canvasFromWidths(code128Widths(text)), 'CODE_128')).toBe(text);
  });

  it('packs even digit runs two per symbol (set C)', () => {
    const values = code128Values('931234567890120000015075260313');
    expect(values[0]).toBe(105); // start C
    expect(values).toHaveLength(1 + 15 + 2);
  });

  it('refuses characters outside printable ASCII and an empty text', () => {
    expect(() => code128Values('ção')).toThrow();
    expect(() => code128Values('')).toThrow();
  });
});

describe('bars as an SVG path', () => {
  it('draws one rectangle per bar, with the quiet zones in the width', () => {
    expect(barsPath([1, 2, 3], 40, 10)).toEqual({ width: 26, height: 40, d: 'M10 0h1v40h-1zM13 0h3v40h-3z' });
  });
});
