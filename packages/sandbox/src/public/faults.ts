/** Fault injection on the pay endpoint, driven by the charge amount (../scenarios.ts FAULT_AMOUNTS). */
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import type { Charge } from '../models.ts';
import { type Fault, faultFor, SLOW_RESPONSE_MS } from '../scenarios.ts';

export function chargeFault(charge: Charge): Fault | undefined {
  return faultFor(charge.value);
}

/** Before processing: the first attempt of a transient-5xx charge answers 503 and changes nothing. */
export function beforePay(charge: Charge, fault: Fault | undefined): void {
  if (fault !== 'transient5xx' || charge.internal.transientServed) return;
  charge.internal.transientServed = true;
  throw new ApiError(
    503,
    [
      {
        code: 'SERVICE_UNAVAILABLE',
        source: 'server',
        description: 'Temporary failure; retry with the same Idempotency-Key',
      },
    ],
    { 'Retry-After': '1' },
  );
}

/** After processing: delay the answer, or drop the connection once the result is stored. */
export async function afterPay(
  c: Context<SandboxEnv>,
  charge: Charge,
  fault: Fault | undefined,
): Promise<void> {
  if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_RESPONSE_MS));
  if (fault === 'dropResponse' && !charge.internal.dropServed) {
    charge.internal.dropServed = true;
    // The result is already recorded (and stored for Idempotency-Key replay); the client never hears it.
    (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing?.destroy();
  }
}
