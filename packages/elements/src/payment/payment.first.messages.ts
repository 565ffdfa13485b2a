import type { Messages } from '../controllers/localize.ts';

/**
 * The two words of the payment flow a card form shows before its pay chunk is there: "Paying…" on Pay while the
 * chunk loads, and the refusal when it cannot load. A table of its own (the `payment` namespace, like
 * `paymentMessages`, whose English table spreads it first), so that the form's first load carries only these.
 * A built locale chunk finds a word by its index in the English table (build/compact-locales.ts): these keys must
 * stay the first ones of `paymentMessages.en`, in this order (the spread first keeps them so; locales.compact.test).
 */
export const firstPaymentMessages: Messages<'paying' | 'error.refused'> = {
  ns: 'payment',
  en: {
    paying: 'Paying…',
    'error.refused': 'The payment could not be processed. Check the details and try again.',
  },
};
