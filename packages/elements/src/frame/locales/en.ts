import type { Words } from '../../controllers/localize.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  title: 'Card payment (secure form)',
  loading: 'Loading the secure card form…',
  'failed.title': 'The card form could not load',
  failed: 'The card form could not load. Check your connection and try again.',
  // The frame loaded an error page or the page blocked it: not the shopper's connection.
  broken: 'The secure card form could not open on this page. Try again, or choose another payment method.',
  retry: 'Try again',
  unavailable:
    'Card payment is not available on this page. Choose another payment method or contact the store.',
  'base_url.title': 'Payment form unavailable',
  base_url: 'This payment form is not set up correctly and cannot be used. Contact the store.',
  // Form association's message while the card is not paid (the card's, in either mode).
  incomplete: 'Complete the card payment.',
} satisfies Words<string>;
