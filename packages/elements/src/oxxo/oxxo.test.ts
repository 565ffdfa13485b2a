import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import {
  clipboardText,
  copyButton,
  drawnBarcode,
  mountCode,
  q,
  shownValue,
  waitForCode,
} from '../codes/codes.testing.ts';
import './oxxo.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('tucan-oxxo', () => {
  it('draws the Code 128 barcode that a barcode reader decodes to the voucher value, and copies the reference', async () => {
    const { el, charge } = await mountCode('tucan-oxxo', { country: 'MX', value: 899 });
    await waitForCode(el);
    const { printed: value, read } = await drawnBarcode(el, 'CODE_128');
    expect(value).toMatch(/^\d{30}$/);
    const reference = shownValue(el, 'reference');
    // The reference, the amount in centavos and the expiry, as the contract defines the value.
    expect(value.slice(0, 14)).toBe(reference);
    expect(value.slice(14, 24)).toBe('0000089900');
    expect(read).toBe(value);
    await userEvent.click(copyButton(el, 'reference') as HTMLButtonElement);
    await until(() => copyButton(el, 'reference')?.textContent?.trim() === 'Copied');
    expect(await clipboardText()).toBe(reference);
    expect(q(el, '.method .muted')?.textContent).toBe(
      'OXXO accepts cash payments of up to MX$10,000.00 per voucher.',
    );
    expect(charge.charge_uuid).toBeTruthy();
  });

  for (const [width, lines] of [
    [480, 1],
    [240, 2],
  ] as const) {
    it(`shows the digits under the barcode at the body text's size, on ${lines} line(s) inside the box, and the reference on one line, in a ${width} px column`, async () => {
      const { el } = await mountCode('tucan-oxxo', { country: 'MX', value: 899 });
      el.classList.add('column');
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`tucan-oxxo.column { display: block; inline-size: ${width}px; }`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      await waitForCode(el);
      await until(() => q(el, 'svg.bars') !== null);
      /** The line boxes a node's text sits on. */
      const linesOf = (node: HTMLElement) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      };
      const lineCount = (rects: DOMRect[]) => new Set(rects.map((r) => Math.round(r.top))).size;
      expect(lineCount(linesOf(q(el, '[data-copy="reference"] .value') as HTMLElement))).toBe(1);
      const caption = q(el, '.barcode figcaption') as HTMLElement;
      // Readable at a till: no smaller than the steps' text (the element's body size).
      const size = (node: Element) => Number.parseFloat(getComputedStyle(node).fontSize);
      expect(size(caption)).toBeGreaterThanOrEqual(size(q(el, '[part="steps"] li') as HTMLElement));
      // Where 30 digits do not fit on one line they break into lines of equal length, never one digit alone.
      const rects = linesOf(caption);
      expect(lineCount(rects)).toBe(lines);
      const box = (q(el, '.barcode') as HTMLElement).getBoundingClientRect();
      for (const r of rects) {
        expect(r.left).toBeGreaterThanOrEqual(box.left);
        expect(r.right).toBeLessThanOrEqual(box.right);
      }
      if (lines === 2) {
        const [a, b] = [...new Set(rects.map((r) => Math.round(r.width)))];
        expect(Math.abs((a ?? 0) - (b ?? a ?? 0))).toBeLessThanOrEqual(2);
      }
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    });
  }
});
