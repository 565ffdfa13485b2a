import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export type QraMessageKey = keyof typeof en;

/**
 * QR (Argentina) wording; the shared waiting-screen wording is in `codes/code.messages.ts`.
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const qraMessages = messages<typeof en>('qra', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    qra: QraMessageKey;
  }
}
