import type { Message, Messages } from '../controllers/localize.ts';

const en = {
  name: 'Boleto',
  action: 'Generate boleto',
  ready: 'Your boleto is ready. Waiting for your payment.',
  line: 'Digitable line',
  'steps.1': 'In your bank app, choose to pay a boleto, then scan the barcode or paste the digitable line.',
  'steps.2': 'Or print it and pay at a bank, a lottery house or an ATM by the due date.',
  'steps.3': 'Payment is confirmed within 1 to 2 business days.',
} satisfies Record<string, Message>;

/** Boleto wording; the shared waiting-screen wording is in `codes/code.messages.ts`. */
export const boletoMessages: Messages<keyof typeof en> = {
  ns: 'boleto',
  en,
};
