import { afterEach, describe, expect, it } from 'vitest';
import './status.ts';
import type { TucanStatusElement } from './status.element.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const amountLine = async (attrs: Record<string, string>) => {
  const el = document.createElement('tucan-status') as TucanStatusElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el.shadowRoot?.querySelector('[part="amount"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
};

describe('tucan-status: the installment plan after the amount (the card’s result)', () => {
  // The plan as the card words it in each locale (card/locales: `result.plan`).
  const cases: [lang: string, currency: string, plan: string, line: string][] = [
    ['en', 'BRL', '6 installments of R$26.90', 'Amount: R$161.40, in 6 installments of R$26.90'],
    ['pt-BR', 'BRL', '6× R$ 26,90', 'Valor: R$ 161,40, em 6× R$ 26,90'],
    ['es-MX', 'MXN', '6 meses de $26.90', 'Monto: $161.40, en 6 meses de $26.90'],
    ['es-AR', 'ARS', '6 cuotas de $ 26,90', 'Monto: $ 161,40, en 6 cuotas de $ 26,90'],
    ['es-CO', 'COP', '6 cuotas de $ 27', 'Monto: $ 161, en 6 cuotas de $ 27'],
    ['es-CL', 'CLP', '6 cuotas de $27', 'Monto: $161, en 6 cuotas de $27'],
  ];
  for (const [lang, currency, plan, line] of cases) {
    it(`${lang}: “${line}”`, async () => {
      const amount = currency === 'COP' || currency === 'CLP' ? '161' : '161.4';
      expect(await amountLine({ status: 'paid', amount, currency, lang, plan })).toBe(line);
    });
  }

  it('without a plan, the amount alone', async () => {
    expect(await amountLine({ status: 'paid', amount: '150.75', currency: 'BRL', lang: 'pt-BR' })).toBe(
      'Valor: R$ 150,75',
    );
  });
});
