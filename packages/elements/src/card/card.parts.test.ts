import { afterEach, describe, expect, it } from 'vitest';
import { setMessages } from '../controllers/localize.ts';
import { field, inner, mountCard, typeInto, until } from './card.testing.ts';

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
