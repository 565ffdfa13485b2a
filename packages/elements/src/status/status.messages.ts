import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';
import { isChargeStatus } from './status.logic.ts';

export type StatusMessageKey = keyof typeof en;

/**
 * Status-screen wording: a title and a body per status (the seed's 12, then the unknown status's), the visual
 * states' names. `{amount}` is filled with Intl.NumberFormat in the charge currency. One module per locale beside
 * it (`locales/<locale>.ts`), loaded on demand.
 */
export const statusMessages = messages<typeof en>('status', import.meta.glob('./locales/*.ts'));

/** The key of a status's title (an unknown status gets the neutral one). */
export const titleKey = (status: string): StatusMessageKey =>
  `${isChargeStatus(status) ? status : 'unknown'}.title`;

declare module '../controllers/messages.ts' {
  interface MessageTables {
    status: StatusMessageKey;
  }
}
