import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export type CheckoutMessageKey = keyof typeof en;

/**
 * `<tucan-checkout>` wording: the frame around the method elements, which word their own forms.
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const checkoutMessages = messages<typeof en>('checkout', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    checkout: CheckoutMessageKey;
  }
}
