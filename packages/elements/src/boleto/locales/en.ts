import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  name: 'Boleto',
  action: 'Generate boleto',
  ready: 'Your boleto is ready. Waiting for your payment.',
  line: 'Digitable line',
  'steps.1': 'In your bank app, choose to pay a boleto, then scan the barcode or paste the digitable line.',
  'steps.2': 'Or print it and pay at a bank, a lottery house or an ATM by the due date.',
  'steps.3': 'Payment is confirmed within 1 to 2 business days.',
} satisfies Words<string>;
