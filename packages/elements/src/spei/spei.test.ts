import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { clipboardText, copyButton, mountCode, q, shownValue, waitForCode } from '../codes/codes.testing.ts';
import { isValidClabe } from '../domain/clabe.ts';
import './spei.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('tucan-spei', () => {
  it('groups the CLABE for reading and copies its 18 digits; every detail has its own Copy', async () => {
    const { el } = await mountCode('tucan-spei', { country: 'MX', value: 1249.5, attrs: { lang: 'es-MX' } });
    await waitForCode(el);
    const shown = shownValue(el, 'clabe');
    expect(shown).toMatch(/^646 180 \d{4} \d{4} \d{3} \d$/);
    await userEvent.click(copyButton(el, 'clabe') as HTMLButtonElement);
    await until(() => copyButton(el, 'clabe')?.textContent?.trim() === 'Copiado');
    const copied = await clipboardText();
    expect(copied).toBe(shown.replaceAll(' ', ''));
    expect(isValidClabe(copied)).toBe(true);

    const copies: Record<string, string> = {};
    for (const key of ['amount', 'reference', 'bank', 'beneficiary']) {
      await userEvent.click(copyButton(el, key) as HTMLButtonElement);
      await until(() => copyButton(el, key)?.textContent?.trim() === 'Copiado');
      copies[key] = await clipboardText();
    }
    expect(copies).toEqual({
      amount: '1249.50',
      reference: expect.stringMatching(/^\d{7}$/),
      bank: 'STP',
      beneficiary: 'Sandbox wallet MX',
    });
    expect(shownValue(el, 'amount')).toBe('$1,249.50');
  });

  for (const width of [320, 600]) {
    it(`keeps every Copy on the right of its value, each value on one line, in a ${width} px column`, async () => {
      const { el } = await mountCode('tucan-spei', {
        country: 'MX',
        value: 1249.5,
        attrs: { lang: 'es-MX' },
      });
      el.style.display = 'block';
      el.style.inlineSize = `${width}px`;
      await waitForCode(el);
      const rows = ['clabe', 'amount', 'reference', 'bank', 'beneficiary'];
      const lineHeight = (v: HTMLElement) => Number.parseFloat(getComputedStyle(v).lineHeight) || 24;
      for (const key of rows) {
        const value = q(el, `[data-copy="${key}"] .value`) as HTMLElement;
        const button = copyButton(el, key) as HTMLButtonElement;
        const v = value.getBoundingClientRect();
        const b = button.getBoundingClientRect();
        // Side by side, the button on the right, on the value's row.
        expect({ key, right: b.left >= v.right - 1, sameRow: b.top < v.bottom && b.bottom > v.top }).toEqual({
          key,
          right: true,
          sameRow: true,
        });
        // One line: the text is no taller than one line (plus the box's padding).
        const text = document.createRange();
        text.selectNodeContents(value);
        expect({ key, lines: text.getClientRects().length }).toEqual({ key, lines: 1 });
        expect(text.getBoundingClientRect().height).toBeLessThan(lineHeight(value) * 1.5);
        // Whole inside its box (nothing cut at its edge).
        expect({ key, inside: text.getBoundingClientRect().right <= v.right }).toEqual({ key, inside: true });
      }
      // One Copy style: every Copy button outlined (no fill), as pix, QR, boleto, OXXO and Pago Fácil's.
      const fills = new Set(rows.map((k) => getComputedStyle(copyButton(el, k) as Element).backgroundColor));
      expect([...fills]).toEqual(['rgba(0, 0, 0, 0)']);
    });
  }
});
