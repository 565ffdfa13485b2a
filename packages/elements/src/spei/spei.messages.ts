import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export type SpeiMessageKey = keyof typeof en;

/**
 * SPEI wording; the shared waiting-screen wording is in `codes/code.messages.ts`.
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const speiMessages = messages<typeof en>('spei', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    spei: SpeiMessageKey;
  }
}
