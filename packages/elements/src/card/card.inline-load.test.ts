import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import type { TucanErrorEvent } from '../events.ts';
import { cardForm } from './card.element.ts';
import { errorOf, field, leave, payButton, typeInto, until } from './card.testing.ts';

// `card.ts` (imported by card.testing.ts) is the default card: the frame host inside, the inline form a chunk of its
// own (`card.inline.ts`), asked for only when an inline card is about to render. `cardForm.load` is the real
// `import()`; the tests wrap it to see when it is asked for, and to fail it (no network).
const realLoad = cardForm.load;

afterEach(() => {
  cardForm.load = realLoad;
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('tucan-card: the inline form, a chunk of its own', () => {
  // First in this file: nothing has loaded the form yet (each test file runs in a fresh frame).
  it('a frame card (the default) never asks for the inline form: it shows its frame', async () => {
    const load = vi.spyOn(cardForm, 'load');
    const el = document.createElement('tucan-card');
    el.setAttribute('lang', 'en');
    el.setAttribute('base-url', inject('sandboxUrl'));
    document.body.append(el);
    await el.updateComplete;
    // The frame is in the first render: its page side came with the card's module.
    expect(el.shadowRoot?.querySelector('iframe[part="frame"]')).not.toBeNull();
    await until(() => el.shadowRoot?.querySelector('iframe:not(.loading)') !== null);
    expect(load).not.toHaveBeenCalled();
    expect(customElements.get('tucan-card-form')).toBeUndefined();
    expect(el.shadowRoot?.querySelector('#number')).toBeNull();
  });

  it('an inline form that cannot load: a localized message, tucan-error "network", no exception; Try again loads it, and so does the next card', async () => {
    cardForm.load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const errors: TucanErrorEvent[] = [];
    const el = document.createElement('tucan-card');
    el.setAttribute('isolation', 'inline');
    el.setAttribute('lang', 'pt-BR');
    el.addEventListener('tucan-error', (e) => errors.push(e as TucanErrorEvent));
    document.body.append(el);
    await until(() => el.hasUpdated);
    await el.updateComplete;
    const alert = el.shadowRoot?.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(
      'Não foi possível carregar o formulário do cartão. Verifique sua conexão e tente de novo.',
    );
    expect(errors.map((e) => [e.detail.code, e.detail.message])).toEqual([['network', alert?.textContent]]);
    expect(el.shadowRoot?.querySelector('#number')).toBeNull();

    // "Tentar de novo" while the network is still down: the same alert again, one more tucan-error, no exception.
    const retry = () =>
      [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent?.trim() === 'Tentar de novo',
      );
    retry()?.click();
    await until(() => errors.length === 2);
    expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(alert?.textContent);

    // The alert follows the card's language (the element renders it: its words are the card's own).
    el.setAttribute('lang', 'en');
    el.requestUpdate();
    await until(
      () =>
        el.shadowRoot?.querySelector('[role="alert"]')?.textContent ===
        'The card form could not load. Check your connection and try again.',
    );
    el.setAttribute('lang', 'pt-BR');
    el.requestUpdate();
    await until(() => retry() !== undefined);

    // The network is back: "Tentar de novo" loads the form into this card.
    cardForm.load = realLoad;
    retry()?.click();
    await until(() => el.shadowRoot?.querySelector('#number') !== null);
    expect(field(el, 'number').labels?.[0]?.textContent?.trim()).toBe('Número do cartão');
    expect(el.shadowRoot?.querySelector('[role="alert"]:not([hidden])')).toBeNull();

    // That form is wired as a first one: what the shopper types stays inside (the page hears a plain `input`, never
    // the typed data), and a field left shows its error.
    const heard: Event[] = [];
    const listen = (e: Event) => heard.push(e);
    document.addEventListener('input', listen);
    await typeInto(el, 'number', '4111');
    document.removeEventListener('input', listen);
    expect(field(el, 'number').value).toBe('4111');
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.some((e) => e instanceof InputEvent)).toBe(false);
    await leave(el);
    expect(errorOf(el, 'number')).not.toBe('');

    // A failed load was forgotten: the next inline card loads the form and renders it.
    const next = document.createElement('tucan-card');
    next.setAttribute('isolation', 'inline');
    next.setAttribute('lang', 'pt-BR');
    document.body.append(next);
    await until(() => next.hasUpdated);
    await next.updateComplete;
    expect(field(next, 'number').labels?.[0]?.textContent?.trim()).toBe('Número do cartão');
    expect(payButton(next).textContent?.trim()).toBe('Pagar');
  });

  it('an inline card renders its form with the form’s styles; once the form is here, a card renders at once', async () => {
    const el = document.createElement('tucan-card');
    el.setAttribute('isolation', 'inline');
    el.setAttribute('lang', 'en');
    document.body.append(el);
    await until(() => el.hasUpdated);
    await el.updateComplete;
    const number = field(el, 'number');
    number.focus();
    expect(el.shadowRoot?.activeElement).toBe(number);
    // The field styles came with the form: the input has the shared field look (not the browser's 2 px inset).
    expect(getComputedStyle(number).borderTopStyle).toBe('solid');
    expect(getComputedStyle(payButton(el)).minHeight).toBe('48px');

    // The form is here now: the next inline card's first render runs in the task it is inserted in.
    const later = document.createElement('tucan-card');
    later.setAttribute('isolation', 'inline');
    later.setAttribute('lang', 'en');
    document.body.append(later);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(later.hasUpdated).toBe(true);
    expect(later.shadowRoot?.querySelector('#number')).not.toBeNull();
  });
});
