import { afterEach, describe, expect, it, vi } from 'vitest';
import './card-inline.ts';
import { prepareInlineForm } from './card.prepare.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('tucan-card-inline: the first card prepared at idle (issue 13, insertion budget)', () => {
  it('prepares without a trace: nothing connected, no event, request, storage or Intl formatter', async () => {
    const fetched = vi.spyOn(window, 'fetch');
    const formatter = vi.spyOn(Intl, 'NumberFormat');
    const events: string[] = [];
    for (const type of ['tucan-status', 'tucan-complete', 'tucan-error', 'tucan-total', 'input', 'change'])
      document.addEventListener(type, () => events.push(type), true);
    const before = document.body.childElementCount;
    prepareInlineForm();
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 500 }));
    expect(document.body.childElementCount).toBe(before);
    expect(document.querySelector('tucan-card')).toBeNull();
    expect(events).toEqual([]);
    expect(fetched).not.toHaveBeenCalled();
    expect(formatter).not.toHaveBeenCalled();
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  // No retry: a first attempt's render would prepare the templates for the second. Without payer fields: those load
  // with their own chunk when `fields` asks for them, and parse their templates then (card.payer-load.test.ts).
  it('a card inserted afterwards parses no template and no style sheet: it only clones and lays out', {
    retry: 0,
  }, async () => {
    prepareInlineForm();
    const templates = vi.spyOn(document, 'createElement');
    const sheets = vi.spyOn(CSSStyleSheet.prototype, 'replaceSync');
    const el = document.createElement('tucan-card');
    for (const [k, v] of Object.entries({
      isolation: 'inline',
      lang: 'pt-BR',
      amount: '150.75',
      currency: 'BRL',
      country: 'BR',
      methods: 'credit_card debit_card',
    }))
      el.setAttribute(k, v);
    document.body.append(el);
    await el.updateComplete;
    const number = el.shadowRoot?.querySelector<HTMLInputElement>('#number');
    number?.focus();
    expect(el.shadowRoot?.activeElement).toBe(number);
    expect(el.shadowRoot?.querySelector('#installments, #name')).not.toBeNull();
    expect(el.shadowRoot?.querySelectorAll('input[name="method"]')).toHaveLength(2);
    expect(templates.mock.calls.filter(([tag]) => tag === 'template')).toEqual([]);
    expect(sheets).not.toHaveBeenCalled();
  });
});
