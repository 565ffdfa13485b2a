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
} satisfies Words<string>;
