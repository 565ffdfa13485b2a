import type { GroupLoaders } from './chunks.ts';
import { spanishLoaders } from './spanish.ts';

/** Where each locale keeps the checkout group, handed to the localize controller by the checkout and the wallets (locales/chunks.ts). */
export const CHECKOUT_LOADERS: GroupLoaders<'checkout'> = {
  'pt-BR': () => import('./pt-BR.checkout.ts'),
  ...spanishLoaders(() => import('./es-all.checkout.ts')),
};
