/**
 * What a Brazilian shopper reads of the OXXO and Pago Fácil slips: a "voucher", the slip to pay with, never a
 * "comprovante" (which reads as the receipt of a payment already made), from the button to the expired screen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import '../oxxo/oxxo.ts';
import '../pfc/pfc.ts';
import { type CodeEl, mountCode, q, waitForCode } from './codes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** Everything the element shows, as one line of text. */
const shown = (el: CodeEl) => (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');

describe.each([
  { tag: 'tucan-oxxo', country: 'MX', value: 899, action: 'Gerar voucher OXXO', label: 'Referência' },
  { tag: 'tucan-pfc', country: 'AR', value: 12500, action: 'Gerar voucher', label: 'Número do voucher' },
] as const)('$tag in pt-BR', ({ tag, country, value, action, label }) => {
  it('asks to generate a voucher and shows one to pay with, never a “comprovante”', async () => {
    const { el } = await mountCode(tag, { country, value, attrs: { lang: 'pt-BR', confirm: '' } });
    const button = () => q<HTMLButtonElement>(el, 'button[type="submit"]');
    await until(() => button()?.textContent?.trim() === action);
    await userEvent.click(button() as HTMLButtonElement);
    await waitForCode(el);
    expect(q(el, '[data-copy] .label')?.textContent?.trim()).toBe(label);
    expect(shown(el)).toContain('voucher');
    expect(shown(el)).not.toMatch(/comprovante/i);
  });

  it('says the voucher expired, and offers none called a “comprovante”', async () => {
    const { el } = await mountCode(tag, {
      country,
      value,
      attrs: { lang: 'pt-BR' },
      expireInMs: () => 1_000,
    });
    await until(() => q(el, '.alert-title')?.textContent === 'Este voucher expirou');
    expect(shown(el)).not.toMatch(/comprovante/i);
  });
});
