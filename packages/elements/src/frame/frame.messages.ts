import { keyed } from '../locales/catalogue.ts';

export type FrameMessageKey =
  | 'title'
  | 'loading'
  | 'failed.title'
  | 'failed'
  | 'broken'
  | 'retry'
  | 'unavailable'
  | 'base_url'
  | 'base_url.title';

/**
 * The words `<tucan-card isolation="frame">` shows itself (the form's own words are the card's, in the frame), and
 * `base_url`, which every element that takes `base-url` shows when it refuses it (`internal/base-url.ts`).
 */
export const frameMessages = keyed<FrameMessageKey>()('frame', [
  'title',
  'loading',
  'failed.title',
  'failed',
  'broken',
  'retry',
  'unavailable',
  'base_url',
  'base_url.title',
]);
