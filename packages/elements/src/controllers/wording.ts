/**
 * Which of tucan's wording locales a language tag shows, and which tag an element shows: apart from the localize
 * controller so that the script tag's shell, which picks the locale chunk a page preloads, carries only this.
 */

/** The wording locales tucan ships. Any other language falls back to the nearest (`wordingLocale`). */
export type Locale = 'en' | 'pt-BR' | 'es-MX' | 'es-AR' | 'es-CO' | 'es-CL';
export const LOCALES: readonly Locale[] = ['en', 'pt-BR', 'es-MX', 'es-AR', 'es-CO', 'es-CL'];

/**
 * **Decision (fallback chain).** Spanish goes to the nearest of the four Spanish catalogues by region:
 * Río de la Plata (AR, UY, PY) → es-AR; Chile → es-CL; the Andes and the Caribbean coast of South America (CO,
 * PE, EC, VE, BO) → es-CO; everything else (MX, US, ES, 419, Central America, the Caribbean, no region) →
 * es-MX. Any Portuguese → pt-BR. Anything else → en.
 */
const SPANISH_BY_REGION: Readonly<Record<string, Locale>> = {
  ar: 'es-AR',
  uy: 'es-AR',
  py: 'es-AR',
  cl: 'es-CL',
  co: 'es-CO',
  pe: 'es-CO',
  ec: 'es-CO',
  ve: 'es-CO',
  bo: 'es-CO',
};

const wordingCache = new Map<string, Locale>();

/**
 * Maps any BCP 47 tag (`es-UY`, `es_419`, `pt-PT`, `fr`) to a wording locale by the chain above, once per tag (a
 * render asks for every word). Pure.
 */
export function wordingLocale(tag: string | null | undefined): Locale {
  const key = (tag ?? '').toLowerCase();
  let locale = wordingCache.get(key);
  if (locale) return locale;
  const [language, ...rest] = key.split(/[-_]/);
  const region = rest.find((s) => /^([a-z]{2}|\d{3})$/.test(s)) ?? '';
  locale = language === 'pt' ? 'pt-BR' : language === 'es' ? (SPANISH_BY_REGION[region] ?? 'es-MX') : 'en';
  wordingCache.set(key, locale);
  return locale;
}

/**
 * The language an element shows: its own `lang` or the closest ancestor's, else the document's (an element in a
 * shadow root), else the browser's.
 */
export const tagOf = (el: Element): string =>
  el.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || navigator.language;

/**
 * The locale modules a wording locale's words come from, most specific first: a Spanish country's own module
 * (only what differs) over the shared Spanish (`es`); the others one each. A folder that has no module of a
 * country uses the shared one. English is the fallback of a failed load. Pure.
 */
export const localeFiles = (locale: Locale): readonly string[] =>
  locale.startsWith('es-') ? [locale, 'es'] : [locale];
