/** Moving a charge to the result of a payment attempt, always through the core's state machine. */
import type { SandboxCore } from '../core.ts';
import type { ErrorEntry } from '../http/errors.ts';
import type { Charge } from '../models.ts';

/**
 * A new payment attempt goes ahead (its request passed every check): what the charge said of the attempt before
 * (a decline's `error`, Apple Pay's `applepay_payload`, a challenge's `url_3ds`) goes, so that the answer, the
 * merchant's GET and the webhooks speak of this attempt alone.
 */
export function beginAttempt(charge: Charge): void {
  charge.error = null;
  charge.applepay_payload = null;
  charge.url_3ds = null;
}

/**
 * A payment code was issued: the charge awaits that code's payment, `issued`, as a charge created with a code does
 * (**assumption** B2a). After a failed attempt (`error`: a declined card or wallet) this is a new status, recorded
 * in the history and sent as a webhook; a charge already `issued` stays so.
 */
export function awaitCode(core: SandboxCore, charge: Charge, method: string): void {
  if (charge.status !== 'issued') core.transition(charge, 'issued', `${method} code issued`);
}

/** Approved: `confirmed`, then `paid` at once unless the merchant asked for a separate capture. */
export function approve(core: SandboxCore, charge: Charge, reason: string): void {
  charge.error = null;
  core.transition(charge, 'confirmed', reason);
  if (charge.capture) core.transition(charge, 'paid', `${reason} (captured)`);
}

/** Declined or failed: `error`; the charge stays payable for another attempt. */
export function decline(core: SandboxCore, charge: Charge, error: ErrorEntry, reason: string): void {
  charge.error = error;
  core.transition(charge, 'error', reason);
}

/**
 * The history's words for a refused card: a decline says so; a `PROCESSING_ERROR` is no decline (nothing was taken
 * and the charge stays payable), so its line names the code: `card payment not processed (PROCESSING_ERROR)`.
 */
export function declineReason(what: string, code: string): string {
  return code === 'PROCESSING_ERROR' ? `${what} payment not processed (${code})` : `${what} declined`;
}

/** The shopper abandoned the attempt (3DS cancelled or timed out): `canceled`. */
export function abandon(core: SandboxCore, charge: Charge, reason: string): void {
  core.transition(charge, 'canceled', reason);
}

export { PAYABLE_STATUSES } from '../contract.ts';
