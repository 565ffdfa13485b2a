import { type Catalogue, LOCALES, type Locale } from '../controllers/localize.ts';
import { MessageTable } from '../controllers/messages.ts';
import { localeFiles } from '../controllers/wording.ts';

/** Every folder's tables (`x.messages.ts`) and locale modules (`locales/<locale>.ts`), by path. */
const tableModules = import.meta.glob<Record<string, unknown>>('../*/*.messages.ts', { eager: true });
const localeModules = import.meta.glob<{ default: Record<string, unknown> }>('../*/locales/*.ts', {
  eager: true,
});

/** A folder's words in a locale: its modules for the locale, the most specific last (es, then es-AR). */
const wordsOf = (folder: string, locale: Locale) =>
  Object.assign(
    {},
    ...[...localeFiles(locale)].reverse().map((f) => localeModules[`../${folder}/locales/${f}.ts`]?.default),
  );

/** Every table's words in a locale, by table name (`card`, `payment`, `pix`, …). */
function catalogue(locale: Locale): Catalogue {
  const out: Record<string, unknown> = {};
  for (const [path, exports] of Object.entries(tableModules)) {
    const folder = path.split('/')[1] ?? '';
    for (const table of Object.values(exports)) {
      if (table instanceof MessageTable) out[table.name] = wordsOf(folder, locale);
    }
  }
  return out as Catalogue;
}

/** Every locale's words, loaded at once: for tests only (pages load the modules they need with `import()`). */
export const CATALOGUES = Object.fromEntries(LOCALES.map((l) => [l, catalogue(l)])) as Readonly<
  Record<Locale, Catalogue>
>;
