import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import { mountCard } from '../card/card.testing.ts';
import '../pix/pix.ts';
import { mountCode, q } from './codes.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(start.width, start.height);
});

const PROPS = [
  'font-size',
  'font-weight',
  'height',
  'padding-left',
  'border-top-width',
  'border-top-color',
  'border-top-left-radius',
  'color',
  'background-color',
  'appearance',
] as const;
const look = (e: Element | null | undefined) => {
  if (!e) throw new Error('missing element');
  const s = getComputedStyle(e);
  return Object.fromEntries(PROPS.map((p) => [p, s.getPropertyValue(p)]));
};

describe('the payer step of the code elements looks like the card', () => {
  for (const theme of ['light', 'dark']) {
    it(`labels, inputs, the select with its chevron and the inline error are the card's (${theme})`, async () => {
      await page.viewport(375, 800);
      const card = await mountCard({ lang: 'pt-BR', country: 'BR', fields: 'document', theme });
      const cardRoot = card.shadowRoot;
      const { el } = await mountCode('tucan-pix', { attrs: { fields: 'document', lang: 'pt-BR', theme } });
      await until(() => q(el, '#document') !== null);
      // The same label style (its height follows its wording: "Número do documento" may take two lines)...
      expect({ ...look(q(el, 'label[for="document"]')), height: '' }).toEqual({
        ...look(cardRoot?.querySelector('label[for="document"]')),
        height: '',
      });
      // ...and the inputs of the document row on one line all the same, as the card's.
      const top = (id: string) => q(el, id)!.getBoundingClientRect().top;
      expect(Math.abs(top('#document-type') - top('#document'))).toBeLessThanOrEqual(1);
      expect(look(q(el, '#name'))).toEqual(look(cardRoot?.querySelector('#name')));
      expect(look(q(el, '#document'))).toEqual(look(cardRoot?.querySelector('#document')));
      expect(look(q(el, '#document-type'))).toEqual(look(cardRoot?.querySelector('#document-type')));
      // The select is the card's box with the same chevron; the document shows its format as the card's does.
      expect(q(el, '.select > select + svg')).not.toBeNull();
      expect(q<HTMLInputElement>(el, '#document')?.placeholder).toBe('000.000.000-00');

      // An invalid CPF, after leaving the field: the card's inline error, with its icon, in the same style.
      (q(el, '#document') as HTMLInputElement).focus();
      await userEvent.keyboard('52998224724');
      (q(el, '#name') as HTMLInputElement).focus();
      await until(() => q(el, '#document-error')?.textContent?.trim() === 'Este CPF não é válido.');
      const input = card.shadowRoot?.querySelector<HTMLInputElement>('#document');
      input?.focus();
      await userEvent.keyboard('52998224724');
      input?.blur();
      await until(() => (card.shadowRoot?.querySelector('#document-error')?.textContent ?? '').trim() !== '');
      const [codeError, cardError] = [q(el, '#document-error'), cardRoot?.querySelector('#document-error')];
      expect(codeError?.querySelector('svg')).not.toBeNull();
      // The same style (its height follows its wording, which is the element's own).
      expect({ ...look(codeError), height: '' }).toEqual({ ...look(cardError), height: '' });
      // Both borders have finished their transition to the failure tone.
      for (const root of [el.shadowRoot, cardRoot])
        await Promise.all(root?.getAnimations().map((a) => a.finished) ?? []);
      expect(look(q(el, '#document'))).toEqual(look(cardRoot?.querySelector('#document')));
      expect(await axeViolations(el)).toEqual([]);
    });
  }
});

describe('the payer step of the code elements takes the CPF as the card does', () => {
  it('formats a CPF as it is typed (529.982.247-25) and sends it without punctuation', async () => {
    const { el, rec } = await mountCode('tucan-pix', { attrs: { fields: 'document', lang: 'pt-BR' } });
    const input = q<HTMLInputElement>(el, '#document') as HTMLInputElement;
    input.focus();
    await userEvent.keyboard('52998224725');
    expect(input.value).toBe('529.982.247-25');
    // A Pix payer with a document is named too.
    (q(el, '#name') as HTMLInputElement).focus();
    await userEvent.keyboard('Ana Souza');
    await userEvent.click(q(el, 'button[type="submit"]') as HTMLButtonElement);
    await until(() => rec.pays().length > 0);
    expect(rec.pays()[0]?.body).toMatchObject({ payer_tax_id: '52998224725', payer_document_type: 'CPF' });
  });
});
