import { afterEach, describe, expect, it } from 'vitest';
import { mountCode, q, shownValue, waitForCode } from '../codes/codes.testing.ts';
import { rasterize, readQr } from '../codes/decode.testing.ts';
import './qra.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('tucan-qra', () => {
  it('shows the service PNG of the QR Argentina code, decoded independently as the copy string', async () => {
    const { el, rec } = await mountCode('tucan-qra', { country: 'AR', value: 35999.9 });
    await waitForCode(el);
    expect(rec.pays()[0]?.body).toEqual({ type_charge: 'qra' });
    const payload = shownValue(el, 'payload');
    expect(payload).toMatch(/^000201/);
    expect(payload).toContain('5303032');
    const img = q<HTMLImageElement>(el, 'img.qr-img') as HTMLImageElement;
    expect(img.alt).toBe('QR code to pay');
    expect(readQr(await rasterize(img, 600))).toBe(payload);
    // 30 minutes to pay.
    expect(q(el, '[role="timer"]')?.textContent?.trim()).toMatch(/^(30:00|29:5\d)$/);
  });
});
