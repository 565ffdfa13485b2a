import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { LOCALES } from '../controllers/localize.ts';
import { acceptedBrandNames } from '../domain/brands.ts';
import type { ValidationKey } from '../domain/validate.ts';
import { CATALOGUES } from '../locales/catalogues.testing.ts';
import {
  errorOf,
  field,
  fillCard,
  inner,
  insertInto,
  leave,
  mountCard,
  mountWithCharge,
  payButton,
  typeInto,
} from './card.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** How a shopper produces each message: the field, what they type, and the message key. */
const SCENARIOS: Array<[ValidationKey, string, string]> = [
  ['number.incomplete', 'number', '4111 1111'],
  ['number.invalid', 'number', '4111111111111112'],
  ['number.brand', 'number', '9999999999999995'],
  ['expiry.incomplete', 'expiry', '043'],
  ['expiry.month', 'expiry', '00'],
  ['expiry.past', 'expiry', '0120'],
  ['expiry.far', 'expiry', '1299'],
  ['cvc.length', 'cvc', '12'],
  ['name.invalid', 'name', '1234'],
  ['email.invalid', 'email', 'ana@'],
  ['document.invalid', 'document', '52998224724'],
];
const REQUIRED: Array<[ValidationKey, string]> = [
  ['number.required', 'number'],
  ['expiry.required', 'expiry'],
  ['cvc.required', 'cvc'],
  ['name.required', 'name'],
  ['email.required', 'email'],
  ['document.required', 'document'],
];

describe('tucan-card: validation messages', () => {
  it('shows nothing while the shopper types a valid prefix, and the message on blur', async () => {
    const el = await mountCard({ lang: 'en' });
    await typeInto(el, 'number', '4111 1111');
    expect(errorOf(el, 'number')).toBe('');
    expect(field(el, 'number').getAttribute('aria-invalid')).toBe('false');
    await leave(el);
    expect(errorOf(el, 'number')).toBe('The card number is incomplete.');
    expect(field(el, 'number').getAttribute('aria-invalid')).toBe('true');
    // Typing again: a valid prefix hides the message, a complete valid number keeps it hidden.
    await typeInto(el, 'number', '1111');
    expect(errorOf(el, 'number')).toBe('');
    await typeInto(el, 'number', '1111');
    await leave(el);
    expect(errorOf(el, 'number')).toBe('');
  });

  it('shows every message of an empty form on submit and focuses the first invalid field', async () => {
    const el = await mountCard({ lang: 'en', fields: 'email document', country: 'BR' });
    payButton(el).click();
    await el.updateComplete;
    expect(errorOf(el, 'number')).toBe('Enter the card number.');
    expect(errorOf(el, 'name')).toBe('Enter the name on the card.');
    expect(el.shadowRoot?.activeElement?.id).toBe('number');
  });

  for (const lang of LOCALES) {
    it(`says every field message in ${lang}`, async () => {
      const table = CATALOGUES[lang].card;
      for (const [key, id, text] of SCENARIOS) {
        const el = await mountCard({ lang, fields: 'email document', country: 'BR' });
        // Entered at once (as a paste): the message is the subject here; typing is the first test's.
        await insertInto(el, id, text);
        await leave(el);
        const msg = table[key];
        const params: Record<string, string> =
          key === 'cvc.length'
            ? { digits: '3–4' }
            : key === 'document.invalid'
              ? { type: 'CPF' }
              : key === 'number.brand'
                ? { brands: acceptedBrandNames('BR').join(', ') }
                : {};
        expect(errorOf(el, id), key).toBe(typeof msg === 'function' ? msg(params) : msg);
        el.remove();
      }
      const el = await mountCard({ lang, fields: 'email document', country: 'BR' });
      payButton(el).click();
      await el.updateComplete;
      for (const [key, id] of REQUIRED) expect(errorOf(el, id), key).toBe(table[key]);
    });
  }

  it('refuses a Luhn-valid number of no accepted brand before Pay, naming the accepted brands', async () => {
    const { el, rec } = await mountWithCharge('BR', 99.9);
    await fillCard(el, { number: '9999999999999995' });
    payButton(el).click();
    // Pay never starts: a started payment marks the element busy at once (before 3DS and the pay call).
    expect(el.payment.busy).toBe(false);
    await el.updateComplete;
    expect(errorOf(el, 'number')).toBe(
      `This card brand is not accepted here. Accepted: ${acceptedBrandNames('BR').join(', ')}.`,
    );
    expect(errorOf(el, 'number')).toContain('Visa, Mastercard, American Express');
    expect(errorOf(el, 'number')).not.toMatch(/Cabal|Naranja|Carnet/);
    expect(rec.pays()).toEqual([]);
  });

  it('words the messages in the shopper’s language', async () => {
    const expected = {
      en: 'Card expired: check the date or use another card.',
      'pt-BR': 'Cartão vencido: confira a data ou use outro cartão.',
      'es-MX': 'Tarjeta vencida: revisa la fecha o usa otra tarjeta.',
    };
    for (const [lang, text] of Object.entries(expected)) {
      const el = await mountCard({ lang });
      await typeInto(el, 'expiry', '0120');
      await leave(el);
      expect(errorOf(el, 'expiry')).toBe(text);
    }
  });

  it('names the document in the shopper’s language, with its grammatical gender', async () => {
    const cases: Array<[string, string, string, string, string]> = [
      ['en', 'BR', 'PAS', 'AB#1234', 'This passport number is not valid.'],
      ['pt-BR', 'BR', 'PAS', 'AB#1234', 'Número de passaporte inválido.'],
      ['es-MX', 'MX', 'PAS', 'AB#1234', 'Número de pasaporte no válido.'],
      ['es-MX', 'MX', 'RFC', 'GODE561331GR8', 'Este RFC no es válido.'],
      ['pt-BR', 'BR', 'CPF', '52998224724', 'Este CPF não é válido.'],
    ];
    for (const [lang, country, type, text, message] of cases) {
      const el = await mountCard({ lang, fields: 'document', country });
      await userEvent.selectOptions(inner<HTMLSelectElement>(el, '#document-type'), type);
      await insertInto(el, 'document', text);
      await leave(el);
      expect(errorOf(el, 'document'), `${lang} ${type}`).toBe(message);
      el.remove();
    }
  });

  it('is axe-clean with errors showing', async () => {
    const el = await mountCard({ lang: 'es-MX', fields: 'email document', country: 'MX' });
    await typeInto(el, 'number', '4111111111111112');
    payButton(el).click();
    await el.updateComplete;
    expect(errorOf(el, 'number')).not.toBe('');
    expect(await axeViolations(el)).toEqual([]);
  });

  it('submits with Enter from any field, and still validates first', async () => {
    const el = await mountCard({ lang: 'en' });
    await typeInto(el, 'name', 'Ana');
    await userEvent.keyboard('{Enter}');
    await el.updateComplete;
    expect(errorOf(el, 'number')).toBe('Enter the card number.');
  });
});

describe('tucan-card: security code after a brand change', () => {
  it('flags a 4-digit Amex code at once when the number becomes a Visa', async () => {
    const el = await mountCard({ lang: 'en' });
    await typeInto(el, 'number', '378282246310005');
    await typeInto(el, 'cvc', '1234');
    await leave(el);
    expect(errorOf(el, 'cvc')).toBe('');
    field(el, 'number').focus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await typeInto(el, 'number', '4111111111111111');
    expect(errorOf(el, 'cvc')).toBe('Enter 3 digits.');
    expect(field(el, 'cvc').getAttribute('aria-invalid')).toBe('true');
    expect(field(el, 'cvc').value).toBe('1234');
  });

  it('keeps quiet about a 3-digit code when the number becomes an Amex (it can still grow)', async () => {
    const el = await mountCard({ lang: 'en' });
    await typeInto(el, 'number', '4111111111111111');
    await typeInto(el, 'cvc', '123');
    field(el, 'number').focus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await typeInto(el, 'number', '378282246310005');
    expect(errorOf(el, 'cvc')).toBe('');
  });
});

describe('tucan-card: name on card', () => {
  it('takes at most 64 characters', async () => {
    const el = await mountCard({ lang: 'en' });
    // Pasted at once: the browser keeps what fits, as it does for keys typed past the limit.
    const input = await insertInto(el, 'name', 'A'.repeat(70));
    expect(input.maxLength).toBe(64);
    expect(input.value).toBe('A'.repeat(64));
    await leave(el);
    expect(errorOf(el, 'name')).toBe('');
  });

  for (const [lang, message] of [
    ['en', 'At most 64 characters.'],
    ['pt-BR', 'Máximo de 64 caracteres.'],
    ['es-MX', 'Máximo 64 caracteres.'],
  ] as const) {
    it(`says the 64-character limit when a longer name gets in by script or autofill (${lang})`, async () => {
      const el = await mountCard({ lang });
      const input = field(el, 'name');
      input.focus();
      input.value = 'A'.repeat(65);
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await leave(el);
      expect(errorOf(el, 'name')).toBe(message);
    });
  }
});
