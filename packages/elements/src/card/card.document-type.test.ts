/**
 * A number left in the document field when the shopper picks another type is checked again as one of that type at
 * once (a CPF under CNPJ says a CNPJ has 14 characters), not only on Pay; an empty field shows no error. In both
 * modes (the frame and inline) by the same assertions.
 */
import { afterEach, describe, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { type CardMode, MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';
import { inner } from './card.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

describe.each(MODES)('tucan-card isolation="%s": the document type changed', (mode: CardMode) => {
  it('checks the number already typed against the new type at once, and says nothing for an empty field', async () => {
    const view = await mountCardIn(mode, 'BR', 150.75, { fields: 'document', lang: 'pt-BR' });
    await view.select('#document-type', 'CNPJ');
    await seenUntil(view, '#document-error', (s) => s[0]?.text === '');
    await view.select('#document-type', 'CPF');
    if (mode === 'frame') await commands.frameType('#document', '52998224725');
    else {
      inner<HTMLInputElement>(view.el, '#document').focus();
      await userEvent.keyboard('52998224725');
    }
    await seenUntil(view, '#document-error', (s) => s[0]?.text === '');
    await view.select('#document-type', 'CNPJ');
    await seenUntil(view, '#document-error', (s) => s[0]?.text === 'O CNPJ tem 14 caracteres.');
    await view.select('#document-type', 'CPF');
    await seenUntil(view, '#document-error', (s) => s[0]?.text === '');
  });
});
