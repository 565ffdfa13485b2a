import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../test/support/index.ts';
import { MODES, mountCardIn, seenUntil } from '../card/card.modes.testing.ts';
import { mountCode, q, qa } from '../codes/codes.testing.ts';
import '../boleto/boleto.ts';
import '../pix/pix.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/**
 * The payer fields are one template in the card and in the code elements, and each element's parts stay its own
 * (`@csspart`): the card's `field` wraps each text field, never a select; a code element's wraps each payer field,
 * its document type too. A merchant's `::part(field)` finds what it found before.
 */
describe("the payer fields keep each element's parts", () => {
  for (const mode of MODES) {
    it(`the card (${mode}): a field part for each text field with its error part, none for the document type`, async () => {
      const view = await mountCardIn(mode, 'BR', 150.75, { lang: 'en', fields: 'email document' });
      const labels = await seenUntil(view, '[part="field"] > label', (l) => l.length === 6);
      expect(labels.map((l) => l.attrs.for)).toEqual([
        'number',
        'expiry',
        'cvc',
        'name',
        'email',
        'document',
      ]);
      const errors = await view.seen('[part="field"] [part="error"]');
      expect(errors.map((e) => e.attrs.id)).toEqual(labels.map((l) => `${l.attrs.for}-error`));
      // The installments' select comes with the charge's plans (an input part too): not a payer field.
      const inputs = await view.seen('[part="input"]:not(#installments)');
      expect(inputs.map((i) => i.attrs.id)).toEqual([
        'number',
        'expiry',
        'cvc',
        'name',
        'email',
        'document-type',
        'document',
      ]);
    });
  }

  for (const tag of ['tucan-pix', 'tucan-boleto'] as const) {
    it(`${tag}: a field part for each payer field, the document type's included`, async () => {
      const { el } = await mountCode(tag, { attrs: { fields: 'document email', lang: 'en' } });
      await until(() => q(el, 'fieldset') !== null);
      expect(qa(el, '[part="field"] > label').map((l) => l.getAttribute('for'))).toEqual([
        'name',
        'document-type',
        'document',
        'email',
      ]);
      expect(qa(el, '[part="field"] [part="error"]').map((e) => e.id)).toEqual([
        'name-error',
        'document-error',
        'email-error',
      ]);
      expect(qa(el, '[part="input"]').map((i) => i.id)).toEqual([
        'name',
        'document-type',
        'document',
        'email',
      ]);
    });
  }
});
