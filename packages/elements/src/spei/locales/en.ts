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
} satisfies Words<string>;
