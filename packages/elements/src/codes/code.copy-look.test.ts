import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type CodeTag, mountCode, q, qa, waitForCode } from './codes.testing.ts';
import '../boleto/boleto.ts';
import '../oxxo/oxxo.ts';
import '../pix/pix.ts';
import '../spei/spei.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const COUNTRY: Partial<Record<CodeTag, string>> = {
  'tucan-pix': 'BR',
  'tucan-boleto': 'BR',
  'tucan-spei': 'MX',
  'tucan-oxxo': 'MX',
};

/** Every Copy button of a code element issued in a column of `width`, with what a shopper sees of it. */
async function copies(tag: CodeTag, width: string) {
  const attrs: Record<string, string> = { lang: 'es-MX' };
  if (tag === 'tucan-boleto') Object.assign(attrs, { lang: 'pt-BR', fields: '' });
  const { el } = await mountCode(tag, { country: COUNTRY[tag], attrs });
  el.style.display = 'block';
  el.style.inlineSize = width;
  if (tag === 'tucan-boleto') {
    // Boleto asks the payer's name and CPF first.
    const name = q<HTMLInputElement>(el, '#name') as HTMLInputElement;
    name.value = 'Maria Silva';
    name.dispatchEvent(new Event('input'));
    const doc = q<HTMLInputElement>(el, '#document') as HTMLInputElement;
    doc.value = '529.982.247-25';
    doc.dispatchEvent(new Event('input'));
    q(el, 'button[type="submit"]')?.click();
  }
  await waitForCode(el);
  // The mouse, wherever an earlier test left it, may rest on a Copy button (its hover tint): it goes to the page's
  // top right corner, where the element has its heading and no button.
  const rest = document.createElement('div');
  rest.style.cssText = 'position: fixed; top: 0; right: 0; inline-size: 2px; block-size: 2px';
  document.body.append(rest);
  await userEvent.hover(rest);
  rest.remove();
  return qa<HTMLButtonElement>(el, 'button[part~="copy"]').map((b) => {
    const s = getComputedStyle(b);
    const row = b.closest('.copy-row') as HTMLElement;
    const value = row.querySelector('.value') as HTMLElement;
    return {
      look: [
        s.blockSize,
        s.borderTopWidth,
        s.borderTopStyle,
        s.borderTopColor,
        s.backgroundColor,
        s.color,
        s.fontWeight,
        s.borderRadius,
      ].join(' '),
      labelled: (b.querySelector('span') as HTMLElement).getBoundingClientRect().width > 1,
      name: b.getAttribute('aria-label') ?? '',
      // Every Copy on the same right edge, that of its row (beside its value or under it).
      rightOfValue: Math.round(b.getBoundingClientRect().right - row.getBoundingClientRect().right),
      under: b.getBoundingClientRect().top >= value.getBoundingClientRect().bottom,
    };
  });
}

describe('code elements: one Copy button', () => {
  it('is one size and style in every code screen, on the right edge of its row, labelled where it fits', async () => {
    for (const width of ['21rem', '30rem']) {
      const all: Array<Awaited<ReturnType<typeof copies>>[number] & { tag: string }> = [];
      for (const tag of ['tucan-pix', 'tucan-boleto', 'tucan-spei', 'tucan-oxxo'] as const) {
        for (const c of await copies(tag, width)) all.push({ ...c, tag });
        document.body.replaceChildren();
      }
      expect(all.length).toBeGreaterThanOrEqual(5);
      expect(new Set(all.map((c) => c.look)).size).toBe(1);
      for (const c of all) {
        expect({ tag: c.tag, width, right: c.rightOfValue }).toEqual({ tag: c.tag, width, right: 0 });
        expect(c.name).toMatch(/^Copiar /);
      }
      // A long string (Pix, boleto's line) has its labelled Copy under it; a short value has it beside it,
      // labelled when the element has room (30 rem), an icon with the same name when narrow (21 rem, a phone).
      for (const c of all.filter((x) => x.under)) expect(c.labelled).toBe(true);
      const beside = all.filter((x) => !x.under);
      expect(beside.length).toBeGreaterThanOrEqual(3);
      for (const c of beside) expect(c.labelled).toBe(width === '30rem');
    }
  });
});
