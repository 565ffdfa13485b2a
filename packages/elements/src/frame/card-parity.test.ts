/**
 * The card frame (`isolation="frame"`, the default) and the inline card behave alike for the page and the shopper:
 * one table, the same assertions for both modes. Whatever one mode does and the other does not fails here: every
 * documented event with its detail, the amount the shopper approves (the charge's, from the service), the drop-in's
 * lock while paying and its total after an installment choice, form association, `disabled` and `focus()`.
 */

import { createClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import '../checkout/checkout.ts';
import type { TucanCheckoutElement } from '../checkout/checkout.element.ts';
import { framePay, frameReady } from './card-frame.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

/** How a test reaches the card's form in one mode: the page's shadow root (inline) or the frame (Playwright). */
interface Mode {
  isolation: 'frame' | 'inline';
  /** The form is there and can be used. */
  ready(card: TucanCardElement): boolean;
  type(card: TucanCardElement, id: string, text: string, replace?: boolean): Promise<void>;
  /** Enters each value into its field at once, as autofill or a paste does (one trusted `input` per field). */
  fill(card: TucanCardElement, entries: Array<[string, string]>): Promise<void>;
  pay(card: TucanCardElement): Promise<void>;
  /** The text of the first element of the form matching `selector` ('' when none). */
  text(card: TucanCardElement, selector: string): Promise<string>;
  texts(card: TucanCardElement, selector: string): Promise<string[]>;
  count(card: TucanCardElement, selector: string): Promise<number>;
  value(card: TucanCardElement, selector: string): Promise<string>;
  select(card: TucanCardElement, selector: string, value: string): Promise<void>;
  /** The id of the focused control of the form ('' when the focus is elsewhere). */
  focused(card: TucanCardElement): Promise<string>;
}

const root = (card: TucanCardElement) => card.shadowRoot as ShadowRoot;

const inline: Mode = {
  isolation: 'inline',
  ready: (card) =>
    !!root(card)?.querySelector('#number') && !!root(card)?.querySelector('tucan-card-form')?.settled,
  async type(card, id, text, replace) {
    const input = root(card).querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
    input.focus();
    if (replace) {
      input.select();
      await userEvent.keyboard('{Backspace}');
    }
    await userEvent.keyboard(text);
  },
  async fill(card, entries) {
    for (const [id, text] of entries) {
      root(card).querySelector<HTMLInputElement>(`#${id}`)?.focus();
      await commands.insertText(text);
    }
  },
  async pay(card) {
    root(card).querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    await userEvent.keyboard('{Enter}');
  },
  text: async (card, selector) => root(card).querySelector(selector)?.textContent?.trim() ?? '',
  texts: async (card, selector) =>
    [...root(card).querySelectorAll(selector)].map((n) => n.textContent?.trim() ?? ''),
  count: async (card, selector) => root(card).querySelectorAll(selector).length,
  value: async (card, selector) => root(card).querySelector<HTMLInputElement>(selector)?.value ?? '',
  async select(card, selector, value) {
    await userEvent.selectOptions(root(card).querySelector(selector) as HTMLSelectElement, value);
  },
  async focused(card) {
    let a = root(card).activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a?.id ?? '';
  },
};

const frame: Mode = {
  isolation: 'frame',
  ready: (card) => frameReady(card),
  type: (_card, id, text, replace) => commands.frameType(`#${id}`, text, replace),
  fill: (_card, entries) => commands.frameFill(entries.map(([id, text]) => [`#${id}`, text])),
  pay: () => framePay(),
  text: (_card, selector) => commands.frameText(selector),
  texts: (_card, selector) => commands.frameTexts(selector),
  count: (_card, selector) => commands.frameCount(selector),
  value: (_card, selector) => commands.frameValue(selector),
  select: (_card, selector, value) => commands.frameSelect(selector, value),
  focused: () => commands.frameFocused(),
};

/** Polls `read` (which may cross into the frame) until `ok` holds for what it returns; resolves with that. */
const eventually = <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeout = 20_000) =>
  vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value)) throw new Error(`not yet: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout, interval: 50 },
  );

const EVENTS = [
  'tucan-status',
  'tucan-complete',
  'tucan-error',
  'tucan-busy',
  'tucan-total',
  'input',
  'change',
];
interface Heard {
  type: string;
  detail: Record<string, unknown> | undefined;
  bubbles: boolean;
  composed: boolean;
  plain: boolean;
}
/** Every documented event the element fires, as the page hears it (a copy of its detail). */
function listen(el: Element) {
  const heard: Heard[] = [];
  for (const type of EVENTS) {
    el.addEventListener(type, (e) => {
      const detail = (e as Event & { detail?: Record<string, unknown> }).detail;
      heard.push({
        type,
        detail: detail && { ...detail },
        bubbles: e.bubbles,
        composed: e.composed,
        plain: e.constructor === Event,
      });
    });
  }
  const of = (type: string) => heard.filter((h) => h.type === type);
  return { heard, of, details: (type: string) => of(type).map((h) => h.detail) };
}

async function mountCard(mode: Mode, value: number, attrs: Record<string, string> = {}, parent?: Element) {
  const charge = await commands.createCharge({
    country: 'BR',
    value,
    reference_external_id: crypto.randomUUID(),
  });
  const el = document.createElement('tucan-card');
  const all = {
    isolation: mode.isolation,
    'base-url': baseUrl,
    'charge-uuid': charge.charge_uuid,
    amount: String(value),
    currency: 'BRL',
    country: 'BR',
    lang: 'en',
    ...attrs,
  };
  for (const [k, v] of Object.entries(all)) el.setAttribute(k, v);
  const events = listen(el);
  (parent ?? document.body).append(el);
  await until(() => mode.ready(el), 20_000);
  return { el, charge, events };
}

const brl = (v: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }).format(v);
const simulation = async (chargeUuid: string) =>
  (await createClient({ baseUrl }).simulateInstallments(chargeUuid)).data;

const entries = (number: string): Array<[string, string]> => [
  ['number', number],
  ['expiry', '1230'],
  ['cvc', '123'],
  ['name', 'Ana Souza'],
];

/** Types a card key by key: the test of the `input` and `change` events the page hears while the shopper types. */
async function type(mode: Mode, card: TucanCardElement, number: string) {
  for (const [id, text] of entries(number)) await mode.type(card, id, text);
}

/** Fills a card as autofill does: for the tests whose subject is not typing. */
const fill = (mode: Mode, card: TucanCardElement, number: string) => mode.fill(card, entries(number));

const MODES = [
  ['frame', frame],
  ['inline', inline],
] as const;

describe.each(MODES)('tucan-card isolation="%s": what the page and the shopper get', (_, mode) => {
  /** Waits until the card number holds the focus (in the frame, the focus may take a moment to cross). */
  const expectFocusOnNumber = async (el: TucanCardElement) =>
    expect(
      await eventually(
        () => mode.focused(el),
        (id) => id === 'number',
        10_000,
      ),
    ).toBe('number');

  it('fires every documented event with its detail, and is its form’s value and validity', async () => {
    const form = document.createElement('form');
    document.body.append(form);
    const { el, charge, events } = await mountCard(mode, 1200, { name: 'paid-charge' }, form);
    const uuid = charge.charge_uuid;
    // Invalid and empty in the form until paid.
    expect(form.checkValidity()).toBe(false);
    expect(new FormData(form).has('paid-charge')).toBe(false);
    // What the shopper pays, once known: the charge's value at once.
    await until(() => events.of('tucan-total').length > 0);
    expect(events.details('tucan-total').at(-1)).toEqual({
      chargeUuid: uuid,
      total: 1200,
      currency: 'BRL',
      installments: 1,
    });

    // Typing: plain `input` events (composed, no data) and a plain `change` when a field is left.
    await type(mode, el, '4000000000000002');
    expect(events.of('input').length).toBeGreaterThanOrEqual(16);
    expect(events.of('change').length).toBeGreaterThanOrEqual(3);
    for (const e of events.of('input'))
      expect(e).toMatchObject({ plain: true, bubbles: true, composed: true });
    for (const e of events.of('change'))
      expect(e).toMatchObject({ plain: true, bubbles: true, composed: false });

    // An installment plan with interest: `tucan-total` says its total, and again when the shopper goes back.
    const six = (await simulation(uuid)).options.find((o) => o.installments === 6);
    expect(six?.total_value).toBeGreaterThan(1200);
    await mode.select(el, '#installments', '6');
    await until(() => events.details('tucan-total').at(-1)?.installments === 6);
    expect(events.details('tucan-total').at(-1)).toEqual({
      chargeUuid: uuid,
      total: six?.total_value,
      currency: 'BRL',
      installments: 6,
    });
    await mode.select(el, '#installments', '1');
    await until(() => events.details('tucan-total').at(-1)?.installments === 1);
    expect(events.details('tucan-total').at(-1)).toMatchObject({ total: 1200, installments: 1 });
    await mode.select(el, '#installments', '6');
    await until(() => events.details('tucan-total').at(-1)?.installments === 6);

    // A decline: busy around the attempt, then `tucan-error` with the service's code and a message to read.
    await mode.pay(el);
    await until(() => events.of('tucan-error').length > 0);
    await until(() => events.details('tucan-busy').at(-1)?.busy === false);
    expect(events.details('tucan-error')).toEqual([
      { chargeUuid: uuid, code: 'CARD_DECLINED', message: expect.stringMatching(/declined/i) },
    ]);
    const busyBefore = events.heard.findIndex((h) => h.type === 'tucan-busy');
    const errorAt = events.heard.findIndex((h) => h.type === 'tucan-error');
    expect(events.heard[busyBefore]?.detail).toEqual({ chargeUuid: uuid, busy: true });
    expect(busyBefore).toBeLessThan(errorAt);

    // Another card: busy again, the statuses, then `tucan-complete` once; the form gets the charge UUID.
    await mode.type(el, 'number', '4111111111111111', true);
    await mode.pay(el);
    await until(() => events.of('tucan-complete').length > 0, 20_000);
    await until(() => events.details('tucan-busy').at(-1)?.busy === false);
    const busy = events.details('tucan-busy').map((d) => d?.busy);
    expect(busy.length % 2).toBe(0);
    expect(busy).toEqual(busy.map((_, i) => i % 2 === 0));
    for (const d of events.details('tucan-busy'))
      expect(Object.keys(d ?? {}).sort()).toEqual(['busy', 'chargeUuid']);
    expect(events.details('tucan-complete')).toEqual([
      { chargeUuid: uuid, status: expect.stringMatching(/^(paid|confirmed)$/) },
    ]);
    const statuses = events.details('tucan-status');
    expect(statuses.length).toBeGreaterThan(0);
    for (const d of statuses) expect(Object.keys(d ?? {}).sort()).toEqual(['chargeUuid', 'status']);
    expect(statuses.at(-1)?.status).toMatch(/^(paid|confirmed)$/);
    for (const e of events.heard.filter((h) => h.type.startsWith('tucan-')))
      expect(e).toMatchObject({ plain: false, bubbles: true, composed: true });
    // Paid in 6 installments: what the page heard last is what the shopper paid.
    expect(events.details('tucan-total').at(-1)).toMatchObject({ installments: 6, total: six?.total_value });
    await el.updateComplete;
    expect(new FormData(form).get('paid-charge')).toBe(uuid);
    expect(form.checkValidity()).toBe(true);
    expect(await statusInSandbox(uuid)).toMatch(/^(paid|confirmed)$/);
    // No card data in any event.
    expect(JSON.stringify(events.heard)).not.toMatch(/4111|0002|1230|Ana Souza/);
  });

  it('shows, announces and reports the charge’s value when the page’s amount differs; the page is told', async () => {
    // A R$ 7,003.00 charge (the sandbox answers its pay 3 s late) on a page that says amount="1".
    const { el, charge, events } = await mountCard(mode, 7003, { amount: '1' });
    const uuid = charge.charge_uuid;
    const pay = await eventually(
      () => mode.text(el, 'button[type="submit"]'),
      (t) => t !== 'Pay' && t !== `Pay ${brl(1)}`,
    );
    expect(pay).toBe(`Pay ${brl(7003)}`);
    const lines = await mode.texts(el, '#installments option');
    expect(lines[0]).toBe(`1× ${brl(7003)} (pay in full)`);
    expect(lines.join(' ')).not.toContain(brl(1));
    // The page is told once, with a code and the charge's value; never shown to the shopper as the price.
    await until(() => events.of('tucan-error').length > 0);
    expect(events.details('tucan-error')).toEqual([
      {
        chargeUuid: uuid,
        code: 'amount_mismatch',
        message: `The amount to pay is ${brl(7003)}, as the payment service set it.`,
        reason: expect.stringMatching(/1 BRL.*7003 BRL/),
      },
    ]);
    expect(events.details('tucan-total').at(-1)).toMatchObject({ total: 7003, currency: 'BRL' });
    expect(await mode.count(el, '.alert-box:not([hidden]) .alert:not(:empty)')).toBe(0);

    await fill(mode, el, '4111111111111111');
    await mode.pay(el);
    // While the service takes its 3 s, the live region says what is being paid.
    expect(
      await eventually(
        () => mode.text(el, '[role="status"][aria-live="polite"]'),
        (t) => t.startsWith('Paying'),
        3_000,
      ),
    ).toBe(`Paying ${brl(7003)}…`);
    await until(() => events.of('tucan-complete').length > 0, 20_000);
    expect(events.of('tucan-error')).toHaveLength(1);
  });

  it('locks every control, Credit/Debit included, while paying, and the result shows the plan that was charged', async () => {
    // 7003: the sandbox answers the pay call 3 s late.
    const { el, charge, events } = await mountCard(mode, 7003, { methods: 'credit_card debit_card' });
    const six = (await simulation(charge.charge_uuid)).options.find((o) => o.installments === 6);
    expect(six?.total_value).toBeGreaterThan(7003);
    expect(await mode.count(el, 'input[name="method"]:not(:disabled)')).toBe(2);
    await eventually(
      () => mode.count(el, '#installments option[value="6"]'),
      (n) => n === 1,
    );
    await mode.select(el, '#installments', '6');
    await fill(mode, el, '4111111111111111');
    await mode.pay(el);
    await eventually(
      () => mode.text(el, 'button[type="submit"]'),
      (t) => t.startsWith('Paying'),
      3_000,
    );
    // Within the 3 s answer: the segment's radios, the fields and the installments are all disabled.
    expect(await mode.count(el, 'input[name="method"]:disabled')).toBe(2);
    expect(await mode.count(el, '#number:disabled, #installments:disabled')).toBe(2);
    expect(await mode.count(el, '[part="form"] :is(input:not([type="hidden"]), select):not(:disabled)')).toBe(
      0,
    );
    await until(() => events.of('tucan-complete').length > 0, 20_000);
    // The plan's total, then the plan itself (the service's simulation: 6 × its installment, which add up to it).
    const amount = `Amount: ${brl(six?.total_value ?? 0)}, in 6 installments of ${brl(six?.installment_value ?? 0)}`;
    expect(
      await eventually(
        () =>
          mode.isolation === 'frame'
            ? mode.text(el, 'tucan-status [part="amount"]')
            : Promise.resolve(
                root(el)
                  .querySelector('tucan-status')
                  ?.shadowRoot?.querySelector('[part="amount"]')
                  ?.textContent?.trim() ?? '',
              ),
        (t) => t !== '',
      ),
    ).toBe(amount);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });

  it('says a processing error could not be processed, nothing was taken, and the shopper can pay again', async () => {
    const { el, charge, events } = await mountCard(mode, 120);
    await fill(mode, el, '4000000000000119');
    await mode.pay(el);
    await until(() => events.of('tucan-error').length > 0, 20_000);
    expect(events.details('tucan-error').at(-1)).toMatchObject({ code: 'PROCESSING_ERROR' });
    expect(
      await eventually(
        () => mode.text(el, '#payment-alert .alert-body'),
        (t) => t !== '',
      ),
    ).toBe('The payment could not be processed and no money was taken. Try again.');
    expect(await mode.text(el, '#payment-alert .alert-title')).toBe('Payment not completed');
    // The service left the charge payable (nothing taken): the same card pays it once it goes through.
    expect(await statusInSandbox(charge.charge_uuid)).toBe('error');
    await mode.type(el, 'number', '4111111111111111', true);
    await mode.pay(el);
    await until(() => events.of('tucan-complete').length > 0, 20_000);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });

  it('follows a disabled fieldset, a form reset and focus() as the inline card does', async () => {
    const form = document.createElement('form');
    const fieldset = document.createElement('fieldset');
    form.append(fieldset);
    document.body.append(form);
    const { el } = await mountCard(mode, 80, {}, fieldset);
    fieldset.disabled = true;
    await until(() => el.formDisabled);
    expect(
      await eventually(
        () => mode.count(el, 'input:disabled'),
        (n) => n >= 4,
      ),
    ).toBeGreaterThanOrEqual(4);
    expect(await mode.count(el, 'button[type="submit"][aria-disabled="true"]')).toBe(1);
    fieldset.disabled = false;
    expect(
      await eventually(
        () => mode.count(el, 'input:disabled'),
        (n) => n === 0,
      ),
    ).toBe(0);
    expect(await mode.count(el, 'button[type="submit"][aria-disabled="false"]')).toBe(1);

    await mode.type(el, 'number', '4111');
    expect(await mode.value(el, '#number')).toBe('4111');
    form.reset();
    expect(
      await eventually(
        () => mode.value(el, '#number'),
        (v) => v === '',
      ),
    ).toBe('');

    (document.activeElement as HTMLElement | null)?.blur();
    el.focus();
    await expectFocusOnNumber(el);
  });

  it('focus() from a control of the page puts the focus on the card number, every time', async () => {
    const { el } = await mountCard(mode, 80);
    const elsewhere = document.createElement('button');
    elsewhere.textContent = 'Elsewhere';
    document.body.append(elsewhere);
    // Round after round from another field of the card, through a control of the page: in the frame the page's
    // focus change and the host's request reach the frame on two channels, in either order.
    for (let round = 0; round < 20; round++) {
      await mode.type(el, round % 2 ? 'name' : 'cvc', round % 2 ? 'a' : '1');
      elsewhere.focus();
      el.focus();
      await expectFocusOnNumber(el);
    }
  });
});

describe.each(MODES)('tucan-checkout isolation="%s": the card in the drop-in', (_, mode) => {
  const radio = (el: TucanCheckoutElement, id: string) =>
    el.shadowRoot?.querySelector<HTMLInputElement>(`input[type="radio"][value="${id}"]`) as HTMLInputElement;
  const summary = (el: TucanCheckoutElement) =>
    [...(el.shadowRoot?.querySelectorAll('[part="summary"] :is(span, strong, .plan)') ?? [])]
      .map((n) => n.textContent?.trim())
      .join(' ');

  it('locks the other methods while a card payment is in flight and shows the installment plan’s total', async () => {
    // 7003: the sandbox answers the pay call 3 s late.
    const charge = await commands.createCharge({
      country: 'BR',
      value: 7003,
      reference_external_id: crypto.randomUUID(),
    });
    const el = document.createElement('tucan-checkout');
    const attrs = {
      'charge-uuid': charge.charge_uuid,
      amount: '7003',
      currency: 'BRL',
      country: 'BR',
      methods: 'pix boleto credit_card',
      order: 'card pix boleto',
      'base-url': baseUrl,
      lang: 'en',
      isolation: mode.isolation,
    };
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    const busy: boolean[] = [];
    el.addEventListener('tucan-busy', (e) => busy.push(e.detail.busy));
    const completes: Event[] = [];
    el.addEventListener('tucan-complete', (e) => completes.push(e));
    document.body.append(el);
    const card = () => el.shadowRoot?.querySelector('tucan-card') as TucanCardElement | null;
    await until(() => !!radio(el, 'card'));
    radio(el, 'card').click();
    await until(() => !!card() && mode.ready(card() as TucanCardElement), 20_000);
    const c = card() as TucanCardElement;

    const six = (await simulation(charge.charge_uuid)).options.find((o) => o.installments === 6);
    expect(six?.total_value).toBeGreaterThan(7003);
    expect(summary(el)).toBe(`Total ${brl(7003)}`);
    await eventually(
      () => mode.count(c, '#installments option[value="6"]'),
      (n) => n === 1,
    );
    await mode.select(c, '#installments', '6');
    await until(() => summary(el).includes(brl(six?.total_value ?? 0)));
    expect(summary(el)).toBe(`Total ${brl(six?.total_value ?? 0)} In 6 installments, interest included`);

    await fill(mode, c, '4111111111111111');
    expect(radio(el, 'pix').disabled).toBe(false);
    const looks = (id: string) => {
      const label = radio(el, id).closest('label') as HTMLElement;
      return {
        color: getComputedStyle(label).color,
        radio: getComputedStyle(radio(el, id)).opacity,
        mark: getComputedStyle(label.querySelector('svg') as Element).opacity,
      };
    };
    const pixEnabled = looks('pix');
    await mode.pay(c);
    // 1 s into a 3 s answer: the switch is locked, as it is for the whole attempt.
    await until(() => el.locked, 3_000);
    expect(radio(el, 'pix').disabled).toBe(true);
    expect(radio(el, 'boleto').disabled).toBe(true);
    expect(radio(el, 'card').disabled).toBe(false);
    // A locked row looks locked: its name muted, its radio and mark dimmed; the card's own row does not change.
    // (Drawn at the next frame: the computed colour changes once the lock's transition, 0.01 ms here, has run.)
    await until(() => looks('pix').color !== pixEnabled.color, 3_000);
    const pixLocked = looks('pix');
    expect(Number(pixLocked.radio)).toBeLessThan(1);
    expect(Number(pixLocked.mark)).toBeLessThan(1);
    expect(looks('boleto')).toEqual(pixLocked);
    expect(Number(looks('card').radio)).toBe(1);
    expect(busy[0]).toBe(true);
    await until(() => completes.length > 0, 20_000);
    await until(() => !el.locked);
    expect(busy.at(-1)).toBe(false);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });
});
