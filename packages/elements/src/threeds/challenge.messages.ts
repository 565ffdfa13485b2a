import type { Messages } from '../controllers/localize.ts';

export type ChallengeMessageKey = 'title' | 'close' | 'frame' | 'confirm' | 'keep' | 'abandon';

export const challengeMessages: Messages<ChallengeMessageKey> = {
  ns: 'challenge',
  en: {
    title: 'Confirm the payment with your bank',
    close: 'Close bank verification',
    frame: 'Bank verification',
    confirm: 'Stop the bank verification? The payment will be canceled and no money will be taken.',
    keep: 'Continue verification',
    abandon: 'Cancel payment',
  },
};
