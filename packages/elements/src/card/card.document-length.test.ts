/**
 * The card's document field tells a number of the wrong length apart from a wrong one: a CPF of 10 digits is told
 * a CPF has 11, one of 11 with wrong check digits is not valid, and a CURP of the right length names its wrong part
 * (the birth date). In the six locales, in both modes (the frame and inline) by the same assertions.
 */
import { afterEach, describe, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { LOCALES, type Locale } from '../controllers/localize.ts';
import { type CardMode, type CardView, MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';
import { inner } from './card.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** Types into a field of the card's form (after clearing it with `replace`), with the real keyboard. */
async function typeIn(view: CardView, id: string, text: string, replace = false): Promise<void> {
  if (view.mode === 'frame') return commands.frameType(`#${id}`, text, replace);
  const input = inner<HTMLInputElement>(view.el, `#${id}`);
  input.focus();
  if (replace) await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.keyboard(text);
}

/** Leaves the document field for the name field. */
const leave = (view: CardView) => typeIn(view, 'name', '');

/** The document's error reads `expected[lang]` in each locale, the card's `lang` switched to it. */
async function saysInEveryLocale(view: CardView, expected: (lang: Locale) => string): Promise<void> {
  for (const lang of LOCALES) {
    view.el.setAttribute('lang', lang);
    await seenUntil(view, '#document-error', (s) => s[0]?.text === expected(lang));
  }
}

const es = (lang: Locale) => lang.startsWith('es');

describe.each(MODES)('tucan-card isolation="%s": the document’s message', (mode: CardMode) => {
  it('says a CPF has 11 digits when it is short, and that it is not valid when its check digits are wrong', async () => {
    const view = await mountCardIn(mode, 'BR', 150.75, { fields: 'document', lang: 'en' });
    await typeIn(view, 'document', '5299822472');
    await leave(view);
    await saysInEveryLocale(view, (lang) =>
      lang === 'en'
        ? 'A CPF has 11 digits.'
        : es(lang)
          ? 'El CPF tiene 11 dígitos.'
          : 'O CPF tem 11 dígitos.',
    );
    await typeIn(view, 'document', '4');
    await leave(view);
    await saysInEveryLocale(view, (lang) =>
      lang === 'en'
        ? 'This CPF is not valid.'
        : es(lang)
          ? 'Este CPF no es válido.'
          : 'Este CPF não é válido.',
    );
  });

  it('says a CURP has 18 characters when it is short, and which part is wrong when it has 18', async () => {
    const view = await mountCardIn(mode, 'MX', 480.5, { fields: 'document', lang: 'es-MX' });
    await view.select('#document-type', 'CURP');
    await typeIn(view, 'document', 'GODE5612');
    await leave(view);
    await saysInEveryLocale(view, (lang) =>
      lang === 'en'
        ? 'A CURP has 18 characters.'
        : es(lang)
          ? 'La CURP tiene 18 caracteres.'
          : 'A CURP tem 18 caracteres.',
    );
    // Month 13: the birth date is what is wrong.
    await typeIn(view, 'document', 'GODE561331HDFRRN09', true);
    await leave(view);
    await saysInEveryLocale(view, (lang) =>
      lang === 'en'
        ? 'Check the birth date in the CURP (characters 5 to 10: year, month, day).'
        : es(lang)
          ? 'La fecha de nacimiento de la CURP no es válida (caracteres 5 a 10: año, mes y día).'
          : 'Confira a data de nascimento na CURP (caracteres 5 a 10: ano, mês e dia).',
    );
  });
  it('names the wrong part of a CURP of 18 characters: its letters, H/M/X, state, last characters', async () => {
    const view = await mountCardIn(mode, 'MX', 480.5, { fields: 'document', lang: 'es-MX' });
    await view.select('#document-type', 'CURP');
    const cases: Array<[string, Record<'en' | 'es' | 'pt', string>]> = [
      [
        'G1DE561231HDFRRN09',
        {
          en: 'Check the first 4 letters of the CURP.',
          es: 'Hay un error en las primeras 4 letras de la CURP.',
          pt: 'Confira as 4 primeiras letras da CURP.',
        },
      ],
      [
        'GODE561231ZDFRRN09',
        {
          en: 'The 11th character of the CURP is H, M or X.',
          es: 'El carácter 11 de la CURP es H, M o X.',
          pt: 'O 11º caractere da CURP é H, M ou X.',
        },
      ],
      [
        'GODE561231HZZRRN09',
        {
          en: 'Check the state in the CURP (characters 12 and 13, such as DF).',
          es: 'El estado de la CURP no es válido (caracteres 12 y 13, como DF).',
          pt: 'Confira o estado na CURP (caracteres 12 e 13, como DF).',
        },
      ],
      [
        'GODE561231HDFAAN09',
        {
          en: 'Check the last 5 characters of the CURP.',
          es: 'Hay un error en los últimos 5 caracteres de la CURP.',
          pt: 'Confira os 5 últimos caracteres da CURP.',
        },
      ],
    ];
    for (const [curp, words] of cases) {
      await typeIn(view, 'document', curp, true);
      await leave(view);
      await saysInEveryLocale(view, (lang) => (lang === 'en' ? words.en : es(lang) ? words.es : words.pt));
    }
    // An RFC has 12 or 13 characters; a passport 6 to 20.
    view.el.setAttribute('lang', 'es-MX');
    await view.select('#document-type', 'RFC');
    await typeIn(view, 'document', 'GODE5612GR8', true);
    await leave(view);
    await seenUntil(view, '#document-error', (s) => s[0]?.text === 'El RFC tiene 12 o 13 caracteres.');
    await view.select('#document-type', 'PAS');
    await typeIn(view, 'document', 'X123', true);
    await leave(view);
    await saysInEveryLocale(view, (lang) =>
      lang === 'en'
        ? 'A passport has 6 to 20 characters.'
        : es(lang)
          ? 'El pasaporte tiene de 6 a 20 caracteres.'
          : 'O passaporte tem de 6 a 20 caracteres.',
    );
  });

  it('says a DNI has 7 or 8 digits (“7 u 8” in Spanish)', async () => {
    const view = await mountCardIn(mode, 'AR', 3500, { fields: 'document', lang: 'es-AR' });
    await typeIn(view, 'document', '123456');
    await leave(view);
    await saysInEveryLocale(view, (lang) =>
      lang === 'en'
        ? 'A DNI has 7 or 8 digits.'
        : es(lang)
          ? 'El DNI tiene 7 u 8 dígitos.'
          : 'O DNI tem 7 ou 8 dígitos.',
    );
  });
});
