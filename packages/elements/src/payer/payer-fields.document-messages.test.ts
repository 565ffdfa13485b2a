/**
 * The code elements' payer step (the card's payer fields, `payer-fields.ts`) tells a document of the wrong length
 * apart from a wrong one, in the six locales: how long one is (a CPF has 11 digits, a CNPJ 14 characters), and that
 * one of the right length is not valid. (Only pix and boleto ask for a document: the CURP's and the DNI's messages
 * are the card's test, `card.document-length`.)
 */
import { afterEach, describe, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { type CodeEl, mountCode, q } from '../codes/codes.testing.ts';
import { LOCALES, type Locale } from '../controllers/localize.ts';
import '../pix/pix.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const error = (el: CodeEl) => q(el, '#document-error')?.textContent?.trim() ?? '';
const es = (lang: Locale) => lang.startsWith('es');

/** Types a document number (replacing what was there) and leaves the field for the name. */
async function enter(el: CodeEl, text: string): Promise<void> {
  const input = q<HTMLInputElement>(el, '#document') as HTMLInputElement;
  input.focus();
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.keyboard(text);
  (q<HTMLInputElement>(el, '#name') as HTMLInputElement).focus();
}

async function pick(el: CodeEl, type: string): Promise<void> {
  await userEvent.selectOptions(q<HTMLSelectElement>(el, '#document-type') as HTMLSelectElement, type);
}

/** The error reads `expected(lang)` in each locale, the element's `lang` switched to it. */
async function saysInEveryLocale(el: CodeEl, expected: (lang: Locale) => string): Promise<void> {
  for (const lang of LOCALES) {
    el.setAttribute('lang', lang);
    await until(() => error(el) === expected(lang));
  }
}

describe('a code element’s payer step: the document’s message', () => {
  it('tucan-pix: a short CPF is told it has 11 digits, one with wrong check digits that it is not valid', async () => {
    const { el } = await mountCode('tucan-pix', { attrs: { fields: 'document', lang: 'pt-BR' } });
    await until(() => q(el, '#document') !== null);
    await enter(el, '5299822472');
    await saysInEveryLocale(el, (lang) =>
      lang === 'en'
        ? 'A CPF has 11 digits.'
        : es(lang)
          ? 'El CPF tiene 11 dígitos.'
          : 'O CPF tem 11 dígitos.',
    );
    await enter(el, '52998224724');
    await saysInEveryLocale(el, (lang) =>
      lang === 'en'
        ? 'This CPF is not valid.'
        : es(lang)
          ? 'Este CPF no es válido.'
          : 'Este CPF não é válido.',
    );
    // A short CNPJ: its own length.
    await pick(el, 'CNPJ');
    await enter(el, '112223330001');
    await until(() => error(el) === 'El CNPJ tiene 14 caracteres.');
  });
});
