import type { Locale } from '../controllers/localize.ts';
import type { Group, Part } from './catalogue.ts';

/** Loads one group of one locale's words (a chunk of its own in every build). */
export type PartLoader<G extends Group> = () => Promise<{ default: Part<G> }>;

/**
 * Where each locale's groups live: one module per locale and group (`<locale>.<group>.ts`), so a build emits one
 * chunk each, named after the locale and the group (`tucan-chunk-pt-BR.card-….js`). A Spanish locale whose
 * country changes no word of a group loads the shared Spanish of that group (`es.<group>.ts`) as it is. The
 * paths are written out so that bundlers see each `import()`. Every locale has every group: a missing one does
 * not type-check.
 */
export const LOADERS: {
  readonly [L in Exclude<Locale, 'en'>]: { readonly [G in Group]: PartLoader<G> };
} = {
  'pt-BR': {
    card: () => import('./pt-BR.card.ts'),
    codes: () => import('./pt-BR.codes.ts'),
    checkout: () => import('./pt-BR.checkout.ts'),
  },
  'es-MX': {
    card: () => import('./es-MX.card.ts'),
    codes: () => import('./es.codes.ts'),
    checkout: () => import('./es-MX.checkout.ts'),
  },
  'es-AR': {
    card: () => import('./es-AR.card.ts'),
    codes: () => import('./es-AR.codes.ts'),
    checkout: () => import('./es-AR.checkout.ts'),
  },
  'es-CO': {
    card: () => import('./es-CO.card.ts'),
    codes: () => import('./es.codes.ts'),
    checkout: () => import('./es.checkout.ts'),
  },
  'es-CL': {
    card: () => import('./es-CL.card.ts'),
    codes: () => import('./es.codes.ts'),
    checkout: () => import('./es.checkout.ts'),
  },
};
