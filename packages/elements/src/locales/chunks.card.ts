import type { GroupLoaders } from './chunks.ts';
import { spanishLoaders } from './spanish.ts';

/** Where each locale keeps the card group: every element shows payment and status words, so the localize controller imports these (locales/chunks.ts). */
export const CARD_LOADERS: GroupLoaders<'card'> = {
  'pt-BR': () => import('./pt-BR.card.ts'),
  ...spanishLoaders(() => import('./es-all.card.ts')),
};
