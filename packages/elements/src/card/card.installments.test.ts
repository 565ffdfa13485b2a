import { createClient, type TucanClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { fillCard, formOf, inner, mountCard, mountWithCharge, payButton, typeInto } from './card.testing.ts';

const baseUrl = inject('sandboxUrl');
const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(start.width, start.height);
});

const optionTexts = (el: HTMLElement) =>
  [...(el.shadowRoot?.querySelectorAll<HTMLOptionElement>('#installments option') ?? [])].map((o) =>
    o.textContent?.replace(/[ \n\t]+/g, ' ').trim(),
  );

const mountFor = (country: string, value: number, lang: string, attrs: Record<string, string> = {}) =>
  mountWithCharge(country, value, { lang, ...attrs });

describe('tucan-card: installments', () => {
  it('shows the sandbox’s Brazilian plans as their installments, 1× first, the total and interest under the select', async () => {
    const { el, charge } = await mountFor('BR', 1200, 'pt-BR');
    await until(() => formOf(el).charge.choices.length > 0);
    const sim = (await createClient({ baseUrl }).simulateInstallments(charge.charge_uuid)).data;
    const brl = (v: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v);
    const texts = optionTexts(el);
    expect(texts).toHaveLength(sim.options.length);
    expect(texts[0]).toBe(`1× ${brl(1200)} (à vista)`);
    expect(texts[2]).toBe(`3× ${brl(400)} sem juros`);
    const six = sim.options.find((o) => o.installments === 6);
    expect(six?.interest_rate).toBeGreaterThan(0);
    // A plan with interest states its total (the service's); the chosen plan's total and rate are under the select.
    expect(texts[5]).toBe(`6× ${brl(six?.installment_value ?? 0)} (total ${brl(six?.total_value ?? 0)})`);
    expect(inner<HTMLSelectElement>(el, '#installments').value).toBe('1');
  });

  it('formats no amount again while the shopper types the card number (plans and Pay keep their words)', async () => {
    const { el } = await mountFor('BR', 1200, 'pt-BR');
    await until(() => formOf(el).charge.choices.length > 0);
    await el.updateComplete;
    const before = optionTexts(el);
    const pay = payButton(el).textContent;
    const format = Object.getOwnPropertyDescriptor(
      Intl.NumberFormat.prototype,
      'format',
    ) as PropertyDescriptor;
    let formatted = 0;
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      configurable: true,
      get() {
        formatted++;
        return format.get?.call(this);
      },
    });
    try {
      await typeInto(el, 'number', '4111111111111111');
    } finally {
      Object.defineProperty(Intl.NumberFormat.prototype, 'format', format);
    }
    expect(inner<HTMLInputElement>(el, '#number').value).toBe('4111 1111 1111 1111');
    expect(formatted).toBe(0);
    expect(optionTexts(el)).toEqual(before);
    expect(payButton(el).textContent).toBe(pay);
  });

  const plans = [
    ['BR', 'pt-BR', 'Total {total}, sem juros', 'Total {total}, juros de {rate}% a.m.'],
    ['AR', 'es-AR', 'Total {total}, sin interés', 'Total {total}, interés de {rate}% mensual'],
    ['BR', 'en', 'Total {total}, interest-free', 'Total {total}, interest {rate}% a month'],
  ] as const;
  for (const [country, lang, free, interest] of plans) {
    it(`shows the chosen plan's total and monthly interest under the selector on a phone (${lang})`, async () => {
      await page.viewport(375, 700);
      const { el, charge } = await mountFor(country, 1200, lang);
      await until(() => formOf(el).charge.choices.length > 0);
      const sim = (await createClient({ baseUrl }).simulateInstallments(charge.charge_uuid)).data;
      const money = (v: number) =>
        new Intl.NumberFormat(lang, { style: 'currency', currency: sim.currency ?? '' }).format(v);
      const select = inner<HTMLSelectElement>(el, '#installments');
      const detail = () => {
        const id = select.getAttribute('aria-describedby') ?? '';
        return el.shadowRoot?.getElementById(id)?.textContent?.trim();
      };
      // Paying in full needs no extra line; an interest-free plan and a plan with interest each say their total.
      expect(inner(el, '#installments-detail').checkVisibility()).toBe(false);
      const freePlan = sim.options.find((o) => o.installments > 1 && o.interest_rate === 0);
      if (country === 'BR') expect(freePlan).toBeDefined(); // AR has no interest-free plan in the sandbox
      if (freePlan) {
        await userEvent.selectOptions(select, String(freePlan.installments));
        await el.updateComplete;
        expect(detail()).toBe(free.replace('{total}', money(1200)));
      }
      const withInterest = sim.options.find((o) => o.interest_rate > 0);
      expect(withInterest).toBeDefined();
      await userEvent.selectOptions(select, String(withInterest?.installments));
      await el.updateComplete;
      expect(detail()).toBe(
        interest
          .replace('{total}', money(withInterest?.total_value ?? 0))
          .replace('{rate}', new Intl.NumberFormat(lang).format(withInterest?.interest_rate ?? 0)),
      );
      const line = inner(el, '#installments-detail');
      expect(line.checkVisibility()).toBe(true);
      expect(line.getBoundingClientRect().right).toBeLessThanOrEqual(el.getBoundingClientRect().right);
      expect(payButton(el).textContent).toContain(money(withInterest?.total_value ?? 0));
    });
  }

  it('sends the chosen number of installments with pay and shows the total with interest on the button', async () => {
    const { el, rec, charge } = await mountFor('BR', 1200, 'pt-BR');
    await until(() => formOf(el).charge.choices.length > 0);
    const sim = (await createClient({ baseUrl }).simulateInstallments(charge.charge_uuid)).data;
    const six = sim.options.find((o) => o.installments === 6);
    expect(six?.interest_rate).toBeGreaterThan(0);
    expect(six?.total_value).toBeGreaterThan(1200);
    const brl = (v: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v);
    expect(payButton(el).textContent).toContain(brl(1200));
    await userEvent.selectOptions(inner<HTMLSelectElement>(el, '#installments'), '6');
    await fillCard(el, { number: '4111111111111111' });
    expect(payButton(el).textContent).toContain(brl(six?.total_value ?? 0));
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);
    expect(rec.pays()[0]?.body?.installments).toBe(6);
    // The result says what the shopper pays: the plan's total with its interest, not the charge amount.
    const result = inner(el, 'tucan-status').shadowRoot?.querySelector('[part="amount"]')?.textContent ?? '';
    expect(result).toContain(brl(six?.total_value ?? 0));
    expect(result).not.toContain(brl(1200));
  });

  it('words Mexican plans in Spanish, 3× first after 1 pago, “sin intereses” under the select', async () => {
    const { el } = await mountFor('MX', 1200, 'es-MX');
    await until(() => formOf(el).charge.choices.length > 0);
    expect(optionTexts(el)[1]).toMatch(/^3× .*400\.00 sin intereses$/);
    await userEvent.selectOptions(inner<HTMLSelectElement>(el, '#installments'), '3');
    await el.updateComplete;
    expect(inner(el, '#installments-detail').textContent).toMatch(/^Total .*1,200\.00, sin intereses$/);
  });

  it('hides the selector for debit, and debit pays without installments', async () => {
    const { el, rec } = await mountFor('BR', 300, 'pt-BR', { methods: 'credit_card debit_card' });
    await until(() => formOf(el).charge.choices.length > 0);
    const debit = el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1];
    await userEvent.click(debit as HTMLInputElement);
    expect(el.shadowRoot?.querySelector('#installments')).toBeNull();
    await fillCard(el, { number: '5555555555554444' });
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);
    const body = rec.pays()[0]?.body;
    expect(body?.type_charge).toBe('debit_card');
    expect(body).not.toHaveProperty('installments');
  });

  it('says “Pay in full” in the disabled installments row when the simulation fails, and the card still pays', async () => {
    const charge = await commands.createCharge({ country: 'BR', value: 500 });
    const real = createClient({ baseUrl });
    const failing: TucanClient = {
      ...real,
      simulateInstallments: () => Promise.reject(new Error('network down')),
    };
    const el = await mountCard({ lang: 'en', currency: 'BRL', amount: '500' });
    el.client = failing;
    el.chargeUuid = charge.charge_uuid;
    await el.updateComplete;
    await fillCard(el, { number: '4111111111111111' });
    // The row keeps its place (nothing under the card moves), offering no choice.
    await until(() => inner<HTMLSelectElement>(el, '#installments').textContent?.trim() === 'Pay in full');
    expect(inner<HTMLSelectElement>(el, '#installments').disabled).toBe(true);
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });

  for (const [country, value, lang, currency] of [
    ['AR', 150.75, 'es-AR', 'ARS'],
    ['MX', 1234.5, 'es-MX', 'MXN'],
  ] as const) {
    it(`says the single payment once, whole in the closed select in the drop-in on a phone (${lang}: “1 pago de …”)`, async () => {
      await page.viewport(375, 700);
      const { el } = await mountFor(country, value, lang);
      // The card's width inside <tucan-checkout> at 375 px.
      el.style.display = 'block';
      el.style.inlineSize = '18rem';
      await until(() => formOf(el).charge.choices.length > 0);
      const select = inner<HTMLSelectElement>(el, '#installments');
      const first = optionTexts(el)[0] ?? '';
      expect(first).toBe(
        `1 pago de ${new Intl.NumberFormat(lang, { style: 'currency', currency }).format(value)}`,
      );
      // Not twice the same thing ("1 cuota … en una sola cuota").
      expect(first.match(/cuota|pago/g)).toHaveLength(1);
      // The chosen text fits the select's box, its chevron's room left aside: no ellipsis.
      const style = getComputedStyle(select);
      const measure = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      measure.font = style.font;
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      expect(measure.measureText(first).width).toBeLessThanOrEqual(room);
    });
  }
});
