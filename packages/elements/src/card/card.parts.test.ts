import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../test/support/index.ts';
import { setMessages } from '../controllers/localize.ts';
import { field, formOf, inner, mountCard, typeInto } from './card.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  setMessages('en', { card: { 'email.label': 'Email' } });
});

/**
 * A keystroke renders only the part of the form that changed (the other parts are rendered once per change of
 * what they show, `guard`): these hold that every part still follows everything it shows.
 */
describe('tucan-card: each part of the form follows what it shows', () => {
  const label = (el: HTMLElement & { shadowRoot: ShadowRoot | null }, id: string) =>
    el.shadowRoot?.querySelector(`label[for="${id}"]`)?.textContent?.trim();

  it('follows a change of the page language in every field, after typing', async () => {
    document.documentElement.lang = 'en';
    const el = await mountCard({
      fields: 'email document',
      country: 'BR',
      methods: 'credit_card debit_card',
    });
    await typeInto(el, 'number', '4111 1111');
    expect(label(el, 'name')).toBe('Name on card');
    document.documentElement.lang = 'pt-BR';
    await until(() => label(el, 'name') === 'Nome impresso no cartão');
    expect(label(el, 'email')).toBe('E-mail');
    expect(label(el, 'document-type')).toBe('Tipo de documento');
    expect(label(el, 'expiry')).not.toBe('Expiry date');
    expect(inner(el, 'fieldset legend').textContent?.trim()).not.toBe('');
    expect(field(el, 'number').value).toBe('4111 1111');
  });

  it('follows a change of its own lang, attribute or property, at once and keeping what was typed', async () => {
    const el = await mountCard({ lang: 'en', country: 'MX', methods: 'credit_card debit_card' });
    await typeInto(el, 'number', '4111 1111');
    expect(label(el, 'name')).toBe('Name on card');
    el.setAttribute('lang', 'es-MX');
    await until(() => label(el, 'name') === 'Nombre en la tarjeta');
    expect(label(el, 'number')).toBe('Número de tarjeta');
    el.lang = 'pt-BR';
    await until(() => label(el, 'name') === 'Nome impresso no cartão');
    expect(field(el, 'number').value).toBe('4111 1111');
  });

  it("follows the merchant's wording, set on the element or for the whole page", async () => {
    const el = await mountCard({ lang: 'en', fields: 'email' });
    await typeInto(el, 'number', '4111');
    el.messages = { en: { card: { 'name.label': 'Cardholder' } } };
    await until(() => label(el, 'name') === 'Cardholder');
    setMessages('en', { card: { 'email.label': 'Receipt email' } });
    await until(() => label(el, 'email') === 'Receipt email');
  });

  it('shows and hides a field error while the shopper types in another field', async () => {
    const el = await mountCard({ lang: 'en' });
    await typeInto(el, 'expiry', '13');
    await until(() => field(el, 'expiry').getAttribute('aria-invalid') === 'true');
    await typeInto(el, 'number', '4111');
    expect(field(el, 'expiry').getAttribute('aria-invalid')).toBe('true');
    await typeInto(el, 'name', 'Ana');
    expect(field(el, 'name').value).toBe('Ana');
  });
});

/**
 * The inputs' templates bind no value: after every render the form puts its values in the inputs that differ
 * (lit's `live`, for every input, redrawn or not), and checks the radio of the chosen method.
 */
describe("tucan-card: every input shows the form's value after a render", () => {
  it('puts back the value of an input whose text changed without the form following', async () => {
    const el = await mountCard({ lang: 'en', fields: 'email', methods: 'credit_card debit_card' });
    await typeInto(el, 'number', '4111');
    await typeInto(el, 'name', 'Ana');
    // No input event: the form's values stay 4111, Ana, no email, credit.
    field(el, 'name').value = 'Stray';
    field(el, 'email').value = 'stray@example.com';
    inner(el, 'input[value="debit_card"]').checked = true;
    // The form's next render (it renders again when what it shows changes: here, asked for).
    el.shadowRoot?.querySelector('tucan-card-form')?.requestUpdate();
    await el.updateComplete;
    expect(field(el, 'name').value).toBe('Ana');
    expect(field(el, 'email').value).toBe('');
    expect(field(el, 'number').value).toBe('4111');
    expect(inner(el, 'input[value="credit_card"]').checked).toBe(true);
    expect(inner(el, 'input[value="debit_card"]').checked).toBe(false);
  });

  it('checks the radio of the method the page sets, and the one the shopper picks', async () => {
    const el = await mountCard({ lang: 'en', methods: 'credit_card debit_card' });
    inner(el, 'input[value="debit_card"]').click();
    await el.updateComplete;
    expect(formOf(el).method).toBe('debit_card');
    expect(inner(el, 'input[value="debit_card"]').checked).toBe(true);
    formOf(el).method = 'credit_card';
    await el.updateComplete;
    expect(inner(el, 'input[value="credit_card"]').checked).toBe(true);
    expect(inner(el, 'input[value="debit_card"]').checked).toBe(false);
  });

  it('empties the inputs of a form reset that follows a keystroke in the same task', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    const el = await mountCard({ lang: 'en' }, form);
    await typeInto(el, 'name', 'Ana');
    const input = field(el, 'cvc');
    input.value = '1';
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: '1' }));
    form.reset();
    await el.updateComplete;
    expect(field(el, 'cvc').value).toBe('');
    expect(field(el, 'name').value).toBe('');
  });
});
