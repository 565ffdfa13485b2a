import { afterEach, describe, expect, it } from 'vitest';
import type { TucanCardElement } from '../card/card.element.ts';
import { CARD_TABLES } from '../card/card.messages.ts';
import { preloadPageLocale } from './localize.ts';

/** The locale modules of the card's own words this page has fetched so far (the dev server serves each). */
const fetched = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name.match(/\/src\/card\/locales\/([\w-]+)\.ts/)?.[1])
    .filter((n): n is string => Boolean(n));

/** es-CO's card words: its own module over the shared Spanish. */
const SPANISH = ['es', 'es-CO'];

const lang = document.documentElement.lang;
afterEach(() => {
  document.documentElement.lang = lang;
  document.body.replaceChildren();
});

// A file of its own: its page starts with no locale loaded. The tests run in order, each with a locale of its own.
describe('preloadPageLocale: the locale a page will show, loaded before any element renders', () => {
  it('loads the card’s English module for an English page, and nothing else', async () => {
    expect(fetched()).toEqual([]);
    document.documentElement.lang = 'en-GB';
    preloadPageLocale('tucan-card', CARD_TABLES);
    await expect.poll(() => fetched()).toEqual(['en']);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched()).toEqual(['en']);
  });

  it('loads the locale of the elements already on the page, not the document’s', async () => {
    document.documentElement.lang = 'pt-BR';
    const wrapper = document.createElement('div');
    wrapper.lang = 'es-CO';
    wrapper.append(document.createElement('tucan-card'));
    document.body.append(wrapper);
    preloadPageLocale('tucan-card', CARD_TABLES);
    // es-CO's own card words over the shared Spanish; no Portuguese.
    await expect.poll(() => fetched().sort()).toEqual(['en', ...SPANISH]);
  });

  it('the card’s module loads the page’s locale, so a card inserted later renders at once in it', async () => {
    document.documentElement.lang = 'pt-BR';
    // The inline card's entry: the card with its form included, as `Tucan.load('card', { inline: true })` loads it.
    const { wordsLoaded } = await import('../card/card-inline.ts');
    // Before any card is on the page; the shell waits for `wordsLoaded` before it says the card is loaded.
    await expect.poll(() => fetched().sort()).toEqual(['en', ...SPANISH, 'pt-BR']);
    await wordsLoaded;

    const card = document.createElement('tucan-card') as TucanCardElement;
    card.setAttribute('isolation', 'inline');
    document.body.append(card);
    // Its first render runs in the microtasks after the insertion, in this task: nothing to wait for.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(card.hasUpdated).toBe(true);
    expect(card.shadowRoot?.querySelector('label[for="number"]')?.textContent?.trim()).toBe(
      'Número do cartão',
    );
    expect(fetched().sort()).toEqual(['en', ...SPANISH, 'pt-BR']);
  });
});
