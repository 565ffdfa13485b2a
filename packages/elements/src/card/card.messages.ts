import { type Messages, messages } from '../controllers/localize.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import { paymentMessages } from '../payment/payment.messages.ts';
import type en from './locales/en.ts';

export type CardMessageKey = keyof typeof en;

/**
 * `<tucan-card>` wording (the checks' keys: `domain/validate.ts`).
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const cardMessages = messages<typeof en>('card', import.meta.glob('./locales/*.ts'));

/**
 * The tables an inline card's first render shows: its form's, the payment's progress (Pay's "Paying…"), the card's
 * own. The result's words come with the payment's code (`card.payment.ts`).
 */
export const CARD_TABLES: readonly Messages<string>[] = [cardMessages, paymentMessages, frameMessages];

declare module '../controllers/messages.ts' {
  interface MessageTables {
    card: CardMessageKey;
  }
}
