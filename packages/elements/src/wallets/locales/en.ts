import type { AppleButtonType } from '../../apple-pay/apple-pay.logic.ts';
import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
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
  'amount.mismatch': (p) => `The amount to pay is ${p.amount}, as the payment service set it.`,
} satisfies Words<`apple.${AppleButtonType}`> & Words<string>;
