import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { brCode } from '../src/payloads/brcode.ts';
import { qrPngBase64 } from '../src/payloads/qr-png.ts';

export function decodeQrPng(base64: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe('qr_code PNG', () => {
  it('is a plain base64 PNG (no data: prefix) that decodes back to exactly the Pix payload', async () => {
    const payload = brCode({
      key: 'loja@example.com',
      amount: 99.9,
      merchantName: 'Loja',
      merchantCity: 'Recife',
    });
    const qr = await qrPngBase64(payload);
    expect(qr).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(qr, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(decodeQrPng(qr)).toBe(payload);
  });
});
