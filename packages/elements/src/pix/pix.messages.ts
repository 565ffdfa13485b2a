import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export type PixMessageKey = keyof typeof en;

/**
 * Pix wording; the shared waiting-screen wording is in `codes/code.messages.ts`.
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const pixMessages = messages<typeof en>('pix', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    pix: PixMessageKey;
  }
}
