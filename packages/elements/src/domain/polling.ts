/**
 * How often to ask for the status of a payment code (pure). Fast for the first minute, when a shopper who
 * pays at once is still watching, then slower: 2 s, then 10 s after a minute.
 */
export const POLL_FAST_MS = 2_000;
export const POLL_SLOW_MS = 10_000;
export const POLL_FAST_FOR_MS = 60_000;

/** The wait before the next status request, given how long the element has been polling. */
export const pollDelay = (elapsedMs: number): number =>
  elapsedMs < POLL_FAST_FOR_MS ? POLL_FAST_MS : POLL_SLOW_MS;

/** Statuses that end a payment successfully. */
export const isSuccess = (status: string): boolean => status === 'paid' || status === 'confirmed';

/** Statuses after which a code is no longer waited for: anything but `issued` and `pending`. */
export const isFinalStatus = (status: string): boolean =>
  status !== '' && status !== 'issued' && status !== 'pending';
