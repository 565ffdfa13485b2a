import { type LocalizeController, messages } from '../controllers/localize.ts';
import type en from './locales/en.ts';
import type { PaymentView } from './payment-state.ts';

export type PaymentMessageKey = keyof typeof en;

/**
 * The wording of the shared payment flow (`flow.ts`), the same for every method element: progress, the service's answers, 3DS, and the honest "we do not know yet" notice.
 * One module per locale beside it (`locales/<locale>.ts`), loaded on demand.
 */
export const paymentMessages = messages<typeof en>('payment', import.meta.glob('./locales/*.ts'));

/**
 * What the live region says as an attempt starts (`PaymentHost.payingText`) for an element with no amount of its
 * own to say: "Checking…" when the attempt is "Check payment" (nothing new is approved), else the flow's default.
 */
export const checkingText = (payment: PaymentView, l10n: LocalizeController): string | undefined =>
  payment.outcomeUnknown ? l10n.t(paymentMessages, 'checking') : undefined;

// Besides these words, an element that pays shows the 3DS dialog's (the flow opens it: `threeds/`) and a refused
// `base-url`'s (`frame`): their tables' `MessageTables` entries come with these in the published declarations too,
// so every paying element's `messages` take their words.
export type {} from '../frame/frame.messages.ts';
export type {} from '../threeds/challenge.messages.ts';

declare module '../controllers/messages.ts' {
  interface MessageTables {
    payment: PaymentMessageKey;
  }
}
