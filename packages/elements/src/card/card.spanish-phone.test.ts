import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
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

/** A phone page: 375 px wide with a padded column (the QA console's: the card is 317 px wide). */
async function phoneColumn(): Promise<HTMLElement> {
  await page.viewport(375, 667);
  const sheet = document.createElement('style');
  sheet.textContent = '.column { inline-size: 317px; margin-inline: auto }';
  const column = document.createElement('div');
  column.className = 'column';
  document.body.append(sheet, column);
  return column;
}

describe('tucan-card: Spanish on a phone', () => {
  for (const [lang, country] of [
    ['es-MX', 'MX'],
    ['es-AR', 'AR'],
  ] as const) {
    it(`${lang} at 375 px: the expiry and security-code labels and their errors each take one line`, async () => {
      const el = await mountCard({ lang, country }, await phoneColumn());
      const label = (id: string) => inner(el, `label[for="${id}"]`);
      expect(el.getBoundingClientRect().width).toBeLessThanOrEqual(317);
      for (const id of ['expiry', 'cvc']) expect(lines(label(id)), `${id} label`).toBe(1);

      // Pay with everything empty: each field says what is missing, on one line.
      await userEvent.click(payButton(el));
      await el.updateComplete;
      for (const id of ['expiry', 'cvc']) {
        const error = inner(el, `#${id}-error span`);
        expect(error.textContent, id).not.toBe('');
        expect(lines(error), `${id} error "${error.textContent}"`).toBe(1);
      }
      // A wrong length says so on one line too.
      await userEvent.type(inner(el, '#expiry'), '1');
      await userEvent.type(inner(el, '#cvc'), '1');
      await userEvent.click(payButton(el));
      await el.updateComplete;
      for (const id of ['expiry', 'cvc']) {
        const error = inner(el, `#${id}-error span`);
        expect(lines(error), `${id} error "${error.textContent}"`).toBe(1);
      }
    });
  }
});
