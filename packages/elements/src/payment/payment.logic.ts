/**
 * The payment elements' timings (no DOM): the defaults of their timing properties and the bounds a value is held to,
 * which the elements declare and the flow applies. How the flow reads an answer is `flow.logic.ts`.
 */

/** The 10-second rule (domain facts §1.2): the 3DS Method's longest wait. */
export const METHOD_TIMEOUT_MS = 10_000;

/** Default time a shopper has for a 3DS challenge or a decoupled (bank app) approval. */
export const CHALLENGE_TIMEOUT_MS = 10 * 60_000;

/** Default time the pay call may take, retries included, before the outcome is reported as not known. */
export const PAY_TIMEOUT_MS = 30_000;

export { isSuccess } from '../domain/polling.ts';

/** A finite positive `ms` clamped to `low`–`high`; anything else (NaN, "10m", 0, a negative number) `fallback`. */
const clamp = (ms: unknown, fallback: number, low: number, high: number): number =>
  Number.isFinite(ms) && (ms as number) > 0 ? Math.min(high, Math.max(low, ms as number)) : fallback;

/**
 * A usable challenge timeout: 10 s – 30 min, else the default of 10 minutes. A challenge is never closed at once
 * by a bad value.
 */
export const clampChallengeTimeout = (ms: unknown): number =>
  clamp(ms, CHALLENGE_TIMEOUT_MS, 10_000, 1_800_000);

/** A usable pay timeout: 5 s – 2 min, else 30 s. */
export const clampPayTimeout = (ms: unknown): number => clamp(ms, PAY_TIMEOUT_MS, 5_000, 120_000);
