import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  name: 'SPEI',
  action: 'Get the transfer details',
  ready: 'Your SPEI transfer details are ready. Waiting for your payment.',
  clabe: 'CLABE',
  bank: 'Bank',
  beneficiary: 'Beneficiary',
  reference: 'Numeric reference',
  'amount.exact': 'Exact amount',
  'steps.1': 'In your bank app or online banking, start a SPEI transfer to a new account with this CLABE.',
  'steps.2': 'Transfer the exact amount and type the numeric reference.',
  'steps.3': 'Your payment is confirmed as soon as the transfer arrives, usually within minutes.',
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.title': 'These transfer details have expired',
  'expired.body': 'They can no longer be used. Get new transfer details to pay.',
  'expired.final': 'They can no longer be used. Go back to the shop to try again.',
  'expired.error': 'The SPEI transfer details expired before the transfer arrived.',
  'canceled.body':
    'These transfer details can no longer be used and nothing was charged. Go back to the shop if you still want to buy.',
  'canceled.error': 'The store canceled the payment before the transfer arrived.',
  regenerate: 'Get new transfer details',
  'replaced.title': 'These transfer details were replaced and no longer work',
  'live.action': 'get these details',
  'error.renew': 'New transfer details could not be created. Go back to the shop to try again.',
} satisfies Words<string>;
