/**
 * Test helpers for the locale chunks (browser tests only): which locale modules a page fetched, and a label's text.
 */

/**
 * The locale modules (`<locale>.<group>`, e.g. `pt-BR.card`) this page has fetched so far, in order (the dev server
 * serves each module as its own file); with `group`, only that group's.
 */
export const fetchedLocaleModules = (group = '[a-z]+') =>
  performance
    .getEntriesByType('resource')
    .map(
      (e) => e.name.match(new RegExp(`/locales/((?:en|es|pt-BR|es-[A-Z]{2}|es-all)\\.${group})\\.ts`))?.[1],
    )
    .filter((n): n is string => Boolean(n));

/** The text of the label for `id` in `el`'s shadow root, spaces collapsed. */
export const labelText = (el: Element, id: string) =>
  el.shadowRoot?.querySelector(`label[for="${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim();
