/**
 * A code replaced by another method's code on the same charge (one live code per charge, contract K14), as
 * `<tucan-checkout>` tells a code element (`replacedBy`): its own words in every language, the old code gone, and
 * nothing requested until the shopper presses for a new one. The drop-in's whole story is
 * `checkout/checkout.replaced-code.test.ts`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../test/support/index.ts';
import '../oxxo/oxxo.ts';
import '../pix/pix.ts';
import '../spei/spei.ts';
import { type CodeEl, mountCode, q, qa, shownValue, visibleText, waitForCode } from './codes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const replaced = async (el: CodeEl, by: string) => {
  (el as CodeEl & { replacedBy: string }).replacedBy = by;
  await until(() => q(el, '.alert-title') !== null);
};
const buttons = (el: CodeEl) => qa(el, 'button').map((b) => b.textContent?.trim());

describe('code elements: a code replaced by another method’s, in every language', () => {
  const WORDS: Array<[string, string, string, string, string]> = [
    [
      'en',
      'This voucher was replaced and no longer works',
      'Use the button below',
      'Generate a new voucher',
      'Your SPEI transfer details stop working when you generate this voucher.',
    ],
    [
      'es-MX',
      'Esta ficha se reemplazó y ya no funciona',
      'Usa el botón de abajo',
      'Generar una ficha nueva',
      'Tus datos para transferir por SPEI dejan de funcionar cuando generes esta ficha.',
    ],
    [
      'es-AR',
      'Esta ficha se reemplazó y ya no funciona',
      'Usá el botón de abajo',
      'Generar una ficha nueva',
      'Tus datos para transferir por SPEI dejan de funcionar cuando generes esta ficha.',
    ],
    [
      'es-CO',
      'Esta ficha se reemplazó y ya no funciona',
      'Usa el botón de abajo',
      'Generar una ficha nueva',
      'Tus datos para transferir por SPEI dejan de funcionar cuando generes esta ficha.',
    ],
    [
      'es-CL',
      'Esta ficha se reemplazó y ya no funciona',
      'Usa el botón de abajo',
      'Generar una ficha nueva',
      'Tus datos para transferir por SPEI dejan de funcionar cuando generes esta ficha.',
    ],
    [
      'pt-BR',
      'Este voucher foi substituído e não vale mais',
      'Use o botão abaixo',
      'Gerar novo voucher',
      'Seus dados para transferência SPEI deixam de valer quando você gerar este voucher.',
    ],
  ];
  for (const [lang, title, body, again, warning] of WORDS) {
    it(`an OXXO voucher replaced by SPEI says so in ${lang}, with no reference, barcode or Print`, async () => {
      const { el, rec } = await mountCode('tucan-oxxo', { country: 'MX', attrs: { lang } });
      await waitForCode(el);
      const reference = shownValue(el, 'reference');
      await replaced(el, 'spei');
      expect(q(el, '.alert-title')?.textContent?.trim()).toBe(title);
      expect(q(el, '.alert-body')?.textContent).toContain(body);
      expect(q(el, '.live-warning')?.textContent?.trim()).toBe(warning);
      expect(buttons(el)).toEqual([again]);
      expect(visibleText(el)).not.toContain(reference);
      expect(q(el, '.voucher')).toBeNull();
      // Its live region says it too, in place of "ready … waiting for your payment".
      expect(q(el, '[role="status"]')?.textContent?.trim()).toBe(title);
      expect(rec.pays()).toHaveLength(1);
    });
  }

  it('a Pix code replaced by a boleto says it in its own words (pt-BR), and SPEI’s details in theirs (es-MX)', async () => {
    const pix = await mountCode('tucan-pix', { country: 'BR', attrs: { lang: 'pt-BR' } });
    await waitForCode(pix.el);
    await replaced(pix.el, 'boleto');
    expect(q(pix.el, '.alert-title')?.textContent?.trim()).toBe(
      'Este código foi substituído e não vale mais',
    );
    expect(q(pix.el, '.live-warning')?.textContent?.trim()).toBe(
      'Seu boleto deixa de valer quando você gerar este código.',
    );
    const spei = await mountCode('tucan-spei', { country: 'MX', attrs: { lang: 'es-MX' } });
    await waitForCode(spei.el);
    await replaced(spei.el, 'oxxo');
    expect(q(spei.el, '.alert-title')?.textContent?.trim()).toBe(
      'Estos datos para transferir se reemplazaron y ya no funcionan',
    );
    expect(q(spei.el, '.live-warning')?.textContent?.trim()).toBe(
      'Tu ficha OXXO deja de funcionar cuando obtengas estos datos.',
    );
    expect(q(spei.el, '[data-copy="clabe"]')).toBeNull();
  });
});
