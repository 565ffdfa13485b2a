/** Moving a charge to the result of a payment attempt, always through the core's state machine. */
import type { SandboxCore } from '../core.ts';
import type { ErrorEntry } from '../http/errors.ts';
import type { Charge } from '../models.ts';

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
