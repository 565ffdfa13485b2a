import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import '../checkout/checkout.ts';
import type { TucanCheckoutElement } from '../checkout/checkout.element.ts';
import { mountCode, q, waitForCode } from '../codes/codes.testing.ts';
import './boleto.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** The boleto's amount row as the shopper reads it, `label | value`, when it is on screen. */
function amountRow(boleto: Element) {
  const row = q(boleto, '.voucher [data-detail]');
  if (!row?.checkVisibility()) return undefined;
  const text = (part: string) => row.querySelector(part)?.textContent?.trim();
  return `${text('.label')} | ${text('.value')}`;
}

/** Types the payer's name and CPF into a boleto's payer step and asks for the boleto. */
async function generate(boleto: Element) {
  (q(boleto, '#name') as HTMLInputElement).focus();
  await userEvent.keyboard('Ana Souza');
  (q(boleto, '#document') as HTMLInputElement).focus();
  await userEvent.keyboard('52998224725');
  await userEvent.click(q(boleto, 'button[type="submit"]') as HTMLButtonElement);
  await waitForCode(boleto);
}

describe('tucan-boleto: the voucher states its amount', () => {
  it('alone: beside the digitable line, in pt-BR', async () => {
    const { el } = await mountCode('tucan-boleto', { attrs: { lang: 'pt-BR' } });
    await generate(el);
    expect(amountRow(el)).toMatch(/^Valor do boleto \| R\$\s150,75$/);
    // Under the digitable line, above the barcode.
    const line = q(el, '[data-copy="line"]') as HTMLElement;
    const row = q(el, '.voucher [data-detail]') as HTMLElement;
    expect(line.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('in the drop-in, where the panel’s own amount line is hidden (the checkout’s total is above the methods)', async () => {
    const charge = await commands.createCharge({ country: 'BR', value: 150.75 });
    const el = document.createElement('tucan-checkout') as TucanCheckoutElement;
    const attrs = {
      'charge-uuid': charge.charge_uuid,
      amount: '150.75',
      currency: 'BRL',
      country: 'BR',
      methods: 'boleto credit_card',
      order: 'boleto',
      'base-url': inject('sandboxUrl'),
      lang: 'en',
    };
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
    const boleto = () => el.shadowRoot?.querySelector('tucan-boleto') ?? null;
    await until(() => !!boleto() && !!q(boleto() as Element, '#name'), 20_000);
    const radio = el.shadowRoot?.querySelector<HTMLInputElement>('input[type="radio"][value="boleto"]');
    if (radio && !radio.checked) await userEvent.click(radio);
    await generate(boleto() as Element);
    expect(q(boleto() as Element, '[part="amount"]')?.checkVisibility()).toBe(false);
    expect(amountRow(boleto() as Element)).toBe('Boleto amount | R$150.75');
  });
});
