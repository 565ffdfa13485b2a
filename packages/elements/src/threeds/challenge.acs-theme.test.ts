import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { fillCard, inner, mountWithCharge, payButton } from '../card/card.testing.ts';
import type { TucanChallengeElement } from './challenge.element.ts';

afterEach(async () => {
  document.body.replaceChildren();
  document.head.querySelector('meta[name="color-scheme"]')?.remove();
  await commands.emulateColorScheme('light');
});

const challengeOf = (el: HTMLElement) => inner(el as never, 'tucan-3ds-challenge') as TucanChallengeElement;
const acs = (selector: string, property: string) =>
  commands.frameStyle('/sandbox/acs/challenge', selector, property);

/**
 * The bank's page is another origin: it follows the shopper's system preference (`prefers-color-scheme`), as a
 * real ACS can. On a page that supports both schemes, the card, its dialog and the bank's page agree.
 */
describe("the sandbox bank's challenge page follows the shopper's light or dark preference", () => {
  for (const [scheme, bg, text, field] of [
    ['dark', 'rgb(22, 26, 34)', 'rgb(238, 241, 246)', 'rgb(15, 18, 24)'],
    ['light', 'rgb(255, 255, 255)', 'rgb(26, 26, 26)', 'rgb(255, 255, 255)'],
  ] as const) {
    it(`is ${scheme} for a shopper whose system is ${scheme}, in the ${scheme} dialog`, async () => {
      const meta = document.createElement('meta');
      meta.name = 'color-scheme';
      meta.content = 'light dark';
      document.head.append(meta);
      await commands.emulateColorScheme(scheme);
      const { el } = await mountWithCharge('BR', 321.5, { lang: 'pt-BR' });
      await fillCard(el, { number: '4000000000003220' });
      await userEvent.click(payButton(el));
      await until(() => challengeOf(el).shadowRoot?.querySelector('dialog')?.open === true);
      expect(challengeOf(el).getAttribute('theme')).toBe(scheme);
      await vi.waitFor(async () => expect(await acs('body', 'background-color')).toBe(bg), {
        timeout: 15_000,
      });
      expect(await acs('body', 'color')).toBe(text);
      expect(await acs('#otp', 'background-color')).toBe(field);
      expect(await acs('#otp', 'color')).toBe(text);
    });
  }
});
