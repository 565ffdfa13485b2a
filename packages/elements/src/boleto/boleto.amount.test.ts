import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import '../checkout/checkout.ts';
import { mountCheckout, radio } from '../checkout/checkout.testing.ts';
import { issueBoleto, mountCode, q } from '../codes/codes.testing.ts';
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

describe('tucan-boleto: the voucher states its amount', () => {
  it('alone: beside the digitable line, in pt-BR', async () => {
    const { el } = await mountCode('tucan-boleto', { attrs: { lang: 'pt-BR' } });
    await issueBoleto(el);
    expect(amountRow(el)).toMatch(/^Valor do boleto \| R\$\s150,75$/);
    // Under the digitable line, above the barcode.
    const line = q(el, '[data-copy="line"]') as HTMLElement;
    const row = q(el, '.voucher [data-detail]') as HTMLElement;
    expect(line.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('in the drop-in, where the panel’s own amount line is hidden (the checkout’s total is above the methods)', async () => {
    const { el } = await mountCheckout({ attrs: { methods: 'boleto credit_card', order: 'boleto' } });
    const boleto = () => el.shadowRoot?.querySelector('tucan-boleto') ?? null;
    await until(() => !!boleto() && !!q(boleto() as Element, '#name'), 20_000);
    if (!radio(el, 'boleto').checked) await userEvent.click(radio(el, 'boleto'));
    await issueBoleto(boleto() as Element);
    expect(q(boleto() as Element, '[part="amount"]')?.checkVisibility()).toBe(false);
    expect(amountRow(boleto() as Element)).toBe('Boleto amount | R$150.75');
  });
});
