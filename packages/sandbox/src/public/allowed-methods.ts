/** The methods a shopper may use on a charge: the payment link's or checkout's own list, else the wallet's. */
import type { TypeCharge } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { Charge } from '../models.ts';

export function allowedMethodsOf(core: SandboxCore, charge: Charge): readonly TypeCharge[] {
  const own = charge.internal.allowedMethods;
  if (Array.isArray(own)) return own as TypeCharge[];
  return core.walletOf(charge).allowed_methods;
}
