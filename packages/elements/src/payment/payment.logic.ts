/** Pure rules of the payment flow (no DOM): timings, answer checks, decline wording, error classes. */
import { CHALLENGE_TIMEOUT_MS, PAY_TIMEOUT_MS } from './payment.defaults.ts';
import type { PaymentMessageKey } from './payment.messages.ts';

export { CHALLENGE_TIMEOUT_MS, isSuccess, METHOD_TIMEOUT_MS, PAY_TIMEOUT_MS } from './payment.defaults.ts';

/** The range a merchant's `challenge-timeout` is clamped to. */
export const CHALLENGE_TIMEOUT_RANGE = [10_000, 30 * 60_000] as const;

/**
 * A usable challenge timeout: a finite positive number is clamped to 10 s – 30 min; anything else (NaN, "10m",
 * 0, a negative number) takes the default of 10 minutes. A challenge is never closed at once by a bad value.
 */
export function clampChallengeTimeout(ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return CHALLENGE_TIMEOUT_MS;
  const [low, high] = CHALLENGE_TIMEOUT_RANGE;
  return Math.min(high, Math.max(low, ms));
}

export const PAY_TIMEOUT_RANGE = [5_000, 120_000] as const;

/** A usable pay timeout: finite positive numbers clamped to 5 s – 2 min, anything else 30 s. */
export function clampPayTimeout(ms: unknown): number {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms <= 0) return PAY_TIMEOUT_MS;
  const [low, high] = PAY_TIMEOUT_RANGE;
  return Math.min(high, Math.max(low, ms));
}

/** When the "still working" notice shows: after 4 s, or sooner for a short pay timeout. */
export const slowAfter = (payTimeoutMs: number): number => Math.min(4_000, Math.round(payTimeoutMs / 3));

/** An answer the flow can act on: an object whose `status` is a non-empty string. Anything else is unreadable. */
export function isReadable(answer: unknown): answer is { status: string } {
  return (
    !!answer &&
    typeof answer === 'object' &&
    !Array.isArray(answer) &&
    typeof (answer as { status?: unknown }).status === 'string' &&
    (answer as { status: string }).status.trim() !== ''
  );
}

/** The localized message of a decline code from the service. */
export function declineMessageKey(code: string | undefined): PaymentMessageKey {
  switch ((code ?? '').toUpperCase()) {
    case 'INSUFFICIENT_FUNDS':
      return 'error.insufficient_funds';
    case 'EXPIRED_CARD':
    case 'CARD_EXPIRED':
      return 'error.expired_card';
    case 'INVALID_CVV':
    case 'INCORRECT_CVC':
      return 'error.invalid_cvv';
    case 'DO_NOT_HONOR':
      return 'error.do_not_honor';
    case 'AUTHENTICATION_FAILED':
      return 'error.authentication';
    default:
      return 'error.declined';
  }
}

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
