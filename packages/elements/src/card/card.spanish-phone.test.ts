import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { TucanCardElement } from './card.element.ts';
import { inner, mountCard, payButton } from './card.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(start.width, start.height);
});

/** How many lines an element's text takes (its line boxes, by their distinct tops). */
function lines(el: Element): number {
  const range = document.createRange();
  range.selectNodeContents(el);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
}

/**
 * A phone page: 375 px wide with a padded column, 317 px (the QA console's) or 343 px (a merchant page with the
 * usual 16 px padding).
 */
async function phoneColumn(width = 317): Promise<HTMLElement> {
  await page.viewport(375, 667);
  const sheet = document.createElement('style');
  sheet.textContent = `.column { inline-size: ${width}px; margin-inline: auto }`;
  const column = document.createElement('div');
  column.className = 'column';
  document.body.append(sheet, column);
  return column;
}

/** Every error the form shows now, with its text: each must be there and take one line. */
function expectOneLineErrors(el: TucanCardElement, ids: readonly string[]): void {
  for (const id of ids) {
    const error = inner(el, `#${id}-error span`);
    expect(error.textContent, id).not.toBe('');
    expect(lines(error), `${id} error "${error.textContent}"`).toBe(1);
  }
}

const SIDE_BY_SIDE = ['expiry', 'cvc'] as const;
/** The languages checked, each with a country of its own. */
const LOCALES = [
  ['es-MX', 'MX'],
  ['es-AR', 'AR'],
  ['pt-BR', 'BR'],
  ['en', 'US'],
] as const;

describe('tucan-card: short labels and errors on a phone', () => {
  for (const [lang, country] of LOCALES) {
    for (const width of [317, 343]) {
      it(`${lang} in a ${width} px column at 375 px: the expiry and security-code labels and their errors each take one line`, async () => {
        const el = await mountCard({ lang, country }, await phoneColumn(width));
        const label = (id: string) => inner(el, `label[for="${id}"]`);
        expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(width);
        for (const id of SIDE_BY_SIDE) expect(lines(label(id)), `${id} label`).toBe(1);

        // Pay with everything empty: each field says what is missing, on one line.
        await userEvent.click(payButton(el));
        await el.updateComplete;
        expectOneLineErrors(el, SIDE_BY_SIDE);
        // A wrong length says so on one line too (entered at once: the layout of the message is the subject).
        await userEvent.fill(inner(el, '#expiry'), '1');
        await userEvent.fill(inner(el, '#cvc'), '1');
        await userEvent.click(payButton(el));
        await el.updateComplete;
        expectOneLineErrors(el, SIDE_BY_SIDE);
      });
    }
  }

  it('pt-BR: the short label is "CVV", and its description spells out "Código de segurança"', async () => {
    await mountCard({ lang: 'pt-BR', country: 'BR' }, await phoneColumn());
    const cvv = page.getByRole('textbox', { name: 'CVV', exact: true });
    await expect.element(cvv).toHaveAccessibleDescription(/^Código de segurança: 3 dígitos/);
    await expect.element(page.getByRole('textbox', { name: 'Validade' })).toBeVisible();
  });

  for (const [lang, country] of LOCALES) {
    it(`${lang} in a 317 px column: the full-width fields' errors each take one line`, async () => {
      const el = await mountCard({ lang, country, fields: 'email document' }, await phoneColumn());
      const full = ['number', 'name', 'email', 'document'] as const;
      await userEvent.click(payButton(el));
      await el.updateComplete;
      expectOneLineErrors(el, full);
      // Wrong data: an incomplete number, digits in the name, an email without its domain, a short document (each
      // entered at once, as autofill does: the layout of the messages is the subject, not typing).
      await userEvent.fill(inner(el, '#number'), '4111 1111');
      await userEvent.fill(inner(el, '#name'), 'Ana 2');
      await userEvent.fill(inner(el, '#email'), 'ana@');
      await userEvent.fill(inner(el, '#document'), '123');
      await userEvent.click(payButton(el));
      await el.updateComplete;
      expectOneLineErrors(el, full);
      // A number with a wrong check digit.
      await userEvent.fill(inner(el, '#number'), '4111 1111 1111 1112');
      await userEvent.click(payButton(el));
      await el.updateComplete;
      expectOneLineErrors(el, ['number']);
    });
  }
});
