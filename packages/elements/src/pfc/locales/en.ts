import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  name: 'Pago Fácil',
  action: 'Generate voucher',
  ready: 'Your Pago Fácil voucher is ready. Waiting for your payment.',
  reference: 'Voucher number',
  'steps.1': 'Go to any Pago Fácil branch by the due date.',
  'steps.2': 'Show the barcode, or give the voucher number.',
  'steps.3': 'Pay the exact amount in cash and keep your receipt.',
} satisfies Words<string>;
