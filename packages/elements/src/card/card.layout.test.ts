import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import {
  errorOf,
  field,
  fillCard,
  formOf,
  inner,
  leave,
  mountCard,
  mountWithCharge,
  pasteInto,
  payButton,
  typeInto,
  until,
} from './card.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(start.width, start.height);
});

const box = (el: HTMLElement, id: string) => field(el as never, id).getBoundingClientRect();

describe('tucan-card: layout at phone and desktop widths', () => {
  it('shows the document type and number side by side on desktop and on a phone, stacked in a narrow column', async () => {
    await page.viewport(1280, 800);
    const wide = await mountCard({ lang: 'pt-BR', country: 'BR', fields: 'document' });
    const [type, number] = [box(wide, 'document-type'), box(wide, 'document')];
    expect(Math.abs(number.top - type.top)).toBeLessThanOrEqual(1);
    expect(number.left).toBeGreaterThan(type.right);
    expect(number.width).toBeGreaterThan(type.width);
    wide.remove();

    await page.viewport(375, 700);
    const phone = await mountCard({ lang: 'pt-BR', country: 'BR', fields: 'document' });
    const [t, n] = [box(phone, 'document-type'), box(phone, 'document')];
    expect(Math.abs(n.top - t.top)).toBeLessThanOrEqual(1);
    expect(n.right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
    // The CPF placeholder fits its input without being cut.
    const doc = field(phone, 'document');
    expect(doc.placeholder).toBe('000.000.000-00');
    expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    phone.remove();

    const column = document.createElement('div');
    column.className = 'narrow';
    const sheet = document.createElement('style');
    sheet.textContent = '.narrow { width: 260px }';
    document.body.append(sheet, column);
    const narrow = await mountCard({ lang: 'pt-BR', country: 'BR', fields: 'document' }, column);
    const [nt, nn] = [box(narrow, 'document-type'), box(narrow, 'document')];
    expect(nn.top).toBeGreaterThan(nt.bottom);
  });

  it('puts number, expiry and security code in one row when the element is wide, by its own width', async () => {
    await page.viewport(1280, 800);
    const sheet = document.createElement('style');
    sheet.textContent = '.wide { width: 640px } .narrow { width: 240px }';
    const wide = document.createElement('div');
    wide.className = 'wide';
    const narrow = document.createElement('div');
    narrow.className = 'narrow';
    document.body.append(sheet, wide, narrow);
    const a = await mountCard({ lang: 'es-MX' }, wide);
    expect(Math.abs(box(a, 'expiry').top - box(a, 'number').top)).toBeLessThanOrEqual(1);
    expect(Math.abs(box(a, 'cvc').top - box(a, 'number').top)).toBeLessThanOrEqual(1);
    expect(box(a, 'number').width).toBeGreaterThan(box(a, 'expiry').width);
    // The same 1280 px viewport, a 240 px column: number, then expiry, then security code, stacked.
    const b = await mountCard({ lang: 'es-MX' }, narrow);
    expect(box(b, 'expiry').top).toBeGreaterThan(box(b, 'number').bottom);
    expect(box(b, 'cvc').top).toBeGreaterThan(box(b, 'expiry').bottom);
  });

  it('keeps a usable width in a shrink-wrapped parent (inline-block), as the layout container', async () => {
    const sheet = document.createElement('style');
    sheet.textContent = '.shrink { display: inline-block }';
    const parent = document.createElement('div');
    parent.className = 'shrink';
    document.body.append(sheet, parent);
    const el = await mountCard({ lang: 'en' }, parent);
    expect(el.getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
    expect(box(el, 'number').width).toBeGreaterThan(200);
  });

  for (const lang of ['pt-BR', 'es-MX', 'en']) {
    it(`keeps the expiry and security-code labels on one line each at 375 px (${lang})`, async () => {
      await page.viewport(375, 700);
      const el = await mountCard({ lang });
      const label = (id: string) => inner(el, `label[for="${id}"]`).getBoundingClientRect().height;
      expect(Math.round(label('cvc'))).toBe(Math.round(label('number')));
      expect(Math.round(label('expiry'))).toBe(Math.round(label('number')));
    });
  }

  it('reads each hint as its field’s description, never shows it, and shows the format as a placeholder', async () => {
    const el = await mountCard({ lang: 'pt-BR' });
    expect(field(el, 'number').placeholder).toBe('1234 1234 1234 1234');
    expect(field(el, 'expiry').placeholder).toBe('MM/AA');
    expect(field(el, 'cvc').placeholder).toBe('123');
    const tops = () => ['number', 'expiry', 'cvc', 'name'].map((id) => Math.round(box(el, id).top));
    const before = tops();
    for (const id of ['number', 'expiry', 'cvc'] as const) {
      expect(field(el, id).getAttribute('aria-describedby')?.split(' ')).toContain(`${id}-hint`);
      field(el, id).focus();
      const hint = inner(el, `#${id}-hint`);
      expect(hint.textContent?.trim()).not.toBe('');
      expect(hint.getBoundingClientRect().height).toBeLessThanOrEqual(1);
      // Focus moves no field: no line appears under the focused one.
      expect(tops()).toEqual(before);
    }
    expect(inner(el, '#cvc-hint').textContent?.trim()).toBe('Código de segurança: 3 dígitos, no verso');
    await typeInto(el, 'number', '3782');
    expect(field(el, 'cvc').placeholder).toBe('1234');
  });

  for (const lang of ['pt-BR', 'es-MX', 'en']) {
    it(`lines up expiry and security-code inputs when a label wraps (${lang}, 375 px)`, async () => {
      await page.viewport(375, 700);
      const el = await mountCard({ lang });
      expect(Math.abs(box(el, 'cvc').top - box(el, 'expiry').top)).toBeLessThanOrEqual(1);
    });
  }
});

describe('tucan-card: one gap between rows', () => {
  for (const [width, wide] of [
    [375, false],
    [1280, true],
  ] as const) {
    it(`leaves the same space under every row of fields at ${width} px, whatever a field holds`, async () => {
      await page.viewport(width, 800);
      const el = await mountCard({ lang: 'en', country: 'BR', fields: 'email document' });
      const label = (id: string) => inner(el, `label[for="${id}"]`).getBoundingClientRect().top;
      // From the bottom of a row's inputs to the next row's labels: the number (with its brand mark and hint), the
      // expiry and security code (hints), the name (none), the email.
      const rows: [string, string][] = wide
        ? [
            ['expiry', 'name'],
            ['name', 'email'],
            ['email', 'document-type'],
          ]
        : [
            ['number', 'expiry'],
            ['expiry', 'name'],
            ['name', 'email'],
            ['email', 'document-type'],
          ];
      const gaps = rows.map(([above, below]) => Math.round(label(below) - box(el, above).bottom));
      expect(new Set(gaps).size, `gaps ${gaps.join(', ')}`).toBe(1);
    });
  }
});

describe('tucan-card: security-code hint', () => {
  const hints = {
    en: ['3 digits, on the back of the card', '4 digits, on the front of the card'],
    'pt-BR': ['Código de segurança: 3 dígitos, no verso', 'Código de segurança: 4 dígitos, na frente'],
    'es-MX': ['Código de seguridad: 3 dígitos, al reverso', 'Código de seguridad: 4 dígitos, al frente'],
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
    expect(errorOf(el, 'expiry')).toBe('Month 01 to 12.');
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
      expect(Math.abs(label('document-type').height - label('document').height)).toBeLessThanOrEqual(1);
      expect(Math.abs(box(el, 'document-type').top - box(el, 'document').top)).toBeLessThanOrEqual(1);
      expect(box(el, 'document').width).toBeGreaterThan(box(el, 'document-type').width);
    });
  }
});

describe('tucan-card: a phone checkout', () => {
  it('shows the Pay button without scrolling at 375×667: BR card with email, CPF and installments', async () => {
    await page.viewport(375, 667);
    const { el } = await mountWithCharge('BR', 7003, {
      lang: 'pt-BR',
      fields: 'email document',
      methods: 'credit_card debit_card',
    });
    await until(() => formOf(el).charge.choices.length > 1);
    for (const id of [
      'number',
      'expiry',
      'cvc',
      'name',
      'email',
      'document-type',
      'document',
      'installments',
    ]) {
      expect(field(el, id).checkVisibility(), id).toBe(true);
    }
    const pay = payButton(el).getBoundingClientRect();
    expect(window.scrollY).toBe(0);
    expect(pay.bottom).toBeLessThanOrEqual(window.innerHeight);
    expect(pay.top).toBeGreaterThan(0);
  });

  it('formats a CPF as it is typed; a CNPJ shows its own format', async () => {
    const el = await mountCard({ lang: 'pt-BR', country: 'BR', fields: 'document' });
    const input = await typeInto(el, 'document', '52998224725');
    expect(input.value).toBe('529.982.247-25');
    await leave(el);
    expect(errorOf(el, 'document')).toBe('');
    await userEvent.selectOptions(inner<HTMLSelectElement>(el, '#document-type'), 'CNPJ');
    await el.updateComplete;
    expect(field(el, 'document').placeholder).toBe('00.000.000/0000-00');
  });
});

describe('tucan-card: the decline alert', () => {
  it('shows an icon, a title and the next step above Pay, below every field, then goes when the card changes', async () => {
    const { el } = await mountWithCharge('BR', 150.75, { lang: 'pt-BR' });
    await fillCard(el, { number: '4000000000000002' });
    await userEvent.click(payButton(el));
    await until(() => !el.payment.busy && el.payment.alert !== '');
    const box = inner(el, '[part="alert-box"]');
    expect(box.checkVisibility()).toBe(true);
    expect(box.querySelector('svg')).not.toBeNull();
    expect(box.querySelector('.alert-title')?.textContent).toBe('Pagamento recusado');
    expect(inner(el, '[part="alert"]').textContent).toBe(
      'O cartão foi recusado. Confira os dados ou use outro cartão.',
    );
    // The form's answer: below the name on card (the fields stay together), right above Pay.
    const alert = box.getBoundingClientRect();
    expect(alert.top).toBeGreaterThanOrEqual(field(el, 'name').getBoundingClientRect().bottom);
    expect(alert.bottom).toBeLessThanOrEqual(payButton(el).getBoundingClientRect().top);
    expect(await axeViolations(el)).toEqual([]);
    await typeInto(el, 'number', '{Backspace}');
    expect(box.checkVisibility()).toBe(false);
  });

  it('gives expiry and security code the same width on a phone in every language, not by their labels', async () => {
    await page.viewport(375, 700);
    for (const lang of ['pt-BR', 'es-MX', 'en']) {
      const el = await mountCard({ lang, country: 'BR' });
      const [expiry, cvc] = [box(el, 'expiry'), box(el, 'cvc')];
      expect(Math.abs(expiry.top - cvc.top), lang).toBeLessThanOrEqual(1);
      expect(Math.abs(expiry.width - cvc.width), lang).toBeLessThanOrEqual(1);
      el.remove();
    }
  });
});
