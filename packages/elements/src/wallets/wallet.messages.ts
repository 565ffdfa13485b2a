import type { AppleButtonType } from '../apple-pay/apple-pay.logic.ts';
import type { Messages } from '../controllers/localize.ts';

/** The wording of the wallet elements (the payment flow's own wording is in `payment/payment.messages.ts`). */
export type WalletMessageKey =
  | 'region'
  | 'wallet.failed'
  | 'wallet.unavailable'
  | 'form.incomplete'
  | `apple.${AppleButtonType}`
  | 'google.label'
  | 'alert.declined'
  | 'alert.failed';

type Table = Record<WalletMessageKey, string | ((p: Record<string, string>) => string)>;

const en: Table = {
  region: (p) => `Pay with ${p.wallet}`,
  'wallet.failed': (p) => `${p.wallet} could not start. Try again or choose another payment method.`,
  'wallet.unavailable': (p) =>
    `${p.wallet} is not available for this purchase. Choose another payment method.`,
  'form.incomplete': (p) => `Pay with ${p.wallet} to continue.`,
  'apple.plain': 'Apple Pay',
  'apple.buy': 'Buy with Apple Pay',
  'apple.pay': 'Pay with Apple Pay',
  'apple.check-out': 'Check out with Apple Pay',
  'apple.book': 'Book with Apple Pay',
  'apple.donate': 'Donate with Apple Pay',
  'apple.order': 'Order with Apple Pay',
  'apple.subscribe': 'Subscribe with Apple Pay',
  'apple.continue': 'Continue with Apple Pay',
  'google.label': 'Google Pay',
  'alert.declined': 'Payment declined',
  'alert.failed': 'Payment not completed',
};

export const walletMessages: Messages<WalletMessageKey> = { ns: 'wallet', en };
