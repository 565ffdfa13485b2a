import { afterEach, describe, expect, inject, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { recordingClient, statusInSandbox, until } from '../../test/support/index.ts';
import { installApplePay } from '../../test/wallet-fakes.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import { field, fillCard, formOf, payButton } from '../card/card.testing.ts';
import { METHODS } from '../methods/methods.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import { availableMethods, type MethodId } from './checkout.methods.ts';
import { mountByCode, mountCheckout } from './checkout.testing.ts';
import './checkout.ts';

const baseUrl = inject('sandboxUrl');
const ALL = new Set(METHODS.map((m) => m.id));

afterEach(() => {
  document.body.replaceChildren();
});

const ids = (allowed: string, country: string, extra: { order?: string; unavailable?: MethodId[] } = {}) =>
  availableMethods({
    allowed,
    country,
    order: extra.order,
    loadable: ALL,
    unavailable: new Set(extra.unavailable ?? []),
  }).map((m) => m.id);

describe('tucan-checkout: which methods, in which order', () => {
  it('offers what the wallet allows in its country, in the order its shoppers expect', () => {
    const br = 'credit_card debit_card pix boleto googlepay applepay';
    expect(ids(br, 'BR')).toEqual(['pix', 'card', 'applepay', 'googlepay', 'boleto']);
    expect(ids('credit_card debit_card spei oxxo googlepay applepay', 'MX')).toEqual([
      'card',
      'spei',
      'oxxo',
      'applepay',
      'googlepay',
    ]);
    expect(ids('credit_card,debit_card,qra,pfc,googlepay', 'AR')).toEqual([
      'card',
      'qra',
      'pfc',
      'googlepay',
    ]);
    // Apple Pay works only in Brazil and Mexico (seed §1), whatever the wallet says; pix only in Brazil.
    expect(ids('credit_card applepay pix', 'CL')).toEqual(['card']);
    // Debit alone still offers the card; a method the wallet does not allow is never offered.
    expect(ids('debit_card', 'CO')).toEqual(['card']);
    expect(ids('boleto', 'BR')).toEqual(['boleto']);
  });

  it('leaves out wallets the device cannot use, and follows the merchant’s order first', () => {
    const br = 'credit_card pix boleto googlepay applepay';
    expect(ids(br, 'BR', { unavailable: ['applepay', 'googlepay'] })).toEqual(['pix', 'card', 'boleto']);
    expect(ids(br, 'BR', { order: 'boleto card' })).toEqual([
      'boleto',
      'card',
      'pix',
      'applepay',
      'googlepay',
    ]);
  });

  it('offers only methods whose element can load', () => {
    const only = availableMethods({ allowed: 'credit_card pix', country: 'BR', loadable: new Set(['card']) });
    expect(only.map((m) => m.id)).toEqual(['card']);
  });
});

/**
 * A drop-in offering the card (credit and debit) for a new charge, once its card's form is there; its events
 * recorded, `tucan-ready` and `tucan-method-change` too. These tests read the card's inline form (the default,
 * frame, is tested in src/frame/).
 */
const mountCardCheckout = (
  options: { value?: number; attrs?: Record<string, string>; parent?: HTMLElement } = {},
) =>
  mountCheckout({
    ...options,
    attrs: { methods: 'credit_card debit_card', isolation: 'inline', ...options.attrs },
    events: ['tucan-ready', 'tucan-method-change'],
    ready: (el) => until(() => card(el)?.shadowRoot?.querySelector('#number') != null),
  });

const card = (el: TucanCheckoutElement) =>
  el.shadowRoot?.querySelector('tucan-card') as TucanCardElement | undefined;

describe('tucan-checkout: the drop-in', () => {
  it('starts axe-clean, shows the total and the methods as a radio group, and fires tucan-ready once', async () => {
    const { el, events } = await mountCardCheckout();
    expect(el.shadowRoot?.querySelector('[part="summary"]')?.textContent).toContain('R$150.75');
    const radios = el.shadowRoot?.querySelectorAll('input[type="radio"]') ?? [];
    expect([...radios].map((r) => (r as HTMLInputElement).checked)).toEqual([true]);
    expect(el.shadowRoot?.querySelector('legend')?.textContent).toBe('Payment method');
    expect(events.filter((e) => e.type === 'tucan-ready').map((e) => e.detail.methods)).toEqual([['card']]);
    expect(await axeViolations(el)).toEqual([]);
  });

  it('pays a card inside it, re-firing the card’s events once with the method', async () => {
    const { el, charge, events } = await mountCardCheckout();
    const inner = card(el) as TucanCardElement;
    inner.client = recordingClient(baseUrl).client;
    await fillCard(inner, { number: '4111111111111111' });
    await userEvent.click(payButton(inner));
    await until(() => inner.payment.done);
    const complete = events.filter((e) => e.type === 'tucan-complete');
    expect(complete).toEqual([
      {
        type: 'tucan-complete',
        detail: { chargeUuid: charge.charge_uuid, status: inner.payment.status, method: 'card' },
      },
    ]);
    expect(await statusInSandbox(charge.charge_uuid)).toBe(inner.payment.status);
    expect(await axeViolations(el)).toEqual([]);
  });

  it('after paying shows the result alone, the amount once, its live region kept, in a flex page (hosted page)', async () => {
    // The hosted page's layout: a flex body around the panel (\`main\`) that holds the checkout.
    const page = document.createElement('div');
    page.className = 'flex-page';
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '.flex-page { display: flex; justify-content: center; } .flex-page > main { inline-size: 30rem; }',
    );
    document.adoptedStyleSheets = [sheet];
    const main = document.createElement('main');
    page.append(main);
    document.body.append(page);
    const { el } = await mountCardCheckout({ attrs: { lang: 'pt-BR' }, parent: main });
    const inner = card(el) as TucanCardElement;
    await fillCard(inner, { number: '4111111111111111' });
    await userEvent.click(payButton(inner));
    await until(() => inner.payment.done);
    await el.updateComplete;
    const region = inner.shadowRoot?.querySelector('p.visually-hidden[role="status"]') as HTMLElement;
    await until(() => (region.textContent ?? '').includes('Pagamento recebido'));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // What the shopper sees: the result alone (no legend, no total line), its amount once.
    const visible = [
      ...(el.shadowRoot?.querySelectorAll('legend, [part="summary"], .method > label') ?? []),
    ].filter((n) => n.getClientRects().length > 0);
    expect(visible).toEqual([]);
    const status = inner.shadowRoot?.querySelector('tucan-status')?.shadowRoot;
    expect(status?.querySelector('.amount')?.textContent).toBe('Valor: R$\u00a0150,75');
    // The one live region keeps its box, so a screen reader still reads what it says.
    expect(region.getClientRects().length).toBe(1);
    expect(await axeViolations(el)).toEqual([]);
    document.adoptedStyleSheets = [];
  });

  it('updates amount and language in place, keeping what the shopper typed; the card keeps the charge’s value and the page is told', async () => {
    const { el, events, charge } = await mountCardCheckout();
    const inner = card(el) as TucanCardElement;
    await fillCard(inner, { number: '4111111111111111', name: 'Ana Souza' });
    await until(() => formOf(inner).charge.value === 150.75);
    el.setAttribute('amount', '99.9');
    el.setAttribute('lang', 'pt-BR');
    await el.updateComplete;
    await inner.updateComplete;
    expect(card(el)).toBe(inner);
    expect(inner.amount).toBe(99.9);
    expect(field(inner, 'name').value).toBe('Ana Souza');
    expect(el.shadowRoot?.querySelector('legend')?.textContent).toBe('Forma de pagamento');
    // The charge is R$ 150,75 at the service: that is what the shopper is shown, not the page's new amount; the
    // page is told once, by the checkout (the card's own word is not re-fired).
    expect(payButton(inner).textContent?.trim()).toMatch(/^Pagar R\$\s150,75$/);
    expect(el.shadowRoot?.querySelector('[part="summary"]')?.textContent).toMatch(/R\$\s150,75/);
    await until(() => events.some((e) => e.type === 'tucan-error'));
    expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail)).toEqual([
      expect.objectContaining({ chargeUuid: charge.charge_uuid, code: 'amount_mismatch', method: '' }),
    ]);
  });

  it('says so when the wallet allows no method it can offer', async () => {
    const { el } = await mountCardCheckout({ value: 10, attrs: { methods: 'credit_card' } });
    el.setAttribute('methods', 'spei');
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
      'No payment method is available for this order. Please contact the store.',
    );
    expect(await axeViolations(el)).toEqual([]);
  });

  it('reads an amount set as a string by a framework, passes it on as a number, and never totals it', async () => {
    // Pix and boleto only, and no charge: no service's value, so no Total at all, whatever the page's amount.
    const el = document.createElement('tucan-checkout');
    for (const [k, v] of Object.entries({
      amount: '150.75',
      country: 'BR',
      currency: 'BRL',
      methods: 'pix boleto',
      lang: 'en',
    }))
      el.setAttribute(k, v);
    document.body.append(el);
    (el as unknown as { amount: unknown }).amount = '12.5';
    await el.updateComplete;
    expect(el.amount).toBe(12.5);
    await until(() => el.shadowRoot?.querySelector('tucan-pix') != null);
    expect(el.shadowRoot?.querySelector('tucan-pix')?.getAttribute('amount')).toBe('12.5');
    expect(el.shadowRoot?.querySelector('[part="summary"]')).toBeNull();
    // A removed amount is no amount: never "R$0.00".
    el.removeAttribute('amount');
    await el.updateComplete;
    expect(el.amount).toBeUndefined();
    expect(el.shadowRoot?.querySelector('tucan-pix')?.hasAttribute('amount')).toBe(false);
  });

  it('with the card chosen, totals what the card says the charge is, also once the page’s amount is gone', async () => {
    const { el } = await mountCardCheckout();
    const inner = card(el) as TucanCardElement;
    await until(() => formOf(inner).charge.value === 150.75);
    el.removeAttribute('amount');
    await el.updateComplete;
    await inner.updateComplete;
    expect(inner.hasAttribute('amount')).toBe(false);
    expect(el.shadowRoot?.querySelector('[part="summary"]')?.textContent?.trim()).toMatch(
      /^Total\s*R\$150\.75$/,
    );
    expect(payButton(inner).textContent?.trim()).toBe('Pay R$150.75');
  });
});

describe('tucan-checkout: wallets', () => {
  const offeredIds = (el: TucanCheckoutElement) =>
    [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])].map((r) => r.value);

  it('leaves out wallets this browser cannot use (no Apple Pay, no Google Pay script), silently', async () => {
    const errors: unknown[] = [];
    const spy = (...args: unknown[]) => errors.push(args);
    const original = console.error;
    console.error = spy;
    try {
      const { el } = await mountCardCheckout({ attrs: { methods: 'credit_card applepay googlepay' } });
      await until(() => offeredIds(el).join(' ') === 'card', 20_000);
      expect(errors).toEqual([]);
    } finally {
      console.error = original;
    }
  });

  it('offers Apple Pay where the device can pay, after the card in Brazil', async () => {
    const apple = installApplePay();
    try {
      const { el } = await mountCardCheckout({ attrs: { methods: 'credit_card applepay' } });
      await until(() => el.shadowRoot?.querySelector('tucan-apple-pay')?.hasAttribute('available') === true);
      expect(offeredIds(el)).toEqual(['card', 'applepay']);
      await userEvent.click(el.shadowRoot?.querySelectorAll('input[type="radio"]')[1] as HTMLInputElement);
      await el.updateComplete;
      const panel = el.shadowRoot?.querySelector('tucan-apple-pay')?.closest('.panel') as HTMLElement;
      expect(panel.hidden).toBe(false);
      expect(await axeViolations(el)).toEqual([]);
    } finally {
      apple.uninstall();
    }
  });
});

describe('Tucan.mount', () => {
  it('mounts a checkout from code, updates it, and resolves its result on payment', async () => {
    const { charge, target, handle } = await mountByCode(42, {
      methods: ['credit_card'],
      isolation: 'inline',
    });
    expect(target.firstElementChild).toBe(handle.element);
    handle.update({ amount: '40' });
    await handle.element.updateComplete;
    expect(handle.element.getAttribute('amount')).toBe('40');
    await until(() => card(handle.element)?.shadowRoot?.querySelector('#number') != null);
    const inner = card(handle.element) as TucanCardElement;
    await fillCard(inner, { number: '4111111111111111' });
    await userEvent.click(payButton(inner));
    expect(await handle.result).toEqual({
      outcome: 'complete',
      chargeUuid: charge.charge_uuid,
      status: 'paid',
      method: 'card',
    });
    handle.unmount();
    expect(target.childElementCount).toBe(0);
  });
});
