import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  paying: 'Paying…',
  'error.refused': 'The payment could not be processed. Check the details and try again.',
  slow: 'Still working on your payment. Please keep this page open.',
  check: 'Check payment',
  checking: 'Checking…',
  'error.declined': 'The card was declined. Check the details or use another card.',
  'error.insufficient_funds': 'The card was declined for insufficient funds. Try another card.',
  'error.expired_card': 'The bank says this card has expired. Try another card.',
  'error.invalid_cvv': 'The bank rejected the security code. Check it and try again.',
  'error.processing': 'The payment could not be processed and no money was taken. Try again.',
  'error.do_not_honor': 'The bank declined this payment. Contact your bank or try another card.',
  'error.rate_limited': 'Too many attempts in a short time. Wait a moment and try again.',
  'error.already_processed':
    'This charge can no longer be paid here: the payment may already have gone through. Check your order or email before paying again.',
  'error.outcome_unknown':
    'We could not confirm whether the payment went through. Do not pay again before checking your order or email. “Check payment” asks again without charging you twice.',
  'error.outcome_unknown.offline':
    'You are offline, so we could not confirm whether the payment went through. Do not pay again: it is checked again by itself as soon as the connection is back, without charging you twice.',
  'error.authentication': 'Your bank did not confirm the payment. Try again or use another card.',
  'error.canceled': 'The bank verification was canceled. No money was taken.',
  'error.version_gone':
    'This checkout uses a version of the payment service that is no longer available. Please tell the store.',
  'error.final': 'This charge can no longer be paid.',
  'challenge.started': 'Your bank needs to confirm this payment. A verification window opened.',
  'challenge.decoupled': 'Approve this payment in your bank app. This page will update by itself.',
  'rate_limited.wait': (p) =>
    `The payment service is busy. Your payment will be tried again in ${p.seconds === '1' ? '1 second' : `${p.seconds} seconds`}. Keep this page open.`,
} satisfies Words<string>;
