/**
 * Pure rules of the payment flow (no DOM), which only the flow applies (it comes with a card's payment code): which
 * charge a press acts on, when the "still working" notice shows, which answers it can read, the decline wording, the errors after which the outcome is
 * not known, how long a 429 is waited out. The elements' timing defaults are `payment.logic.ts`.
 */
import {
  type PayRequest,
  type PayResponse,
  TucanApiError,
  type ValidateAuthenticationResponse,
} from '@tucan/client';
import type { PaymentMessageKey } from './payment.messages.ts';

/** One logical payment attempt: the charge the shopper approved it for, its Idempotency-Key and its request. */
export interface Attempt {
  readonly charge: string;
  readonly key: string;
  readonly request: PayRequest;
}

/**
 * **Decision** (docs/contract.md P8): the charge a press of Pay (or "Check payment", or the check back online) acts
 * on. While the last attempt's outcome is not known, that attempt's own charge: it is checked there, under its key,
 * and never replaced by a new attempt, so a new `charge-uuid` starts no payment by itself (it is paid only by a new
 * press once that outcome is known). Otherwise the charge the shopper is shown (`current`).
 */
export const chargeOfPress = (attempt: Attempt | undefined, unknown: boolean, current: string): string =>
  (unknown && attempt?.charge) || current;

/** When the "still working" notice shows: after 4 s, or sooner for a short pay timeout. */
export const slowAfter = (payTimeoutMs: number): number => Math.min(4_000, Math.round(payTimeoutMs / 3));

/** The answers the flow acts on: pay and validate share these fields. */
export type Answer = Partial<PayResponse> & Partial<ValidateAuthenticationResponse> & { status: string };

/** Extra tries of the same key when a success answer cannot be read (the service replays its stored answer). */
export const UNREADABLE_RETRIES = 2;

/** An answer the flow can act on: one whose `status` is a non-empty string. Anything else is unreadable. */
export function isReadable(answer: unknown): answer is { status: string } {
  const status = (answer as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'string' && status.trim() !== '';
}

const DECLINES: Readonly<Record<string, PaymentMessageKey>> = {
  INSUFFICIENT_FUNDS: 'error.insufficient_funds',
  EXPIRED_CARD: 'error.expired_card',
  CARD_EXPIRED: 'error.expired_card',
  INVALID_CVV: 'error.invalid_cvv',
  INCORRECT_CVC: 'error.invalid_cvv',
  DO_NOT_HONOR: 'error.do_not_honor',
  // Not a decline: the acquirer could not process the card (status `error`, nothing taken, the charge payable again).
  PROCESSING_ERROR: 'error.processing',
  AUTHENTICATION_FAILED: 'error.authentication',
};

/** The localized message of a decline code from the service. */
export const declineMessageKey = (code: string | undefined): PaymentMessageKey =>
  DECLINES[(code ?? '').toUpperCase()] ?? 'error.declined';

/**
 * Errors after which the request may or may not have been processed: no answer, a timeout, or a 5xx after the
 * client's retries. The attempt keeps its Idempotency-Key and the outcome is reported as not known.
 */
export function isUnknownOutcome(error: unknown): boolean {
  const e = error as { kind?: string; status?: number; code?: string } | undefined;
  if (!e || typeof e !== 'object') return true;
  if (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'aborted') return true;
  // 409 IDEMPOTENCY_KEY_IN_USE: the first request of this key is still running; 408: the service gave up waiting.
  if (e.status === 409 && e.code === 'IDEMPOTENCY_KEY_IN_USE') return true;
  return e.kind === 'api' && ((e.status ?? 0) >= 500 || e.status === 408);
}

/**
 * A 429 on pay: the flow waits its `Retry-After` (the seed's is 60 s) and tries again under the same key, telling
 * the shopper how long, up to this many seconds per wait and this many waits per attempt (**assumption**,
 * docs/contract.md). A longer wait, or another 429 after these, ends in `error.rate_limited`.
 */
const MAX_RATE_WAIT_S = 120;
export const MAX_RATE_WAITS = 3;

/** The seconds to wait before paying again after a 429 the flow waits out, else undefined. */
export function rateLimitWait(error: unknown): number | undefined {
  const e = error instanceof TucanApiError ? error : undefined;
  if (e?.kind !== 'rate_limited' || e.retryAfter === undefined || e.retryAfter > MAX_RATE_WAIT_S)
    return undefined;
  return Math.max(1, e.retryAfter);
}
