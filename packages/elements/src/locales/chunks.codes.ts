import type { GroupLoaders } from './chunks.ts';

/** Where each locale keeps the code elements' group, handed to the localize controller by the code elements (locales/chunks.ts). */
export const CODES_LOADERS: GroupLoaders<'codes'> = {
  'pt-BR': () => import('./pt-BR.codes.ts'),
  'es-MX': () => import('./es.codes.ts'),
  'es-AR': () => import('./es-AR.codes.ts'),
  'es-CO': () => import('./es.codes.ts'),
  'es-CL': () => import('./es.codes.ts'),
};
