import { createClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { recordingClient, statusInSandbox, until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import { field, fillCard, inner, payButton, payReady } from '../card/card.testing.ts';
import type { TucanChallengeElement } from '../threeds/challenge.element.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import { deviceWallets, mountByCode, mountCheckout, radio } from './checkout.testing.ts';
import { mount } from './checkout.ts';

const baseUrl = inject('sandboxUrl');
const wallets = deviceWallets();
afterEach(() => {
  document.body.replaceChildren();
});

/**
 * A drop-in for a new charge, offering the card (credit and debit) unless `attrs` name other methods. These tests
 * read the card's inline form (the default, frame, is tested in src/frame/).
 */
const mountCardCheckout = (
  options: { country?: string; value?: number; attrs?: Record<string, string>; parent?: ParentNode } = {},
) =>
  mountCheckout({
    ...options,
    attrs: { methods: 'credit_card debit_card', isolation: 'inline', ...options.attrs },
  });

const radios = (el: TucanCheckoutElement) => [
  ...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []),
];
/** The methods the shopper sees (rows not hidden), in order. */
const shown = (el: TucanCheckoutElement) =>
  radios(el)
    .filter((r) => !r.closest<HTMLElement>('.method')?.hidden)
    .map((r) => r.value);
const cardOf = (el: TucanCheckoutElement) => el.shadowRoot?.querySelector('tucan-card') as TucanCardElement;
const cardReady = (el: TucanCheckoutElement) => () =>
  cardOf(el)?.shadowRoot?.querySelector('#number') != null;
/** The total line as read aloud: "Total", the amount, and the installment plan when there is one. */
const summary = (el: TucanCheckoutElement) =>
  [...(el.shadowRoot?.querySelectorAll('[part="summary"] :is(span, strong, .plan)') ?? [])]
    .map((n) => n.textContent?.trim())
    .join(' ');

describe('tucan-checkout: the method list for allowed_methods × country × device', () => {
  const cases: Array<{
    name: string;
    country: string;
    methods: string;
    device: () => Promise<void>;
    expected: string[];
    order?: string;
  }> = [
    {
      name: 'BR, every method, a device with neither wallet',
      country: 'BR',
      methods: 'credit_card debit_card pix boleto applepay googlepay',
      device: async () => {},
      expected: ['pix', 'card', 'boleto'],
    },
    {
      name: 'BR, every method, Apple Pay and a Google account ready',
      country: 'BR',
      methods: 'credit_card debit_card pix boleto applepay googlepay',
      device: async () => {
        wallets.apple();
        await wallets.google();
      },
      expected: ['pix', 'card', 'applepay', 'googlepay', 'boleto'],
    },
    {
      name: 'MX, Apple Pay on the device, Google says not ready',
      country: 'MX',
      methods: 'credit_card spei oxxo applepay googlepay',
      device: async () => {
        wallets.apple();
        await wallets.google({ ready: false });
      },
      expected: ['card', 'spei', 'oxxo', 'applepay'],
    },
    {
      name: 'AR, Apple Pay on the device (not offered in Argentina), Google ready',
      country: 'AR',
      methods: 'credit_card qra pfc applepay googlepay',
      device: async () => {
        wallets.apple();
        await wallets.google();
      },
      expected: ['card', 'qra', 'pfc', 'googlepay'],
    },
    {
      name: 'BR, the merchant’s order first, a wallet the wallet does not allow left out',
      country: 'BR',
      methods: 'credit_card pix boleto applepay',
      order: 'boleto card',
      device: async () => {
        wallets.apple();
      },
      expected: ['boleto', 'card', 'pix', 'applepay'],
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      await c.device();
      const ready: string[][] = [];
      document.addEventListener('tucan-ready', (e) => ready.push(e.detail.methods), { once: true });
      const { el } = await mountCardCheckout({
        country: c.country,
        attrs: { methods: c.methods, ...(c.order ? { order: c.order } : {}) },
      });
      await until(() => ready.length > 0, 20_000);
      expect(ready).toEqual([c.expected]);
      expect(shown(el)).toEqual(c.expected);
      expect(radio(el, c.expected[0] ?? '').checked).toBe(true);
      expect(await axeViolations(el)).toEqual([]);
    });
  }
});

/** WCAG contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r = 0, g = 0, bl = 0] = (c.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('tucan-checkout: the method rows', () => {
  for (const theme of ['light', 'dark']) {
    it(`shows each method’s own mark, hidden from screen readers, one size, visible on the row (${theme})`, async () => {
      wallets.apple();
      await wallets.google();
      const ready: string[][] = [];
      document.addEventListener('tucan-ready', (e) => ready.push(e.detail.methods), { once: true });
      const { el } = await mountCardCheckout({
        attrs: { methods: 'credit_card pix boleto applepay googlepay', theme, lang: 'pt-BR' },
      });
      await until(() => ready.length > 0, 20_000);
      const rows = [...(el.shadowRoot?.querySelectorAll<HTMLElement>('.method:not([hidden])') ?? [])];
      const marks = rows.map((row) => row.querySelector<SVGSVGElement>('label > svg.mark'));
      expect(marks.every((m) => m?.getAttribute('aria-hidden') === 'true')).toBe(true);
      // The radio's accessible name is the method's name alone: the mark adds nothing to it.
      for (const name of ['Pix', 'Cartão', 'Apple Pay', 'Google Pay', 'Boleto']) {
        await expect.element(page.getByRole('radio', { name, exact: true })).toBeVisible();
      }
      // One size for every mark, and five different drawings.
      const sizes = new Set(
        marks.map((m) => `${m?.getBoundingClientRect().width}×${m?.getBoundingClientRect().height}`),
      );
      expect(sizes.size).toBe(1);
      expect(new Set(marks.map((m) => m?.innerHTML)).size).toBe(5);
      // The drawn marks (pix, card, boleto) stand out from the row they sit on: 3:1 at least (WCAG 1.4.11).
      for (const id of ['pix', 'card', 'boleto']) {
        const mark = el.shadowRoot?.querySelector(`.mark-${id}`) as SVGSVGElement;
        const ink = getComputedStyle(mark).color;
        const row = getComputedStyle(mark.closest('.method') as Element).backgroundColor;
        expect({ id, ok: contrast(ink, row) >= 3 }).toEqual({ id, ok: true });
      }
      expect(await axeViolations(el)).toEqual([]);
    });
  }

  it('shows Google Pay’s button in the shopper’s language (es-MX: “Comprar con GPay”)', async () => {
    const google = await wallets.google();
    const { el } = await mountCardCheckout({
      country: 'MX',
      attrs: { methods: 'credit_card googlepay', lang: 'es-MX' },
    });
    await until(() => radio(el, 'googlepay')?.closest<HTMLElement>('.method')?.hidden === false, 20_000);
    await userEvent.click(radio(el, 'googlepay'));
    await expect.element(page.getByRole('button', { name: 'Comprar con GPay' })).toBeVisible();
    expect(google.clients[0]?.buttons[0]?.buttonLocale).toBe('es');
  });
});

const pixOf = (el: TucanCheckoutElement) => el.shadowRoot?.querySelector('tucan-pix') as HTMLElement | null;
/** The pay requests the sandbox received for a charge. */
const payRequests = async (chargeUuid: string) =>
  (await commands.sandboxRequests(`/public/charge/${chargeUuid}/pay`)).filter((r) => r.startsWith('POST'));

describe('tucan-checkout: a code is a deliberate action', () => {
  it('arrowing from card to pix to spei issues nothing; Enter on the chosen method’s button issues one code', async () => {
    const { el, charge } = await mountCardCheckout({
      // No country: every method the wallet allows, so one list holds card, pix and spei.
      attrs: { methods: 'credit_card pix spei', order: 'card pix spei', country: '' },
    });
    await until(cardReady(el));
    radio(el, 'card').focus();
    await userEvent.keyboard('{ArrowDown}');
    await until(() => radio(el, 'pix').checked);
    await userEvent.keyboard('{ArrowDown}');
    await until(() => radio(el, 'spei').checked);
    const spei = el.shadowRoot?.querySelector('tucan-spei') as HTMLElement;
    await until(() => !!spei.shadowRoot?.querySelector('button[type="submit"]'));
    await userEvent.keyboard('{ArrowUp}');
    await until(() => radio(el, 'pix').checked);
    const pix = pixOf(el) as HTMLElement;
    const button = () => pix.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]');
    await until(() => !!button());
    // Nothing reached the service: no pay request, the charge as it was created.
    expect(await payRequests(charge.charge_uuid)).toEqual([]);
    expect(spei.shadowRoot?.querySelector('[part~="code"]')).toBeNull();
    expect(button()?.textContent?.trim()).toBe('Generate Pix code');
    // No second heading repeats the row's "Pix", and no email step (the email is optional).
    expect(pix.shadowRoot?.querySelector('.method-name')).toBeNull();
    expect(pix.shadowRoot?.querySelector('input')).toBeNull();
    expect(await axeViolations(el)).toEqual([]);

    // The shopper confirms with the keyboard: Tab from the radio group to the chosen method's button, Enter.
    await userEvent.keyboard('{Tab}');
    expect(pix.shadowRoot?.activeElement).toBe(button());
    await userEvent.keyboard('{Enter}');
    await until(() => !!pix.shadowRoot?.querySelector('[part~="code"]'));
    expect(await payRequests(charge.charge_uuid)).toHaveLength(1);
    expect(await axeViolations(el)).toEqual([]);
  });

  it('asks a payer step only for required fields: boleto’s name and CPF (its label named as the card names it), and not the optional email of SPEI', async () => {
    const { el } = await mountCardCheckout({
      country: 'BR',
      attrs: { methods: 'boleto', fields: 'email', lang: 'pt-BR' },
    });
    const boleto = () => el.shadowRoot?.querySelector('tucan-boleto') as HTMLElement | null;
    await until(() => !!boleto()?.shadowRoot?.querySelector('button[type="submit"]'));
    const labels = [...(boleto()?.shadowRoot?.querySelectorAll('label') ?? [])].map((l) =>
      l.textContent?.trim(),
    );
    expect(labels).toEqual(['Nome completo', 'Tipo de documento', 'Número do CPF', 'E-mail (opcional)']);
    // In the QA console's column at 1280 px (25 rem), the document's type and number side by side, one line each.
    el.style.display = 'block';
    el.style.inlineSize = '25rem';
    const label = (f: string) => boleto()?.shadowRoot?.querySelector(`label[for="${f}"]`) as HTMLElement;
    const oneLine = (l: HTMLElement) =>
      l.getBoundingClientRect().height < Number.parseFloat(getComputedStyle(l).lineHeight) * 1.5;
    await until(
      () =>
        label('document').getBoundingClientRect().top === label('document-type').getBoundingClientRect().top,
    );
    expect([oneLine(label('document-type')), oneLine(label('document'))]).toEqual([true, true]);
    const { el: mx } = await mountCardCheckout({
      country: 'MX',
      attrs: { methods: 'spei', fields: 'email', lang: 'es-MX' },
    });
    const spei = () => mx.shadowRoot?.querySelector('tucan-spei') as HTMLElement | null;
    await until(() => !!spei()?.shadowRoot?.querySelector('button[type="submit"]'));
    expect(spei()?.shadowRoot?.querySelector('input')).toBeNull();
    expect(spei()?.shadowRoot?.querySelector('button[type="submit"]')?.textContent?.trim()).toBe(
      'Ver datos para transferir',
    );
  });
});

describe('tucan-checkout: the payer the merchant knows', () => {
  it('prefills boleto’s and pix’s payer step from its payer property, editable, never over what was typed', async () => {
    const { el, charge } = await mountCardCheckout({
      country: 'BR',
      attrs: { methods: 'pix boleto', fields: 'document', lang: 'pt-BR' },
    });
    (el as TucanCheckoutElement).payer = {
      payer_name: 'Maria Silva',
      payer_document_type: 'CPF',
      payer_tax_id: '52998224725',
    };
    const root = (tag: string) => el.shadowRoot?.querySelector(tag)?.shadowRoot;
    // Pix with fields="document": the document, formatted as the shopper would see it typed.
    await until(() => !!root('tucan-pix')?.querySelector('#document'));
    await expect.element(page.getByRole('textbox', { name: 'Número do CPF' })).toHaveValue('529.982.247-25');
    // Boleto: name and document, both prefilled.
    await userEvent.click(radio(el, 'boleto'));
    await until(() => !!root('tucan-boleto')?.querySelector('#name'));
    const boleto = root('tucan-boleto') as ShadowRoot;
    const input = (id: string) => boleto.querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;
    expect([input('name').value, input('document').value]).toEqual(['Maria Silva', '529.982.247-25']);
    // The shopper's own edit stays when the page sets the payer again.
    await userEvent.clear(input('name'));
    await userEvent.type(input('name'), 'Ana Souza');
    (el as TucanCheckoutElement).payer = { payer_name: 'Maria Silva', payer_tax_id: '11222333000181' };
    await (el as TucanCheckoutElement).updateComplete;
    expect(input('name').value).toBe('Ana Souza');
    expect(await axeViolations(el)).toEqual([]);
    // One press issues the boleto with those values (the document as digits).
    const recorder = recordingClient(baseUrl);
    (el.shadowRoot?.querySelector('tucan-boleto') as HTMLElement & { client?: unknown }).client =
      recorder.client;
    await userEvent.click(boleto.querySelector('button[type="submit"]') as HTMLElement);
    await until(() => recorder.calls.some((c) => c.path.endsWith('/pay')), 10_000);
    const pay = recorder.calls.find((c) => c.path.endsWith('/pay'));
    expect(pay?.path).toContain(charge.charge_uuid);
    expect(pay?.body).toMatchObject({
      payer_name: 'Ana Souza',
      payer_document_type: 'CPF',
      payer_tax_id: '52998224725',
    });
  });

  it('passes it to the card too: its email and CPF prefilled, never the name on the card, and paid with them', async () => {
    const { el } = await mountCardCheckout({ country: 'BR', attrs: { fields: 'email document' } });
    (el as TucanCheckoutElement).payer = {
      payer_name: 'Maria Silva',
      email: 'maria@example.com',
      payer_document_type: 'CPF',
      payer_tax_id: '52998224725',
    };
    await until(cardReady(el));
    const card = cardOf(el);
    await until(() => field(card, 'document').value !== '');
    expect([field(card, 'email').value, field(card, 'document').value, field(card, 'name').value]).toEqual([
      'maria@example.com',
      '529.982.247-25',
      '',
    ]);
    const recorder = recordingClient(baseUrl);
    card.client = recorder.client;
    await fillCard(card, { number: '4111111111111111' });
    await payReady(card);
    payButton(card).click();
    await until(() => recorder.calls.some((c) => c.path.endsWith('/pay')), 10_000);
    expect(recorder.calls.find((c) => c.path.endsWith('/pay'))?.body).toMatchObject({
      email: 'maria@example.com',
      payer_document_type: 'CPF',
      payer_tax_id: '52998224725',
      card_name: 'Ana Souza',
    });
  });

  it('ignores a payer that is not one (no exception, the fields stay empty)', async () => {
    const { el } = await mountCardCheckout({ country: 'BR', attrs: { methods: 'boleto', lang: 'pt-BR' } });
    (el as TucanCheckoutElement).payer = { payer_name: 42, payer_tax_id: null } as never;
    const root = () => el.shadowRoot?.querySelector('tucan-boleto')?.shadowRoot;
    await until(() => !!root()?.querySelector('#name'));
    const values = ['#name', '#document'].map((id) => root()?.querySelector<HTMLInputElement>(id)?.value);
    expect(values).toEqual(['', '']);
  });
});

describe('tucan-checkout: switching, updating, locking', () => {
  it('keeps what was typed across a method switch, with the keyboard', async () => {
    const { el } = await mountCardCheckout({ attrs: { methods: 'credit_card pix', order: 'card pix' } });
    await until(cardReady(el));
    const card = cardOf(el);
    await fillCard(card, { number: '4111111111111111', name: 'Ana Souza' });
    const changes: string[] = [];
    el.addEventListener('tucan-method-change', (e) => changes.push(e.detail.method));
    radio(el, 'card').focus();
    await userEvent.keyboard('{ArrowDown}');
    await until(() => radio(el, 'pix').checked && cardOf(el).closest<HTMLElement>('.panel')?.hidden === true);
    // Pix shows its button; no code is issued by passing over it, and nothing locks the switch.
    await until(() => !!pixOf(el)?.shadowRoot?.querySelector('button[type="submit"]'));
    expect(el.locked).toBe(false);
    expect(radio(el, 'card').disabled).toBe(false);
    expect(await axeViolations(el)).toEqual([]);
    await userEvent.keyboard('{ArrowUp}');
    await until(() => radio(el, 'card').checked);
    expect(changes).toEqual(['pix', 'card']);
    expect(cardOf(el)).toBe(card);
    expect(field(card, 'number').value).toBe('4111 1111 1111 1111');
    expect(field(card, 'name').value).toBe('Ana Souza');
  });

  it('changes language alone, then currency and amount, in place, keeping what was typed', async () => {
    const { el } = await mountCardCheckout();
    await until(cardReady(el));
    const card = cardOf(el);
    await fillCard(card, { number: '4111111111111111', name: 'Ana Souza' });
    el.setAttribute('lang', 'es-MX');
    await el.updateComplete;
    await card.updateComplete;
    expect(el.shadowRoot?.querySelector('legend')?.textContent).toBe('Método de pago');
    expect(payButton(card).textContent?.trim()).toMatch(/^Pagar\b/);
    expect(card.shadowRoot?.querySelector('label[for="number"]')?.textContent).toMatch(
      /Número de (la )?tarjeta/,
    );
    const mismatches: unknown[] = [];
    el.addEventListener('tucan-error', (e) => mismatches.push(e.detail));
    el.setAttribute('currency', 'MXN');
    el.setAttribute('amount', '80');
    await el.updateComplete;
    await card.updateComplete;
    expect(cardOf(el)).toBe(card);
    expect(card.amount).toBe(80);
    expect(field(card, 'number').value).toBe('4111 1111 1111 1111');
    expect(field(card, 'name').value).toBe('Ana Souza');
    // The card and the total show the charge's own value and currency (the service's simulation says 150.75 BRL),
    // worded in es-MX; the page hears once, from the checkout (not from the card too), that its amount and
    // currency are not the charge's.
    await until(() => /^Pagar BRL\s150\.75$/.test(payButton(card).textContent?.trim() ?? ''));
    await until(() => /^Total BRL\s150\.75$/.test(summary(el)));
    await until(() => mismatches.length > 0);
    expect(mismatches).toEqual([expect.objectContaining({ code: 'amount_mismatch', method: '' })]);
  });

  it('locks the method switch during a 3DS challenge; an abandoned challenge ends Tucan.mount’s result as canceled', async () => {
    const { charge, handle } = await mountByCode(321.5, {
      methods: ['credit_card', 'pix'],
      order: ['card'],
      isolation: 'inline',
    });
    const el = handle.element;
    await until(cardReady(el));
    const card = cardOf(el);
    await fillCard(card, { number: '4000000000003220' });
    await userEvent.click(payButton(card));
    const challenge = () => inner(card as never, 'tucan-3ds-challenge') as TucanChallengeElement;
    const inDialog = (selector: string) =>
      challenge().shadowRoot?.querySelector<HTMLButtonElement>(selector) as HTMLButtonElement;
    await until(() => challenge().shadowRoot?.querySelector('dialog')?.open === true);
    expect(el.locked).toBe(true);
    expect(radio(el, 'pix').disabled).toBe(true);
    expect(radio(el, 'card').disabled).toBe(false);
    expect(el.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe(
      'A payment is in progress. You can change the method once it ends.',
    );
    expect(await axeViolations(el)).toEqual([]);
    // The shopper closes the bank's page and confirms: the sandbox cancels the charge, the attempt ends.
    await userEvent.click(inDialog('.close'));
    await until(() => inDialog('.abandon') !== null);
    await userEvent.click(inDialog('.abandon'));
    expect(await handle.result).toEqual({
      outcome: 'canceled',
      chargeUuid: charge.charge_uuid,
      status: 'canceled',
      method: 'card',
    });
    await until(() => !el.locked);
    expect(await statusInSandbox(charge.charge_uuid)).toBe('canceled');
    expect(await axeViolations(el)).toEqual([]);
  });

  it('resolves Tucan.mount’s result as unmounted when the page removes the checkout first', async () => {
    const charge = await commands.createCharge({ country: 'MX', value: 90 });
    const target = document.createElement('div');
    document.body.append(target);
    const handle = mount('div', { chargeUuid: charge.charge_uuid, country: 'MX', methods: 'oxxo', baseUrl });
    expect(handle.element.parentElement).toBe(target);
    handle.unmount();
    expect(await handle.result).toEqual({ outcome: 'unmounted', chargeUuid: charge.charge_uuid, status: '' });
    expect(target.childElementCount).toBe(0);
  });

  it('shows the card’s installment total with its interest as the checkout’s total', async () => {
    const { el, charge } = await mountCardCheckout({ value: 1200, attrs: { lang: 'pt-BR' } });
    await until(
      () => (cardOf(el)?.shadowRoot?.querySelector('tucan-card-form')?.charge.choices.length ?? 0) > 0,
    );
    const sim = (await createClient({ baseUrl }).simulateInstallments(charge.charge_uuid)).data;
    const six = sim.options.find((o) => o.installments === 6);
    const brl = (v: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v);
    expect(summary(el)).toBe(`Total ${brl(1200)}`);
    await userEvent.selectOptions(inner<HTMLSelectElement>(cardOf(el), '#installments'), '6');
    await until(() => summary(el).includes(brl(six?.total_value ?? 0)));
    expect(summary(el)).toBe(`Total ${brl(six?.total_value ?? 0)} Em 6 parcelas, com juros`);
    expect(await axeViolations(el)).toEqual([]);
    await userEvent.selectOptions(inner<HTMLSelectElement>(cardOf(el), '#installments'), '1');
    await until(() => summary(el) === `Total ${brl(1200)}`);
  });

  it('re-fires a decline once, from the checkout, with the method', async () => {
    const { el, charge } = await mountCardCheckout();
    await until(cardReady(el));
    const seen: Array<{ type: string; target: EventTarget | null; detail: Record<string, unknown> }> = [];
    const record = (e: Event) =>
      seen.push({ type: e.type, target: e.target, detail: { ...(e as CustomEvent).detail } });
    for (const type of ['tucan-status', 'tucan-error', 'tucan-complete']) {
      document.addEventListener(type, record);
    }
    try {
      await fillCard(cardOf(el), { number: '4000000000000002' });
      await userEvent.click(payButton(cardOf(el)));
      await until(() => seen.some((e) => e.type === 'tucan-error'));
      expect(seen.map((e) => [e.type, e.target === el, e.detail.method, e.detail.chargeUuid])).toEqual([
        ['tucan-status', true, 'card', charge.charge_uuid],
        ['tucan-error', true, 'card', charge.charge_uuid],
      ]);
      expect(await axeViolations(el)).toEqual([]);
    } finally {
      for (const type of ['tucan-status', 'tucan-error', 'tucan-complete']) {
        document.removeEventListener(type, record);
      }
    }
  });
});

describe('tucan-checkout: theming and shadow roots', () => {
  it('re-exports the method elements’ parts and passes --tucan-* through', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      tucan-checkout { --tucan-color-primary: rgb(0, 128, 0); }
      tucan-checkout::part(card-button) { border-radius: 3px; }
      tucan-checkout::part(input) { letter-spacing: 1px; }
      tucan-checkout::part(summary) { text-transform: uppercase; }`);
    document.adoptedStyleSheets = [sheet];
    try {
      const { el } = await mountCardCheckout();
      await until(cardReady(el));
      const card = cardOf(el);
      expect(getComputedStyle(payButton(card)).borderTopLeftRadius).toBe('3px');
      expect(getComputedStyle(field(card, 'number')).letterSpacing).toBe('1px');
      expect(
        getComputedStyle(el.shadowRoot?.querySelector('[part="summary"]') as Element).textTransform,
      ).toBe('uppercase');
      expect(getComputedStyle(payButton(card)).backgroundColor).toBe('rgb(0, 128, 0)');
    } finally {
      document.adoptedStyleSheets = [];
    }
  });

  it('pays from inside a host element’s shadow root, events reaching the host’s listeners', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const completes: Array<Record<string, unknown>> = [];
    host.addEventListener('tucan-complete', (e) => completes.push({ ...e.detail }));
    const { el, charge } = await mountCardCheckout({ parent: root });
    await until(cardReady(el));
    await fillCard(cardOf(el), { number: '4111111111111111' });
    await userEvent.click(payButton(cardOf(el)));
    await until(() => completes.length > 0);
    expect(completes).toEqual([{ chargeUuid: charge.charge_uuid, status: 'paid', method: 'card' }]);
    expect(await statusInSandbox(charge.charge_uuid)).toBe('paid');
    await expect.element(page.elementLocator(el).getByText('Payment received').first()).toBeVisible();
    expect(await axeViolations(el)).toEqual([]);
  });
});
