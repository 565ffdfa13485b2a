import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import {
  clipboardText,
  copyButton,
  drawnBarcode,
  issueBoleto,
  mountCode,
  q,
  shownValue,
  waitForCode,
} from '../codes/codes.testing.ts';
import { isValidDigitableLine } from '../domain/boleto.ts';
import './boleto.ts';

afterEach(() => {
  document.body.replaceChildren();
});

async function fill(el: Element, name: string, doc: string) {
  (q(el, '#name') as HTMLInputElement).focus();
  await userEvent.keyboard(name);
  (q(el, '#document') as HTMLInputElement).focus();
  await userEvent.keyboard(doc);
}

const submit = (el: Element) => userEvent.click(q(el, 'button[type="submit"]') as HTMLButtonElement);

describe('tucan-boleto: the payer step', () => {
  it('asks name and CPF/CNPJ first, checks them by their check digits, in Portuguese', async () => {
    const { el, rec } = await mountCode('tucan-boleto', { attrs: { lang: 'pt-BR' } });
    expect(q(el, 'legend')?.textContent).toBe('Seus dados');
    await submit(el);
    await until(() => q(el, '#name-error')?.textContent === 'Informe o seu nome completo.');
    expect(q(el, '#document-error')?.textContent).toBe('Informe o número do documento.');
    expect(q(el, '#name')?.getAttribute('aria-invalid')).toBe('true');
    const select = q<HTMLSelectElement>(el, '#document-type') as HTMLSelectElement;
    await userEvent.selectOptions(select, 'CNPJ');
    await fill(el, 'Loja Exemplo', '11.222.333/0001-80');
    await submit(el);
    await until(() => q(el, '#document-error')?.textContent === 'Este CNPJ não é válido.');
    expect(rec.pays()).toHaveLength(0);
    await userEvent.keyboard('{Backspace}1');
    await submit(el);
    await waitForCode(el);
    expect(rec.pays().map((p) => p.body)).toEqual([
      {
        type_charge: 'boleto',
        payer_name: 'Loja Exemplo',
        payer_tax_id: '11222333000181',
        payer_document_type: 'CNPJ',
      },
    ]);
  });
});

describe('tucan-boleto: the voucher', () => {
  it('groups the digitable line, copies it without punctuation, and draws the barcode in ITF that a reader decodes', async () => {
    const { el } = await mountCode('tucan-boleto', { value: 150.75 });
    await issueBoleto(el);
    const shown = shownValue(el, 'line');
    expect(shown).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    await userEvent.click(copyButton(el, 'line') as HTMLButtonElement);
    await until(() => copyButton(el, 'line')?.textContent?.trim() === 'Copied');
    const copied = await clipboardText();
    expect(copied).toBe(shown.replace(/\D/g, ''));
    expect(isValidDigitableLine(copied)).toBe(true);

    const { printed: barcode, read } = await drawnBarcode(el, 'ITF');
    expect(barcode).toMatch(/^0019\d{40}$/);
    expect(barcode.slice(9, 19)).toBe('0000015075');
    expect(read).toBe(barcode);
    expect(q(el, '[part="countdown"]')?.textContent?.replace(/\s+/g, ' ').trim()).toMatch(
      /^Due date [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
  });
});
