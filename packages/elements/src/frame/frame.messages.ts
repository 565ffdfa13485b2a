import type { Messages } from '../controllers/localize.ts';

export type FrameMessageKey =
  | 'title'
  | 'loading'
  | 'failed.title'
  | 'failed'
  | 'broken'
  | 'retry'
  | 'unavailable';

/** The words `<tucan-card isolation="frame">` shows itself (the form's own words are the card's, in the frame). */
export const frameMessages: Messages<FrameMessageKey> = {
  ns: 'frame',
  en: {
    title: 'Card payment (secure form)',
    loading: 'Loading the secure card form…',
    'failed.title': 'The card form could not load',
    failed: 'The card form could not load. Check your connection and try again.',
    // The frame loaded an error page or the page blocked it: not the shopper's connection.
    broken: 'The secure card form could not open on this page. Try again, or choose another payment method.',
    retry: 'Try again',
    unavailable:
      'Card payment is not available on this page. Choose another payment method or contact the store.',
  },
};
