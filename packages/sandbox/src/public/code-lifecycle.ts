/**
 * Codes and vouchers (pix, spei, oxxo, qra, boleto, pfc) stay `issued` until paid. The sandbox pays them through
 * the control endpoint `POST /sandbox/charges/{uuid}/pay`, or by itself after `metadata.sandbox_auto_pay_seconds`
 * (counted from when the code was issued); an unpaid code moves to `canceled` at its expiry. Both fire webhooks.
 */

import { hasLiveCode } from '../charges/codes.ts';
import type { SandboxCore } from '../core.ts';
import type { Charge } from '../models.ts';

export const AUTO_PAY_METADATA_KEY = 'sandbox_auto_pay_seconds';
const SWEEP_EVERY_MS = 250;

/** When the sandbox pays this code by itself, if the merchant asked for it (codes made at charge creation too). */
function autoPayAt(charge: Charge): number | undefined {
  const seconds = charge.metadata?.[AUTO_PAY_METADATA_KEY];
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const issued = charge.internal.codeIssuedAt;
  return typeof issued === 'number' ? issued + seconds * 1000 : undefined;
}

/** Applies auto-pay and expiry to every issued code charge, by the sandbox clock. */
export function sweepCodes(core: SandboxCore): void {
  const now = core.now();
  for (const charge of core.charges.values()) {
    if (!hasLiveCode(charge)) continue;
    const { expiresAt } = charge.internal;
    const payAt = autoPayAt(charge);
    try {
      if (payAt !== undefined && now >= payAt && (typeof expiresAt !== 'number' || payAt < expiresAt)) {
        core.transition(charge, 'paid', 'sandbox auto-pay');
      } else if (typeof expiresAt === 'number' && now >= expiresAt) {
        core.transition(charge, 'canceled', 'payment code expired');
      }
    } catch {
      // A concurrent change made the transition illegal; the next sweep sees the new status.
    }
  }
}

const sweepers = new WeakMap<SandboxCore, ReturnType<typeof setInterval>>();

/** Runs the sweep in the background for this sandbox (unref'd: it never keeps the process alive). */
export function startCodeSweeper(core: SandboxCore): void {
  if (sweepers.has(core)) return;
  const timer = setInterval(() => sweepCodes(core), SWEEP_EVERY_MS);
  timer.unref();
  sweepers.set(core, timer);
}

export function stopCodeSweeper(core: SandboxCore): void {
  const timer = sweepers.get(core);
  if (timer) clearInterval(timer);
  sweepers.delete(core);
}
