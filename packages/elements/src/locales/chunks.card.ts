import type { GroupLoaders } from './chunks.ts';

/** Where each locale keeps the card group: every element shows payment and status words, so the localize controller imports these (locales/chunks.ts). */
export const CARD_LOADERS: GroupLoaders<'card'> = {
  'pt-BR': () => import('./pt-BR.card.ts'),
  'es-MX': () => import('./es-MX.card.ts'),
  'es-AR': () => import('./es-AR.card.ts'),
  'es-CO': () => import('./es-CO.card.ts'),
  'es-CL': () => import('./es-CL.card.ts'),
};
