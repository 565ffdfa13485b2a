import type { Message, Messages } from '../controllers/localize.ts';

const en = {
  name: 'Pago Fácil',
  action: 'Generate voucher',
  ready: 'Your Pago Fácil voucher is ready. Waiting for your payment.',
  reference: 'Voucher number',
  'steps.1': 'Go to any Pago Fácil branch by the due date.',
  'steps.2': 'Show the barcode, or give the voucher number.',
  'steps.3': 'Pay the exact amount in cash and keep your receipt.',
} satisfies Record<string, Message>;

/** Pago Fácil wording; the shared waiting-screen wording is in `codes/code.messages.ts`. */
export const pfcMessages: Messages<keyof typeof en> = {
  ns: 'pfc',
  en,
};
