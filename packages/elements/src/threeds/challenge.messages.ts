import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export type ChallengeMessageKey = keyof typeof en;

/**
 * The 3DS challenge dialog's wording.
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const challengeMessages = messages<typeof en>('challenge', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    challenge: ChallengeMessageKey;
  }
}
