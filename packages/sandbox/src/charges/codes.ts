/**
 * Payment codes and vouchers (pix, spei, oxxo, qra, boleto, pfc) of a charge: issued the same way by charge
 * creation and by the public pay endpoint (one merchant name: the wallet's), and voided when another method
 * pays the charge, so that no code stays payable on a charge paid otherwise.
 */
import { PAYABLE_STATUSES, type PayloadMethodName, type TypeCharge } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { Charge } from '../models.ts';
import { isPayloadMethod, payloadExpiresAt, paymentPayloadFor } from '../payloads/index.ts';

/** Generates the code for `method`, makes it the charge's payment_payload, and starts its expiry clock. */
export async function issueCode(core: SandboxCore, charge: Charge, method: PayloadMethodName): Promise<void> {
  const now = core.now();
  const sequence = Number(charge.internal.codeCount ?? 0) + 1;
  charge.internal.codeCount = sequence;
  const payload = await paymentPayloadFor(method, {
    sequence,
    charge_uuid: charge.charge_uuid,
    value: charge.value,
    due_date: charge.due_date ?? undefined,
    merchant_name: core.walletOf(charge).name,
    now,
  });
  if (charge.payment_payload) voidCode(core, charge, `replaced by a new ${method} code`);
  charge.type_charge = method;
  charge.payment_payload = { ...payload };
  charge.internal.codeMethod = method;
  charge.internal.expiresAt = payloadExpiresAt(method, payload);
  charge.internal.codeIssuedAt = now;
}

/**
 * True while the charge carries a code the shopper can still pay: the charge is payable (issued, or error after a
 * declined card), the code is its current method, and it was neither voided nor expired.
 */
export function hasLiveCode(charge: Charge): boolean {
  return (
    PAYABLE_STATUSES.includes(charge.status) &&
    charge.payment_payload !== null &&
    charge.type_charge !== null &&
    isPayloadMethod(charge.type_charge)
  );
}

/**
 * Voids the charge's code, if any: it leaves the charge (payment_payload null) and can no longer be paid (the
 * control pay and auto-pay refuse it). Called when a pay attempt with another method goes ahead.
 */
export function voidCode(core: SandboxCore, charge: Charge, reason: string): void {
  if (!charge.payment_payload) return;
  const voided = (charge.internal.voidedCodes as unknown[] | undefined) ?? [];
  voided.push({ type_charge: charge.internal.codeMethod ?? charge.type_charge, at: core.isoNow(), reason });
  charge.internal.voidedCodes = voided;
  charge.payment_payload = null;
  delete charge.internal.expiresAt;
  delete charge.internal.codeIssuedAt;
  delete charge.internal.codeMethod;
}

/** A pay attempt with `method` goes ahead: a code of another method is voided, and the charge takes `method`. */
export function takeMethod(core: SandboxCore, charge: Charge, method: TypeCharge): void {
  if (charge.payment_payload && charge.internal.codeMethod !== method) {
    voidCode(core, charge, `the shopper paid with ${method}`);
  }
  charge.type_charge = method;
}
