/**
 * An expired card's message says what to do next (check the date, or use another card), in every locale, in the
 * frame and inline alike.
 */

import { afterEach, describe, expect, it } from 'vitest';
import { MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const EXPIRED: ReadonlyArray<[string, string]> = [
  ['en', 'Card expired: check the date or use another card.'],
  ['pt-BR', 'Cartão vencido: confira a data ou use outro cartão.'],
  ['es-MX', 'Tarjeta vencida: revisa la fecha o usa otra tarjeta.'],
  ['es-AR', 'Tarjeta vencida: revisá la fecha o usá otra tarjeta.'],
  ['es-CO', 'Tarjeta vencida: revisa la fecha o usa otra tarjeta.'],
  ['es-CL', 'Tarjeta vencida: revisa la fecha o usa otra tarjeta.'],
];

describe('tucan-card: an expired card', () => {
  for (const mode of MODES) {
    it(`${mode}: says to check the date or use another card, in every locale`, async () => {
      const view = await mountCardIn(mode, 'BR', 42, { lang: 'en' });
      await view.fill({ number: '4111111111111111', expiry: '0120' });
      await view.pay();
      for (const [lang, words] of EXPIRED) {
        view.el.setAttribute('lang', lang);
        await seenUntil(view, '#expiry-error', ([e]) => e?.text === words);
      }
      expect(view.events.some((e) => e.type === 'tucan-complete' || e.type === 'tucan-error')).toBe(false);
    });
  }
});
