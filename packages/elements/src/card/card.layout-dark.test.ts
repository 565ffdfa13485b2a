import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { field, formOf, inner, mountCard, mountWithCharge, payButton } from './card.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(start.width, start.height);
});

const IDS = ['number', 'expiry', 'cvc', 'name', 'email', 'document-type', 'document'];
/** Every field's box, relative to the element's own box. */
const geometry = (el: HTMLElement) => {
  const host = el.getBoundingClientRect();
  return Object.fromEntries(
    IDS.map((id) => {
      const r = field(el as never, id).getBoundingClientRect();
      return [id, [r.left - host.left, r.top - host.top, r.width, r.height].map(Math.round)];
    }),
  );
};

const LOCALES = [
  ['en', 'BR'],
  ['pt-BR', 'BR'],
  ['es-MX', 'MX'],
  ['es-AR', 'AR'],
  ['es-CL', 'CL'],
  ['es-CO', 'CO'],
] as const;

describe('tucan-card: the same geometry in light and dark', () => {
  for (const width of [1280, 375]) {
    it(`lays the fields out identically in light and dark at ${width} px (the dark surface is colour only)`, async () => {
      await page.viewport(width, 800);
      const attrs = { lang: 'es-MX', country: 'MX', fields: 'email document' };
      const light = await mountCard({ ...attrs, theme: 'light' });
      const lightBox = light.getBoundingClientRect();
      const lightFields = geometry(light);
      light.remove();
      const dark = await mountCard({ ...attrs, theme: 'dark' });
      expect(getComputedStyle(dark).backgroundColor).toBe('rgb(22, 26, 34)');
      expect(geometry(dark)).toEqual(lightFields);
      expect(dark.getBoundingClientRect().width).toBe(lightBox.width);
      expect(dark.getBoundingClientRect().height).toBe(lightBox.height);
    });
  }

  for (const theme of ['light', 'dark']) {
    for (const [lang, country] of LOCALES) {
      it(`keeps both labels of the document row on one line at 375 px (${lang}, ${theme})`, async () => {
        await page.viewport(375, 700);
        const el = await mountCard({ lang, country, fields: 'document', theme });
        const label = (id: string) => inner(el, `label[for="${id}"]`).getBoundingClientRect();
        // One line: shorter than one and a half of the number's label (a second line would double it), whatever
        // the font's line box measures.
        const line = label('number').height;
        expect(label('document-type').height).toBeLessThan(line * 1.5);
        expect(label('document').height).toBeLessThan(line * 1.5);
        const box = (id: string) => field(el, id).getBoundingClientRect();
        if (country === 'MX') {
          // A CURP needs the whole row at this width: the number sits under its type, as wide.
          expect(box('document').top).toBeGreaterThan(box('document-type').bottom);
          expect(Math.abs(box('document').width - box('document-type').width)).toBeLessThanOrEqual(1);
        } else expect(Math.abs(box('document-type').top - box('document').top)).toBeLessThanOrEqual(1);
      });
    }
  }

  for (const [lang, country] of [
    ['es-MX', 'MX'],
    ['pt-BR', 'BR'],
  ] as const) {
    it(`gives the document number all the row but its type's label (a whole CURP shows in the drop-in at 1280 px, ${lang})`, async () => {
      await page.viewport(1280, 800);
      const el = await mountCard({ lang, country, fields: 'document' });
      // The type's column is as wide as its label's text (wider than "CURP" and its arrow), never a share of the
      // row taken from the number.
      const text = document.createRange();
      text.selectNodeContents(inner(el, 'label[for="document-type"]'));
      const type = field(el, 'document-type').getBoundingClientRect();
      expect(Math.abs(type.width - text.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      expect(field(el, 'document').getBoundingClientRect().width).toBeGreaterThan(type.width);
    });
  }

  it('puts a CURP under its type in a card as narrow as the drop-in’s at 1280 px (376 px), as wide as the card number', async () => {
    await page.viewport(1280, 800);
    const column = document.createElement('div');
    column.className = 'column-376';
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.column-376 { width: 376px; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    document.body.append(column);
    const el = await mountCard({ lang: 'es-MX', country: 'MX', fields: 'document' }, column);
    const box = (id: string) => field(el, id).getBoundingClientRect();
    expect(box('document').top).toBeGreaterThan(box('document-type').bottom);
    expect(Math.abs(box('document').width - box('number').width)).toBeLessThanOrEqual(1);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  });

  it('shows Pay without scrolling at 375×667 in dark: BR card with email, CPF and installments', async () => {
    await page.viewport(375, 667);
    const { el } = await mountWithCharge('BR', 7003, {
      lang: 'pt-BR',
      fields: 'email document',
      methods: 'credit_card debit_card',
      theme: 'dark',
    });
    await until(() => formOf(el).charge.choices.length > 1);
    expect(field(el, 'installments').checkVisibility()).toBe(true);
    expect(getComputedStyle(el).backgroundColor).toBe('rgb(22, 26, 34)');
    const pay = payButton(el).getBoundingClientRect();
    expect(window.scrollY).toBe(0);
    expect(pay.bottom).toBeLessThanOrEqual(667);
    expect(pay.top).toBeGreaterThan(0);
  });
});
