import type { MethodId } from './checkout.methods.ts';

/**
 * How each method's element is loaded: a dynamic import, so its code (and its locale messages, QR and barcode
 * encoders, 3DS dialog) arrives only when the shopper opens it. A method without a loader is not offered.
 */
export const LOADERS: Partial<Record<MethodId, () => Promise<unknown>>> = {
  card: () => import('../card/card.ts'),
  pix: () => import('../pix/pix.ts'),
  boleto: () => import('../boleto/boleto.ts'),
  spei: () => import('../spei/spei.ts'),
  oxxo: () => import('../oxxo/oxxo.ts'),
  qra: () => import('../qra/qra.ts'),
  pfc: () => import('../pfc/pfc.ts'),
  applepay: () => import('../apple-pay/apple-pay.ts'),
  googlepay: () => import('../google-pay/google-pay.ts'),
};
