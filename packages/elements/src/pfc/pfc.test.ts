import { afterEach, describe, expect, it } from 'vitest';
import { drawnBarcode, mountCode, q, shownValue, waitForCode } from '../codes/codes.testing.ts';
import './pfc.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('tucan-pfc', () => {
  it('draws the 37-digit barcode (Code 128) that a barcode reader decodes, and shows the due date', async () => {
    const { el } = await mountCode('tucan-pfc', { country: 'AR', value: 12500, attrs: { lang: 'es-MX' } });
    await waitForCode(el);
    const { printed: value, read } = await drawnBarcode(el, 'CODE_128');
    expect(value).toMatch(/^0447\d{33}$/);
    expect(value.slice(4, 14)).toBe(shownValue(el, 'reference'));
    expect(read).toBe(value);
    expect(q(el, '[part="countdown"]')?.textContent?.replace(/\s+/g, ' ').trim()).toMatch(
      /^Fecha de vencimiento \d{1,2} de [a-z]+ de \d{4}$/,
    );
  });
});
