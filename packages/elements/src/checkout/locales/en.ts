import type { Words } from '../../controllers/localize.ts';

/**
 * English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`).
 * A method's row is worded here when the checkout has words of its own for it (`method.<id>`); a method without them
 * shows its descriptor's `name`, so a new method needs no words here.
 */
export default {
  region: 'Payment',
  total: 'Total',
  'amount.mismatch': (p) => `The amount to pay is ${p.amount}, as the payment service set it.`,
  'methods.legend': 'Payment method',
  loading: 'Loading…',
  'load.failed': 'This payment method could not be loaded. Try another one, or reload the page.',
  none: 'No payment method is available for this order. Please contact the store.',
  locked: 'A payment is in progress. You can change the method once it ends.',
  'renew.failed': 'A new payment could not be started for this method. Try again, or reload the page.',
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
  'ended.expired.title': 'This payment has expired',
  'ended.expired':
    'The time to pay ran out and nothing was charged. Go back to the shop to start a new order.',
  'ended.canceled.title': 'This payment was canceled',
  'ended.canceled':
    'It can no longer be paid and nothing was charged. Go back to the shop to start a new order.',
  'ended.unpayable.title': 'This payment can no longer be made',
  'ended.unpayable':
    'It may already have been paid. Check your order or email before paying again, or go back to the shop to start a new order.',
} satisfies Words<string>;
