import type { Messages } from '../controllers/localize.ts';
import { firstPaymentMessages } from './payment.first.messages.ts';

/**
 * The wording of the shared payment flow (`flow.ts`), the same for every method element: progress, the
 * service's answers, 3DS, and the honest "we do not know yet" notice. The words a card form needs before the
 * flow has loaded are in `payment.first.messages.ts`.
 */
export type PaymentMessageKey =
  | 'paying'
  | 'slow'
  | 'check'
  | 'checking'
  | 'error.declined'
  | 'error.insufficient_funds'
  | 'error.expired_card'
  | 'error.invalid_cvv'
  | 'error.do_not_honor'
  | 'error.rate_limited'
  | 'error.refused'
  | 'error.already_processed'
  | 'error.outcome_unknown'
  | 'error.authentication'
  | 'error.canceled'
  | 'error.final'
  | 'error.version_gone'
  | 'challenge.started'
  | 'challenge.decoupled';

export const paymentMessages: Messages<PaymentMessageKey> = {
  ns: 'payment',
  en: {
    ...firstPaymentMessages.en,
    slow: 'Still working on your payment. Please keep this page open.',
    check: 'Check payment',
    checking: 'Checking…',
    'error.declined': 'The card was declined. Check the details or use another card.',
    'error.insufficient_funds': 'The card was declined for insufficient funds. Try another card.',
    'error.expired_card': 'The bank says this card has expired. Try another card.',
    'error.invalid_cvv': 'The bank rejected the security code. Check it and try again.',
    'error.do_not_honor': 'The bank declined this payment. Contact your bank or try another card.',
    'error.rate_limited': 'Too many attempts in a short time. Wait a moment and try again.',
    'error.already_processed':
      'This payment may already have gone through. Check your order or email before paying again.',
    'error.outcome_unknown':
      'We could not confirm whether the payment went through. Do not pay again before checking your order or email. “Check payment” asks again without charging you twice.',
    'error.authentication': 'Your bank did not confirm the payment. Try again or use another card.',
    'error.canceled': 'The bank verification was canceled. No money was taken.',
    'error.version_gone':
      'This checkout uses a version of the payment service that is no longer available. Please tell the store.',
    'error.final': 'This charge can no longer be paid.',
    'challenge.started': 'Your bank needs to confirm this payment. A verification window opened.',
    'challenge.decoupled': 'Approve this payment in your bank app. This page will update by itself.',
  },
};
