import { keyed } from '../locales/catalogue.ts';

export type FrameMessageKey =
  | 'title'
  | 'loading'
  | 'failed.title'
  | 'failed'
  | 'broken'
  | 'retry'
  | 'unavailable';

/** The words `<tucan-card isolation="frame">` shows itself (the form's own words are the card's, in the frame). */
export const frameMessages = keyed<FrameMessageKey>()('frame', [
  'title',
  'loading',
  'failed.title',
  'failed',
  'broken',
  'retry',
  'unavailable',
]);
