/**
 * The drop-in's Total is the charge's value as the service states it, never the page's `amount` (contract K15,
 * E33): read by the checkout itself as soon as it has the charge, before any method is opened; a plan chosen in the
 * card still sets it (both card modes). A page whose `amount` differs hears `amount_mismatch` once, from the
 * checkout, not once per method inside it. Against the sandbox, with the project's Apple Pay and Google Pay fakes.
 */
import { createClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import type { TucanErrorDetail } from '../events.ts';
import { frameReady } from '../frame/card-frame.testing.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import './checkout.ts';
import { deviceWallets, mountCheckout, radio } from './checkout.testing.ts';

const baseUrl = inject('sandboxUrl');

const wallets = deviceWallets();
afterEach(() => {
  document.body.replaceChildren();
});

/** An amount as the Total reads (white space, the currency's no-break space among it, as one space). */
const brl = (v: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(v).replace(/\s/g, ' ');
/** The total line's text: "Total", the amount (or what stands for it), the plan when there is one. */
function totalText(el: TucanCheckoutElement): string {
  const line = el.shadowRoot?.querySelector('[part="summary"]');
  if (!line) return '';
  const texts: string[] = [];
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return texts.join(' ').replace(/\s+/g, ' ').trim();
}
const visible = (el: TucanCheckoutElement, id: string) =>
  radio(el, id)?.closest<HTMLElement>('.method')?.hidden === false;

/**
 * A pt-BR drop-in whose page says `amount` on a charge of `value`: every Total line it ever showed (watched from
 * before its first render) and every `tucan-error` the page heard.
 */
async function dropIn(value: number, amount: string, attrs: Record<string, string>) {
  const errors: TucanErrorDetail[] = [];
  const totals: string[] = [];
  const mounted = await mountCheckout({
    value,
    attrs: { amount, lang: 'pt-BR', 'merchant-name': 'Loja Exemplo', ...attrs },
    before: (el) => el.addEventListener('tucan-error', (e) => errors.push({ ...e.detail })),
    connected: (el) =>
      new MutationObserver(() => {
        const text = totalText(el);
        if (text && text !== totals.at(-1)) totals.push(text);
      }).observe(el.shadowRoot as ShadowRoot, { childList: true, subtree: true, characterData: true }),
  });
  return { ...mounted, errors, totals };
}

describe('tucan-checkout: the Total is the charge’s value as the service states it', () => {
  it('a drop-in saying amount="1" on a R$ 150,75 charge shows Total R$ 150,75 before any method is opened, Apple Pay’s sheet asks for 150.75, and the page hears amount_mismatch once', async () => {
    const apple = wallets.apple();
    await wallets.google();
    const { el, errors, totals } = await dropIn(150.75, '1', {
      methods: 'credit_card pix applepay googlepay',
    });
    await until(() => totalText(el) === `Total ${brl(150.75)}`);
    // Pix is Brazil's first method: the card's row was never opened, so no card told the Total anything.
    expect(radio(el, 'pix').checked).toBe(true);
    expect(el.shadowRoot?.querySelector('tucan-card')).toBeNull();
    // Before the service answered, a placeholder (no amount); never the page's R$ 1,00.
    expect(totals[0]).toBe('Total … Carregando…');
    expect(totals.filter((t) => t.includes(brl(1)))).toEqual([]);

    // Both wallets know the charge's value (they are offered only then), and Apple Pay's sheet asks for it.
    await until(() => visible(el, 'applepay') && visible(el, 'googlepay'));
    await userEvent.click(radio(el, 'applepay'));
    const wallet = el.shadowRoot?.querySelector('tucan-apple-pay') as HTMLElement;
    const button = () => wallet.shadowRoot?.querySelector<HTMLButtonElement>('button.apple-pay');
    await until(() => button() != null);
    await userEvent.click(button() as HTMLButtonElement);
    expect(await apple.last?.settled).toBe('shown');
    expect(apple.last?.request.total).toEqual({ label: 'Loja Exemplo', amount: '150.75', type: 'final' });
    expect(apple.last?.request.currencyCode).toBe('BRL');
    apple.last?.cancel();

    // One word for one difference: the checkout's own, not one per wallet inside it.
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'amount_mismatch',
        method: '',
        message: `O valor a pagar é ${brl(150.75).replace(' ', '\u00a0')}, definido pelo serviço de pagamento.`,
      }),
    ]);
    expect(totalText(el)).toBe(`Total ${brl(150.75)}`);
  });

  it('a charge whose value the service cannot give shows no Total, not the page’s amount', async () => {
    const el = document.createElement('tucan-checkout') as TucanCheckoutElement;
    const attrs = {
      'charge-uuid': crypto.randomUUID(),
      amount: '150.75',
      currency: 'BRL',
      country: 'BR',
      methods: 'pix',
      'base-url': baseUrl,
      lang: 'pt-BR',
    };
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
    await until(() => el.chargeValue.state === 'failed');
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[part="summary"]')).toBeNull();
    expect(el.shadowRoot?.textContent).not.toContain(brl(150.75));
  });
});

/** How the test reaches the card's installments in each mode: its shadow root (inline) or the frame (Playwright). */
const MODES = [
  {
    isolation: 'frame',
    ready: (card: TucanCardElement) => frameReady(card),
    /** The card offers the 6-installment plan. */
    offersSix: (_card: TucanCardElement) =>
      vi.waitFor(async () => expect(await commands.frameCount('#installments option[value="6"]')).toBe(1), {
        timeout: 20_000,
        interval: 100,
      }),
    select: (_card: TucanCardElement, value: string) => commands.frameSelect('#installments', value),
  },
  {
    isolation: 'inline',
    ready: (card: TucanCardElement) => !!card.shadowRoot?.querySelector('#number'),
    offersSix: (card: TucanCardElement) =>
      until(() => !!card.shadowRoot?.querySelector('#installments option[value="6"]')),
    select: (card: TucanCardElement, value: string) =>
      userEvent.selectOptions(card.shadowRoot?.querySelector('#installments') as HTMLSelectElement, value),
  },
] as const;

describe.each(MODES)(
  'tucan-checkout with the card isolation="$isolation": a plan still sets the Total',
  (mode) => {
    it('on a page saying amount="1": Total R$ 1.200,00 from the service, the 6-installment plan’s total with its interest once chosen, back to R$ 1.200,00 at 1×; amount_mismatch once', async () => {
      const { el, charge, errors, totals } = await dropIn(1200, '1', {
        methods: 'credit_card pix',
        order: 'card pix',
        isolation: mode.isolation,
      });
      const card = () => el.shadowRoot?.querySelector('tucan-card') as TucanCardElement | null;
      await until(() => !!card() && mode.ready(card() as TucanCardElement), 20_000);
      const c = card() as TucanCardElement;
      await until(() => totalText(el) === `Total ${brl(1200)}`);
      const six = (
        await createClient({ baseUrl }).simulateInstallments(charge.charge_uuid)
      ).data.options.find((o) => o.installments === 6);
      expect(six?.total_value).toBeGreaterThan(1200);
      await mode.offersSix(c);
      await mode.select(c, '6');
      await until(() => totalText(el).includes(brl(six?.total_value ?? 0)));
      expect(totalText(el)).toBe(`Total ${brl(six?.total_value ?? 0)} Em 6 parcelas, com juros`);
      await mode.select(c, '1');
      await until(() => totalText(el) === `Total ${brl(1200)}`);

      expect(totals.filter((t) => t.includes(brl(1)))).toEqual([]);
      expect(errors).toEqual([expect.objectContaining({ code: 'amount_mismatch', method: '' })]);
    });
  },
);
