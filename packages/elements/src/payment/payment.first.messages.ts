import { keyed } from '../locales/catalogue.ts';

/** The two keys below, in this order: the first ones of `paymentMessages` (see below). */
export const FIRST_PAYMENT_KEYS = ['paying', 'error.refused'] as const;

/**
 * The two words of the payment flow a card form shows before its pay chunk is there: "Paying…" on Pay while the
 * chunk loads, and the refusal when it cannot load. A table of its own (the `payment` namespace, like
 * `paymentMessages`, whose key list spreads these first), so that the form's first load carries only these.
 * A built locale chunk finds a word by its index in the key list (build/compact-locales.ts): these keys must
 * stay the first ones of `paymentMessages`, in this order (the spread first keeps them so; locales.compact.test).
 */
export const firstPaymentMessages = keyed<(typeof FIRST_PAYMENT_KEYS)[number]>()(
  'payment',
  FIRST_PAYMENT_KEYS,
);
