import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  name: 'OXXO',
  action: 'Generate OXXO voucher',
  ready: 'Your OXXO voucher is ready. Waiting for your payment.',
  reference: 'Reference',
  limit: (p) => `OXXO accepts cash payments of up to ${p.max} per voucher.`,
  'steps.1': 'Go to any OXXO store before the voucher expires.',
  'steps.2':
    'Tell the cashier you want to make an OXXO Pay payment, and show the barcode or give the reference.',
  'steps.3': 'Pay the exact amount in cash and keep your receipt.',
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.title': 'This voucher has expired',
  'expired.body': 'It can no longer be paid. Generate a new one to pay.',
  'expired.final': 'It can no longer be paid. Go back to the shop to try again.',
  'expired.error': 'The OXXO voucher expired before it was paid.',
  'canceled.body':
    'This voucher can no longer be paid and nothing was charged. Go back to the shop if you still want to buy.',
  'canceled.error': 'The store canceled the payment before the voucher was paid.',
  regenerate: 'Generate a new voucher',
  'replaced.title': 'This voucher was replaced and no longer works',
  'live.action': 'generate this voucher',
  'error.renew': 'A new voucher could not be created. Go back to the shop to try again.',
} satisfies Words<string>;
