import { afterEach, describe, expect, it } from 'vitest';
import { mountCode, q, waitForCode } from './codes.testing.ts';
import '../pix/pix.ts';
import '../qra/qra.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const top = (el: Element | null) => el?.getBoundingClientRect().top ?? Number.NaN;
const shown = (el: Element | null) => (el as HTMLElement | null)?.checkVisibility() ?? false;

/** The drop-in's panel at 1280 px: the code element in a 23 rem column. */
async function issued(tag: 'tucan-pix' | 'tucan-qra', country: string, lang: string) {
  const { el } = await mountCode(tag, { country, attrs: { lang } });
  el.style.display = 'block';
  el.style.inlineSize = '23rem';
  await waitForCode(el);
  return el;
}

describe('code elements: QR first with a mouse', () => {
  for (const [tag, country, lang, scan] of [
    ['tucan-pix', 'BR', 'pt-BR', 'Escaneie o QR Code com o app do seu banco no celular.'],
    ['tucan-qra', 'AR', 'es-AR', 'Escaneá este QR con la app de tu banco o billetera en tu celular.'],
  ] as const) {
    it(`shows the scan hint and the QR above the copy string on a desktop (${tag})`, async () => {
      // The test browser is a desktop one: a mouse and hover.
      expect(matchMedia('(hover: hover) and (pointer: fine)').matches).toBe(true);
      const el = await issued(tag, country, lang);
      const hint = q(el, '.scan-hint');
      expect(shown(hint)).toBe(true);
      expect(hint?.textContent?.trim()).toBe(scan);
      expect(shown(q(el, '.phone-hint'))).toBe(false);
      expect(top(hint)).toBeLessThan(top(q(el, '.qr')));
      expect(top(q(el, '.qr'))).toBeLessThan(top(q(el, '[data-copy="payload"]')));
    });
  }
});
