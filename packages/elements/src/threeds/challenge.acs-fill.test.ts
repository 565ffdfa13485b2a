import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { fillCard, inner, mountWithCharge, payButton } from '../card/card.testing.ts';
import type { TucanChallengeElement } from './challenge.element.ts';

const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  await page.viewport(start.width, start.height);
});

const challengeOf = (el: HTMLElement) => inner(el as never, 'tucan-3ds-challenge') as TucanChallengeElement;
const ACS = '/sandbox/acs/challenge';

/** The bank page's layout (its buttons' row), once it has loaded in the dialog's frame. */
const bankPageLayout = () =>
  vi.waitFor(
    async () => {
      const l = await commands.frameLayout(ACS, 'footer');
      if (!l.windowSize) throw new Error('the bank page has not loaded yet');
      return l;
    },
    { timeout: 15_000 },
  );

/**
 * The card asks for the largest challenge window that fits the viewport (01 is never the largest that fits): the
 * dialog's frame has exactly that size, and the sandbox bank's page fills it as one block right under its band,
 * its parts one after the other with no empty band between them, its footer at the bottom.
 */
describe('the 3DS dialog and the bank page fill the window the card asked for', () => {
  for (const [size, [vw, vh], [fw, fh]] of [
    ['02', [520, 700], [390, 400]],
    ['03', [1280, 900], [500, 600]],
    ['04', [1280, 600], [600, 400]],
    ['05', [375, 667], [0, 0]],
  ] as const) {
    it(`window ${size} in a ${vw}×${vh} viewport`, async () => {
      await page.viewport(vw, vh);
      const { el, rec } = await mountWithCharge('BR', 150.75, { lang: 'pt-BR' });
      await fillCard(el, { number: '4000000000003220' });
      await userEvent.click(payButton(el));
      const dialog = challengeOf(el);
      await until(() => dialog.shadowRoot?.querySelector('dialog')?.open === true);
      const browser = rec.pays()[0]?.body?.browser as { challengeWindowSize?: string } | undefined;
      expect(browser?.challengeWindowSize).toBe(size);
      const iframe = dialog.shadowRoot?.querySelector('iframe') as HTMLIFrameElement;
      const frame = iframe.getBoundingClientRect();
      if (size === '05') {
        // Full screen below the one-line title.
        expect(Math.round(frame.width)).toBeGreaterThanOrEqual(vw - 32);
        expect(frame.bottom).toBeGreaterThan(vh - 32);
      } else {
        expect([Math.round(frame.width), Math.round(frame.height)]).toEqual([fw, fh]);
      }
      const layout = await bankPageLayout();
      expect(layout.windowSize).toBe(size);
      expect(Math.abs(layout.width - frame.width)).toBeLessThanOrEqual(1);
      // The page fills its frame: its footer at the frame's bottom, and it does not scroll beyond it.
      expect(layout.height - layout.contentBottom, JSON.stringify(layout)).toBeLessThanOrEqual(2);
      expect(layout.scrollHeight).toBeLessThanOrEqual(layout.height);
      // Right under the bank's band, one block read top to bottom: title, purchase, the code field, its hint, the
      // buttons, never more than a couple of lines of room between two of them, nor between the band and the title
      // (no empty band under the bank's header); the room left is above the footer.
      const parts = await commands.frameEdges(
        ACS,
        '.bank, h1, dl, label[for="otp"], #otp, #otp-hint, .actions, footer',
      );
      expect(parts).toHaveLength(8);
      for (let i = 1; i < parts.length - 1; i++) {
        const gap = (parts[i]?.top ?? 0) - (parts[i - 1]?.bottom ?? 0);
        expect(gap, `gap ${i}: ${JSON.stringify(parts)}`).toBeLessThanOrEqual(32);
      }
    });
  }
});

/**
 * **assumption** (docs/contract.md): `browserLanguage` describes the browser (EMV 3DS 2.2 AReq browser data, read
 * from `navigator.language`), and the issuer's risk checks may compare it with the browser's other data, so the
 * card sends it truthfully, not the widget's `lang`. The bank's page is the issuer's: it picks its language from
 * that data (the sandbox ACS does), so a pt-BR widget in an English browser gets an English bank page inside a
 * Portuguese dialog. Nothing in the seed or in the CReq carries the widget's language to the ACS.
 */
describe("the bank page's language", () => {
  it('a pt-BR card in this browser: browserLanguage is the browser’s, the dialog speaks Portuguese', async () => {
    await page.viewport(1280, 900);
    const { el, rec } = await mountWithCharge('BR', 150.75, { lang: 'pt-BR' });
    await fillCard(el, { number: '4000000000003220' });
    await userEvent.click(payButton(el));
    const dialog = challengeOf(el);
    await until(() => dialog.shadowRoot?.querySelector('dialog')?.open === true);
    const browser = rec.pays()[0]?.body?.browser as { browserLanguage?: string } | undefined;
    expect(browser?.browserLanguage).toBe(navigator.language);
    expect(dialog.shadowRoot?.querySelector('h2')?.textContent).toBe('Confirme com seu banco');
    const layout = await bankPageLayout();
    const expected = navigator.language.startsWith('pt')
      ? 'pt-BR'
      : navigator.language.startsWith('es')
        ? 'es'
        : 'en';
    expect(layout.lang).toBe(expected);
  });
});
