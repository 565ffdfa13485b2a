import type { Message, Messages } from '../controllers/localize.ts';

const en = {
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
} satisfies Record<string, Message>;

/** SPEI wording; the shared waiting-screen wording is in `codes/code.messages.ts`. */
export const speiMessages: Messages<keyof typeof en> = {
  ns: 'spei',
  en,
};
