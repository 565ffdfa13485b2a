import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  name: 'Boleto',
  action: 'Generate boleto',
  ready: 'Your boleto is ready. Waiting for your payment.',
  line: 'Digitable line',
  value: 'Boleto amount',
  'steps.1': 'In your bank app, choose to pay a boleto, then scan the barcode or paste the digitable line.',
  'steps.2': 'Or print it and pay at a bank, a lottery house or an ATM by the due date.',
  'steps.3': 'Payment is confirmed within 1 to 2 business days.',
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.title': 'This boleto has expired',
  'expired.body': 'It can no longer be paid. Generate a new one to pay.',
  'expired.final': 'It can no longer be paid. Go back to the shop to try again.',
  'expired.error': 'The boleto expired before it was paid.',
  'canceled.body':
    'This boleto can no longer be paid and nothing was charged. Go back to the shop if you still want to buy.',
  'canceled.error': 'The store canceled the payment before the boleto was paid.',
  regenerate: 'Generate a new boleto',
  'replaced.title': 'This boleto was replaced and no longer works',
  'live.action': 'generate this boleto',
  'error.renew': 'A new boleto could not be created. Go back to the shop to try again.',
} satisfies Words<string>;
