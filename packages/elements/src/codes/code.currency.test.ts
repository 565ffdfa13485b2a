/**
 * The amounts of a code screen are in the charge's currency as the service states it (its read-only installment
 * simulation), never in a currency the page got wrong.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../test/support/index.ts';
import '../oxxo/oxxo.ts';
import '../pix/pix.ts';
import '../spei/spei.ts';
import { mountCode, q, qa, waitForCode } from './codes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const amountShown = (el: Element) => q(el, '[part="amount"] .value')?.textContent?.trim() ?? '';

describe('code elements: the charge’s currency', () => {
  it.each([
    ['tucan-spei', 'MX', 99, '$99.00'],
    ['tucan-oxxo', 'MX', 99, '$99.00'],
  ] as const)(
    '%s on an es-MX page that says BRL shows the MXN charge in pesos',
    async (tag, country, value, shown) => {
      const { el, rec } = await mountCode(tag, { country, value, attrs: { lang: 'es-MX', currency: 'BRL' } });
      await waitForCode(el);
      await until(() => amountShown(el) === shown);
      const text = q(el, '.panel')?.textContent ?? '';
      expect(text).not.toMatch(/BRL|R\$/);
      // One read of the charge beside the one pay call.
      expect(rec.calls.filter((c) => c.path.includes('simulate-installment'))).toHaveLength(1);
      expect(rec.pays()).toHaveLength(1);
      expect(qa(el, '[role="status"]')).toHaveLength(1);
    },
  );

  it('a pix on an es-MX page shows the BRL charge in reais, whatever currency the page set', async () => {
    const { el } = await mountCode('tucan-pix', {
      country: 'BR',
      value: 150.75,
      attrs: { lang: 'es-MX', currency: 'MXN' },
    });
    await waitForCode(el);
    await until(() => /^BRL\s?150\.75$|^R\$\s?150\.75$/.test(amountShown(el)));
    expect(amountShown(el)).not.toMatch(/MXN|^\$/);
  });
});
