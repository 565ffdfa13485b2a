import type { GroupLoaders } from './chunks.ts';
import { spanishLoaders } from './spanish.ts';

/** Where each locale keeps the code elements' group, handed to the localize controller by the code elements (locales/chunks.ts). */
export const CODES_LOADERS: GroupLoaders<'codes'> = {
  'pt-BR': () => import('./pt-BR.codes.ts'),
  ...spanishLoaders(() => import('./es-all.codes.ts')),
};
