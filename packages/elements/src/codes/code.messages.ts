import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export type CodeMessageKey = keyof typeof en;

/**
 * The wording every code element shares: the input step, the waiting screen, copy, the countdown, expiry and
 * print. `{method}` is the method's own `name` (Pix, SPEI, …); amounts and dates come formatted with Intl.
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const codeMessages = messages<typeof en>('code', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    code: CodeMessageKey;
  }
}
