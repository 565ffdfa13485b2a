import type { Messages } from '../controllers/localize.ts';

/**
 * The methods whose row the checkout words itself ("SPEI bank transfer", "Cash at OXXO"); any other method's row
 * shows its descriptor's `name` (`methods/method.ts`).
 */
type WordedMethod = 'card' | 'pix' | 'boleto' | 'spei' | 'oxxo' | 'qra' | 'pfc' | 'applepay' | 'googlepay';

export type CheckoutMessageKey =
  | 'region'
  | 'total'
  | 'methods.legend'
  | 'loading'
  | 'load.failed'
  | 'none'
  | 'locked'
  | 'installments.interest'
  | 'installments.free'
  | `method.${WordedMethod}`;

/** A method row's key, when the checkout words that method itself. */
export const methodKey = (id: string): CheckoutMessageKey | undefined =>
  checkoutMessages.en && `method.${id}` in checkoutMessages.en
    ? (`method.${id}` as CheckoutMessageKey)
    : undefined;

/** `<tucan-checkout>` wording: the frame around the method elements, which word their own forms. */
export const checkoutMessages: Messages<CheckoutMessageKey> = {
  ns: 'checkout',
  en: {
    region: 'Checkout',
    total: 'Total',
    'methods.legend': 'Payment method',
    loading: 'Loading…',
    'load.failed': 'This payment method could not be loaded. Try another one, or reload the page.',
    none: 'No payment method is available for this order. Please contact the store.',
    locked: 'A payment is in progress. You can change the method once it ends.',
    'installments.interest': (p) => `In ${p.count} installments, interest included`,
    'installments.free': (p) => `In ${p.count} interest-free installments`,
    'method.card': 'Card',
    'method.pix': 'Pix',
    'method.boleto': 'Boleto',
    'method.spei': 'SPEI bank transfer',
    'method.oxxo': 'Cash at OXXO',
    'method.qra': 'QR code',
    'method.pfc': 'Cash at Pago Fácil',
    'method.applepay': 'Apple Pay',
    'method.googlepay': 'Google Pay',
  },
};
