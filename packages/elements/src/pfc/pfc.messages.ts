import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export type PfcMessageKey = keyof typeof en;

/**
 * Pago Fácil wording; the shared waiting-screen wording is in `codes/code.messages.ts`.
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const pfcMessages = messages<typeof en>('pfc', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    pfc: PfcMessageKey;
  }
}
