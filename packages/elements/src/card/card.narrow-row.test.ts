import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { field, mountCard } from './card.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(start.width, start.height);
});

async function column(width: number): Promise<HTMLElement> {
  const sheet = document.createElement('style');
  sheet.textContent = `.column { inline-size: ${width}px }`;
  const el = document.createElement('div');
  el.className = 'column';
  document.body.append(sheet, el);
  return el;
}

/** The room for text in an input (its content box: the brand mark sits in the number's end padding). */
function textRoom(input: HTMLInputElement): number {
  const s = getComputedStyle(input);
  return input.clientWidth - Number.parseFloat(s.paddingInlineStart) - Number.parseFloat(s.paddingInlineEnd);
}

/** The width of the input's placeholder in its own font. */
function placeholderWidth(input: HTMLInputElement): number {
  const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  const s = getComputedStyle(input);
  ctx.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
  return ctx.measureText(input.placeholder).width;
}

describe('tucan-card: number, expiry and security code in one row only when the number fits', () => {
  for (const lang of ['en', 'pt-BR', 'es-MX']) {
    it(`shows the whole number placeholder beside the brand mark at every width (${lang})`, async () => {
      await page.viewport(1280, 800);
      for (const width of [400, 512, 560, 600, 700]) {
        const el = await mountCard({ lang, country: 'BR' }, await column(width));
        const number = field(el, 'number');
        expect(number.placeholder).toBe('1234 1234 1234 1234');
        expect(textRoom(number), `${lang} at ${width} px`).toBeGreaterThanOrEqual(placeholderWidth(number));
        el.parentElement?.remove();
      }
    });
  }

  it('at 512 px (the script-tag page) the number has its own row; at 700 px the three share one', async () => {
    await page.viewport(1280, 800);
    const narrow = await mountCard({ lang: 'en', country: 'BR' }, await column(512));
    expect(field(narrow, 'expiry').getBoundingClientRect().top).toBeGreaterThan(
      field(narrow, 'number').getBoundingClientRect().bottom,
    );
    const wide = await mountCard({ lang: 'en', country: 'BR' }, await column(700));
    const top = (id: string) => field(wide, id).getBoundingClientRect().top;
    expect(Math.abs(top('expiry') - top('number'))).toBeLessThanOrEqual(1);
  });
});
