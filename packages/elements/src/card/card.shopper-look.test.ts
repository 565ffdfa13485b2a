import { createClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { MODES, mountCardIn, seenOne, seenUntil } from './card.modes.testing.ts';

const baseUrl = inject('sandboxUrl');
const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(start.width, start.height);
});

/**
 * The installments an option's text shows, summed in cents (amounts with a decimal point): "6× $25.13" is 6 of
 * them, "6× $25.13 (última $25.10) sin intereses" is 5 of the first and the last; a plan's stated total is not one.
 */
function shownSum(text: string): number {
  const cents = (s: string | undefined) => Math.round(Number((s ?? '').replaceAll(',', '')) * 100);
  const m = /^(\d+)× [^\d]*([\d,]+\.\d\d)(?: \((?!total)\S+ [^\d]*([\d,]+\.\d\d)[;)])?/.exec(text);
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[3] ? (n - 1) * cents(m[2]) + cents(m[3]) : n * cents(m[2]);
}

for (const mode of MODES) {
  describe(`tucan-card (${mode}): what the shopper sees`, () => {
    it('names only the brands accepted in the card’s country when a number’s brand is not accepted', async () => {
      const br = await mountCardIn(mode, 'BR', 99.9, { lang: 'en' });
      await br.fill({ number: '9999999999999995' });
      await br.pay();
      const [error] = await seenUntil(br, '#number-error', (e) => !!e[0]?.text);
      expect(error?.text).toBe(
        'This card brand is not accepted here. Accepted: Visa, Mastercard, American Express, Diners Club, Discover, JCB, Elo, Hipercard, Hiper, Maestro.',
      );
      document.body.replaceChildren();
      const mx = await mountCardIn(mode, 'MX', 99.9, { lang: 'en' });
      await mx.fill({ number: '9999999999999995' });
      await mx.pay();
      const [mxError] = await seenUntil(mx, '#number-error', (e) => !!e[0]?.text);
      expect(mxError?.text).toBe(
        'This card brand is not accepted here. Accepted: Visa, Mastercard, American Express, Diners Club, Discover, JCB, Carnet, Maestro.',
      );
    });

    it('shows installments that add up to the total: R$150.75 in 2 is 2× R$75.38 (last R$75.37)', async () => {
      const view = await mountCardIn(mode, 'BR', 150.75, { lang: 'en' });
      const options = await seenUntil(view, '#installments option', (o) => o.length > 1);
      const sim = (await createClient({ baseUrl }).simulateInstallments(view.charge.charge_uuid)).data;
      expect(options.map((o) => o.text)).toHaveLength(sim.options.length);
      expect(options[0]?.text).toBe('1× R$150.75 (pay in full)');
      expect(options[1]?.text).toBe('2× R$75.38 (last R$75.37) interest-free');
      expect(options[2]?.text).toBe('3× R$50.25 interest-free');
      // Every plan: the installments shown sum to the plan's total, to the cent.
      sim.options.forEach((plan, i) => {
        expect(shownSum(options[i]?.text ?? ''), options[i]?.text).toBe(Math.round(plan.total_value * 100));
      });
      await view.select('#installments', '2');
      const [detail] = await seenUntil(view, '#installments-detail', (d) => !!d[0]?.visible);
      expect(detail?.text).toBe('Total R$150.75, interest-free');
    });

    it('shows a Mexican $150.75 in 6 months as 6× $25.13 (última $25.10) sin intereses, never 6 × $25.13 alone', async () => {
      const view = await mountCardIn(mode, 'MX', 150.75, { lang: 'es-MX' });
      const options = await seenUntil(view, '#installments option', (o) => o.length > 1);
      const six = options.find((o) => o.attrs.value === '6');
      expect(six?.text).toBe('6× $25.13 (última $25.10) sin intereses');
      expect(shownSum(six?.text ?? '')).toBe(15075);
      await view.select('#installments', '6');
      const [detail] = await seenUntil(view, '#installments-detail', (d) => !!d[0]?.visible);
      expect(detail?.text).toBe('Total $150.75, sin intereses');
    });

    it('states each plan’s total from the service’s simulation when it has interest: es-AR 3× $ 53,81 (total $ 161,43)', async () => {
      // The page says another amount: the options' amounts are still the service's.
      const view = await mountCardIn(mode, 'AR', 150.75, { lang: 'es-AR', amount: '140' });
      const options = await seenUntil(view, '#installments option', (o) => o.length > 1);
      const sim = (await createClient({ baseUrl }).simulateInstallments(view.charge.charge_uuid)).data;
      const ars = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' });
      const plain = (t: string) => t.replace(/\s/g, ' ');
      expect(options).toHaveLength(sim.options.length);
      // Argentina's plans beyond one payment all carry interest in the sandbox.
      const plans = sim.options.filter((o) => o.installments > 1);
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        expect(plan.interest_rate).toBeGreaterThan(0);
        const text = options.find((o) => o.attrs.value === String(plan.installments))?.text ?? '';
        expect(text.startsWith(`${plan.installments}× `), text).toBe(true);
        expect(text.endsWith(plain(`total ${ars.format(plan.total_value)})`)), text).toBe(true);
      }
      expect(options.find((o) => o.attrs.value === '3')?.text).toBe(plain('3× $ 53,81 (total $ 161,43)'));
    });

    it('starts every installment option with its installments at 375 px (what a closed select shows first), the total and rate on the line under it', async () => {
      await page.viewport(375, 700);
      const view = await mountCardIn(mode, 'BR', 150.75, { lang: 'pt-BR' });
      const options = await seenUntil(view, '#installments option', (o) => o.length > 1);
      // The installments first: a closed select in a phone's column shows the amount of each before the rest.
      for (const o of options.slice(1))
        expect(o.text).toMatch(
          /^\d+× R\$\s?[\d.,]+( \(última R\$\s?[\d.,]+\) sem juros| sem juros| \((última R\$\s?[\d.,]+; )?total R\$\s?[\d.,]+\))$/,
        );
      const sim = (await createClient({ baseUrl }).simulateInstallments(view.charge.charge_uuid)).data;
      const six = sim.options.find((o) => o.installments === 6);
      expect(six?.interest_rate).toBeGreaterThan(0);
      await view.select('#installments', '6');
      const [detail] = await seenUntil(view, '#installments-detail', (d) => !!d[0]?.visible);
      const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
      const rate = new Intl.NumberFormat('pt-BR').format(six?.interest_rate ?? 0);
      // (The seen text has its spaces made plain: Intl puts a no-break space after R$.)
      expect(detail?.text).toBe(
        `Total ${brl.format(six?.total_value ?? 0)}, juros de ${rate}% a.m.`.replace(/\s/g, ' '),
      );
      const select = await seenOne(view, '#installments');
      expect(select.attrs['aria-describedby']).toBe('installments-detail');
      // Under the select, inside the card's column.
      expect(detail?.top ?? 0).toBeGreaterThanOrEqual(select.bottom - 1);
      expect(detail?.right ?? 0).toBeLessThanOrEqual(select.right + 1);
    });

    it('shows a decline titled “Payment declined” above Pay, below every field: the card fields stay together', async () => {
      const view = await mountCardIn(mode, 'BR', 150.75, { lang: 'en' });
      await view.fill({ number: '4000000000000002' });
      await view.pay();
      await seenUntil(view, '[part="alert-box"]', (b) => !!b[0]?.visible);
      expect(await seenOne(view, '.alert-title')).toMatchObject({ text: 'Payment declined' });
      // One reading of the whole form (the alert may still be scrolling into view between two readings).
      const all = await view.seen('input, select, [part="alert-box"], button[type="submit"]');
      const box = all.find((e) => e.attrs.part === 'alert-box');
      const pay = all.find((e) => e.attrs.type === 'submit');
      const fields = all.filter((e) => e !== box && e !== pay);
      const byId = (id: string) => fields.find((f) => f.attrs.id === id);
      expect(box?.text).toContain('The card was declined.');
      expect(fields.length).toBeGreaterThanOrEqual(4);
      // In the DOM: after every field, before Pay (one answer to the whole form).
      for (const f of fields) expect(f.order).toBeLessThan(box?.order ?? 0);
      expect(box?.order ?? 0).toBeLessThan(pay?.order ?? 0);
      // On screen: below the last field, above Pay; nothing wedged between the security code and the name.
      const lowest = Math.max(...fields.filter((f) => f.visible).map((f) => f.bottom));
      expect(box?.top ?? 0).toBeGreaterThanOrEqual(lowest - 1);
      expect(box?.bottom ?? 0).toBeLessThanOrEqual((pay?.top ?? 0) + 1);
      expect(byId('name')?.top ?? 0).toBeGreaterThan(byId('cvc')?.bottom ?? 0);
      expect(box?.top ?? 0).toBeGreaterThan(byId('name')?.bottom ?? 0);
    });

    it('disables Pay after a 410 (this version of the service is gone) and moves the focus to the alert that says why', async () => {
      const view = await mountCardIn(mode, 'BR', 150.75, { lang: 'en' });
      await view.fill({ number: '4111111111111111' });
      await commands.answerNextPay(410, 'VERSION_GONE');
      await view.pay();
      const [box] = await seenUntil(view, '[part="alert-box"]', (b) => !!b[0]?.visible);
      expect(await seenOne(view, '.alert-title')).toMatchObject({ text: 'Payment not completed' });
      expect(box?.text).toContain('no longer available. Please tell the store.');
      const pay = await seenOne(view, 'button[type="submit"]');
      expect(pay.attrs).toHaveProperty('disabled');
      await vi.waitFor(async () => expect(await view.focused()).toBe('payment-alert'), { timeout: 10_000 });
    });

    it('fills the chosen Credit/Debit segment with the primary colour, distinct from the focus ring', async () => {
      const view = await mountCardIn(mode, 'BR', 150.75, { lang: 'en', methods: 'credit_card debit_card' });
      const [credit, debit] = await seenUntil(view, '.segment', (s) => s.length === 2);
      expect(credit?.text).toBe('Credit');
      // Chosen: the primary colour (light theme #0b5fff) with its text in white; the other segment unfilled.
      expect(credit?.background).toBe('rgb(11, 95, 255)');
      expect(credit?.color).toBe('rgb(255, 255, 255)');
      expect(debit?.background).toBe('rgba(0, 0, 0, 0)');
      // Not a ring: no outline while the focus is elsewhere (the focus ring is an outline).
      expect(credit?.outline).toBe('none');
    });
  });
}
