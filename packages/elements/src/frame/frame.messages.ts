import type { Messages } from '../controllers/localize.ts';

export type FrameMessageKey = 'title' | 'loading' | 'failed' | 'retry' | 'unavailable';

/** The words `<tucan-card isolation="frame">` shows itself (the form's own words are the card's, in the frame). */
export const frameMessages: Messages<FrameMessageKey> = {
  ns: 'frame',
  en: {
    title: 'Card payment (secure form)',
    loading: 'Loading the secure card form…',
    failed: 'The card form could not load. Check your connection and try again.',
    retry: 'Try again',
    unavailable:
      'Card payment is not available on this page. Choose another payment method or contact the store.',
  },
};
