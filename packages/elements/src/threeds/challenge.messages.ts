import type { Messages } from '../controllers/localize.ts';

export type ChallengeMessageKey = 'title' | 'close' | 'frame' | 'confirm' | 'keep' | 'abandon' | 'loading';

export const challengeMessages: Messages<ChallengeMessageKey> = {
  ns: 'challenge',
  en: {
    title: 'Confirm with your bank',
    loading: 'Opening your bank’s page…',
    close: 'Close bank verification',
    frame: 'Bank verification',
    confirm: 'Stop the bank verification? The payment will be canceled and no money will be taken.',
    keep: 'Continue verification',
    abandon: 'Cancel payment',
  },
};
