import type { GroupLoaders, PartLoader } from './chunks.ts';
import { spanishLoaders } from './spanish.ts';

/**
 * Where each locale keeps the card group, English included (`en.card.ts`: the card group's English is a chunk
 * like the others, so a Portuguese or Spanish page never downloads it): every element shows payment and status
 * words, so the localize controller imports these (locales/chunks.ts).
 */
export const CARD_LOADERS: GroupLoaders<'card'> & { readonly en: PartLoader<'card'> } = {
  en: () => import('./en.card.ts'),
  'pt-BR': () => import('./pt-BR.card.ts'),
  ...spanishLoaders(() => import('./es-all.card.ts')),
};
