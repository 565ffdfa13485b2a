import type { GroupLoaders } from './chunks.ts';

/** Where each locale keeps the checkout group, handed to the localize controller by the checkout and the wallets (locales/chunks.ts). */
export const CHECKOUT_LOADERS: GroupLoaders<'checkout'> = {
  'pt-BR': () => import('./pt-BR.checkout.ts'),
  'es-MX': () => import('./es-MX.checkout.ts'),
  'es-AR': () => import('./es-AR.checkout.ts'),
  'es-CO': () => import('./es.checkout.ts'),
  'es-CL': () => import('./es.checkout.ts'),
};
