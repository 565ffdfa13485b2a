import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { clipboardText, copyButton, mountCode, q, shownValue, waitForCode } from '../codes/codes.testing.ts';
import { rasterize, readBarcode } from '../codes/decode.testing.ts';
import './oxxo.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('tucan-oxxo', () => {
  it('draws the Code 128 barcode that a barcode reader decodes to the voucher value, and copies the reference', async () => {
    const { el, charge } = await mountCode('tucan-oxxo', { country: 'MX', value: 899 });
    await waitForCode(el);
    const svg = await until(() => q(el, 'svg.bars') !== null).then(() => q(el, 'svg.bars'));
    const value = q(el, '.barcode figcaption')?.textContent?.trim() ?? '';
    expect(value).toMatch(/^\d{30}$/);
    const reference = shownValue(el, 'reference');
    // The reference, the amount in centavos and the expiry, as the contract defines the value.
    expect(value.slice(0, 14)).toBe(reference);
    expect(value.slice(14, 24)).toBe('0000089900');
    expect(
      readBarcode(
        await rasterize(
          svg as unknown as SVGSVGElement,
          3 * (svg as unknown as SVGSVGElement).viewBox.baseVal.width,
        ),
        'CODE_128',
      ),
    ).toBe(value);
    await userEvent.click(copyButton(el, 'reference') as HTMLButtonElement);
    await until(() => copyButton(el, 'reference')?.textContent?.trim() === 'Copied');
    expect(await clipboardText()).toBe(reference);
    expect(q(el, '.method .muted')?.textContent).toBe(
      'OXXO accepts cash payments of up to MX$10,000.00 per voucher.',
    );
    expect(charge.charge_uuid).toBeTruthy();
  });

  it('keeps the reference and the digits under the barcode on one line each in a 240 px column (a drop-in on a phone)', async () => {
    const { el } = await mountCode('tucan-oxxo', { country: 'MX', value: 899 });
    el.classList.add('phone-width');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('tucan-oxxo.phone-width { display: block; inline-size: 240px; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    await waitForCode(el);
    await until(() => q(el, 'svg.bars') !== null);
    const oneLine = (selector: string) => {
      const node = q(el, selector) as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(node);
      // One line box: every fragment of the text sits on the same line.
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size === 1;
    };
    expect(oneLine('[data-copy="reference"] .value')).toBe(true);
    expect(oneLine('.barcode figcaption')).toBe(true);
    const caption = (q(el, '.barcode figcaption') as HTMLElement).getBoundingClientRect();
    const barcode = (q(el, '.barcode') as HTMLElement).getBoundingClientRect();
    expect(caption.right).toBeLessThanOrEqual(barcode.right);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  });
});
