import { keyed } from '../locales/catalogue.ts';

export type ChallengeMessageKey =
  | 'title'
  | 'close'
  | 'frame'
  | 'confirm'
  | 'keep'
  | 'abandon'
  | 'loading'
  | 'source';

export const challengeMessages = keyed<ChallengeMessageKey>()('challenge', [
  'title',
  'loading',
  'close',
  'frame',
  'confirm',
  'keep',
  'abandon',
  'source',
]);
