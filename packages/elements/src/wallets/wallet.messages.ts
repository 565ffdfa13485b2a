import { messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';

export type WalletMessageKey = keyof typeof en;

/**
 * The wording of the wallet elements (the payment flow's own wording is in `payment/payment.messages.ts`).
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const walletMessages = messages<typeof en>('wallet', import.meta.glob('./locales/*.ts'));

declare module '../controllers/messages.ts' {
  interface MessageTables {
    wallet: WalletMessageKey;
  }
}
