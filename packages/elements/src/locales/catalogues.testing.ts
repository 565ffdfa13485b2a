import type { Locale } from '../controllers/localize.ts';
import type { Catalogue } from './catalogue.ts';
import { LOADERS } from './chunks.ts';
import en from './en.ts';

/** One locale's whole catalogue: every group's chunk, loaded at once. */
async function whole(locale: Exclude<Locale, 'en'>): Promise<Catalogue> {
  const [card, codes, checkout] = await Promise.all([
    LOADERS.card[locale](),
    LOADERS.codes[locale](),
    LOADERS.checkout[locale](),
  ]);
  // Typed: the groups together are a whole catalogue.
  return { ...card.default, ...codes.default, ...checkout.default };
}

/** Every locale's catalogue, loaded at once: for tests only (pages load the groups they need with `import()`). */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en,
  'pt-BR': await whole('pt-BR'),
  'es-MX': await whole('es-MX'),
  'es-AR': await whole('es-AR'),
  'es-CO': await whole('es-CO'),
  'es-CL': await whole('es-CL'),
};
