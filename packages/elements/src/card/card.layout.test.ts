import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { errorOf, field, inner, leave, mountCard, pasteInto, typeInto } from './card.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(start.width, start.height);
});

const box = (el: HTMLElement, id: string) => field(el as never, id).getBoundingClientRect();

describe('tucan-card: layout at phone and desktop widths', () => {
  it('shows the document type and number side by side on desktop, stacked on a phone, never squeezed', async () => {
    await page.viewport(1280, 800);
    const wide = await mountCard({ lang: 'pt-BR', country: 'BR', fields: 'document' });
    const [type, number] = [box(wide, 'document-type'), box(wide, 'document')];
    expect(Math.round(number.top)).toBe(Math.round(type.top));
    expect(number.left).toBeGreaterThan(type.right);
    expect(number.width).toBeGreaterThan(type.width);
    wide.remove();

    await page.viewport(375, 700);
    const phone = await mountCard({ lang: 'pt-BR', country: 'BR', fields: 'document' });
    const [t, n] = [box(phone, 'document-type'), box(phone, 'document')];
    expect(n.top).toBeGreaterThan(t.bottom);
    expect(Math.round(n.width)).toBe(Math.round(phone.getBoundingClientRect().width));
  });

  for (const lang of ['pt-BR', 'es-MX', 'en']) {
    it(`lines up expiry and security-code inputs when a label wraps (${lang}, 375 px)`, async () => {
      await page.viewport(375, 700);
      const el = await mountCard({ lang });
      expect(Math.round(box(el, 'cvc').top)).toBe(Math.round(box(el, 'expiry').top));
    });
  }
});

describe('tucan-card: security-code hint', () => {
  const hints = {
    en: ['3 digits, on the back of the card', '4 digits, on the front of the card'],
    'pt-BR': ['3 dígitos, no verso do cartão', '4 dígitos, na frente do cartão'],
    'es-MX': ['3 dígitos, al reverso de la tarjeta', '4 dígitos, al frente de la tarjeta'],
  } as const;
  for (const [lang, [back, front]] of Object.entries(hints)) {
    it(`says where the code is for the typed brand: Amex on the front, others on the back (${lang})`, async () => {
      const el = await mountCard({ lang });
      const hint = () => inner(el, '#cvc-hint').textContent?.trim();
      expect(hint()).toBe(back);
      await typeInto(el, 'number', '3782');
      expect(hint()).toBe(front);
      await typeInto(el, 'number', '{Backspace}{Backspace}{Backspace}{Backspace}4111');
      expect(hint()).toBe(back);
    });
  }
});

describe('tucan-card: expiry typed as MM/YYYY', () => {
  it('accepts a four-digit year typed after the month and keeps MM/YY', async () => {
    const el = await mountCard({ lang: 'en' });
    const input = await typeInto(el, 'expiry', '122030');
    expect(input.value).toBe('12/30');
    await leave(el);
    expect(errorOf(el, 'expiry')).toBe('');
  });

  it('accepts MM/YYYY typed with its slash', async () => {
    const el = await mountCard({ lang: 'en' });
    expect((await typeInto(el, 'expiry', '12/2030')).value).toBe('12/30');
  });

  for (const pasted of ['11/2031', '11 / 2031', '112031']) {
    it(`accepts a pasted expiry ${pasted} as 11/31`, async () => {
      const el = await pasteInto('expiry', pasted);
      expect(field(el, 'expiry').value).toBe('11/31');
    });
  }

  it('says at once that 13 is no month, instead of turning it into another date', async () => {
    const el = await mountCard({ lang: 'en' });
    const input = await typeInto(el, 'expiry', '13');
    expect(input.value).toBe('13');
    expect(errorOf(el, 'expiry')).toBe('The month must be between 01 and 12.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.keyboard('{Backspace}2');
    await el.updateComplete;
    expect(input.value).toBe('12/');
    expect(errorOf(el, 'expiry')).toBe('');
  });
});

describe('tucan-card: document row on desktop', () => {
  for (const lang of ['pt-BR', 'es-MX', 'en']) {
    it(`keeps "document type" on one line and both document inputs on one line in a 480 px column (${lang})`, async () => {
      await page.viewport(1280, 800);
      const column = document.createElement('div');
      column.style.width = '480px';
      document.body.append(column);
      const el = await mountCard({ lang, country: 'BR', fields: 'document' }, column);
      const label = (id: string) => inner(el, `label[for="${id}"]`).getBoundingClientRect();
      expect(Math.round(label('document-type').height)).toBe(Math.round(label('document').height));
      expect(Math.round(box(el, 'document-type').top)).toBe(Math.round(box(el, 'document').top));
      expect(box(el, 'document').width).toBeGreaterThan(box(el, 'document-type').width);
    });
  }
});
