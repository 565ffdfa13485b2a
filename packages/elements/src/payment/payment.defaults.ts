/**
 * The defaults an element shows before it pays (its timeout properties) and the success test it renders by, apart
 * from the flow's rules (`payment.logic.ts`, which re-exports them): the card's first load takes these and leaves
 * the flow's code to its pay chunk.
 */

/** The 10-second rule (domain facts §1.2): the 3DS Method's longest wait. */
export const METHOD_TIMEOUT_MS = 10_000;

/** Default time a shopper has for a 3DS challenge or a decoupled (bank app) approval. */
export const CHALLENGE_TIMEOUT_MS = 10 * 60_000;

/** Default time the pay call may take, retries included, before the outcome is reported as not known. */
export const PAY_TIMEOUT_MS = 30_000;

/** Statuses that end a payment successfully. */
export const isSuccess = (status: string): boolean => status === 'paid' || status === 'confirmed';
