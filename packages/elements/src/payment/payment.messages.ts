import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export type PaymentMessageKey = keyof typeof en;

/**
 * The wording of the shared payment flow (`flow.ts`), the same for every method element: progress, the service's answers, 3DS, and the honest "we do not know yet" notice.
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const paymentMessages = messages<typeof en>('payment', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    payment: PaymentMessageKey;
  }
}
