/**
 * What a screen reader hears after Copy, in Portuguese and Spanish: "Copiado: <what>.", which reads right whatever
 * the copied thing's grammatical gender (a referência, a CLABE, o código), never "Referência copiado".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import '../oxxo/oxxo.ts';
import '../spei/spei.ts';
import { announced, copyButton, mountCode, waitForCode } from './codes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe('code elements: the copy announcement in Portuguese and Spanish', () => {
  it.each([
    { tag: 'tucan-oxxo', lang: 'pt-BR', key: 'reference', said: 'Copiado: Referência.' },
    { tag: 'tucan-oxxo', lang: 'es-MX', key: 'reference', said: 'Copiado: Referencia.' },
    { tag: 'tucan-spei', lang: 'es-MX', key: 'clabe', said: 'Copiado: CLABE.' },
  ] as const)('$tag in $lang says “$said”', async ({ tag, lang, key, said }) => {
    const { el } = await mountCode(tag, { country: 'MX', value: 480.5, attrs: { lang, confirm: '' } });
    const generate = () => el.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]');
    // `confirm`: the code is issued when the shopper asks for it.
    await until(() => !!generate());
    await userEvent.click(generate() as HTMLButtonElement);
    await waitForCode(el);
    await userEvent.click(copyButton(el, key) as HTMLButtonElement);
    await until(() => announced(el) !== '' && announced(el).startsWith('Copiado'));
    expect(announced(el)).toBe(said);
  });
});
