/**
 * Test helpers for the locale chunks (browser tests only): which locale modules a page fetched, and a label's text.
 */

/**
 * The locale modules (`<locale>.<folder>`, e.g. `pt-BR.card` for `card/locales/pt-BR.ts`) this page has fetched so
 * far, in order (the dev server serves each module as its own file); with `folder`, only that folder's.
 */
export const fetchedLocaleModules = (folder = '[a-z]+') =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name.match(new RegExp(`/src/(${folder})/locales/([\\w-]+)\\.ts`)))
    .filter((m): m is RegExpMatchArray => Boolean(m))
    .map((m) => `${m[2]}.${m[1]}`);

/** The text of the label for `id` in `el`'s shadow root, spaces collapsed. */
export const labelText = (el: Element, id: string) =>
  el.shadowRoot?.querySelector(`label[for="${id}"]`)?.textContent?.replace(/\s+/g, ' ').trim();
