/**
 * Which merchant actions the service accepts on a charge, from the sandbox's own rules (its reading of the seed, in
 * packages/sandbox/src/contract.ts): the console never keeps a second copy of them. Pure, no DOM.
 */
import {
  CANCELABLE,
  CAPTURABLE,
  type ChargeStatus,
  NON_REFUNDABLE_METHODS,
  REFUNDABLE,
  type TypeCharge,
} from '../../packages/sandbox/src/contract.ts';

export type MerchantAction = 'capture' | 'refund' | 'cancel';
/** Why an action is refused: the key of the hint the console shows next to it. */
export type Refusal = 'capture' | 'refund' | 'refundCash' | 'cancel';

const has = (list: readonly string[], value: string | null | undefined) =>
  value !== null && value !== undefined && list.includes(value);

/** `undefined` when the service accepts the action on a charge in `status` paid with `method`; else why not. */
export function refusal(
  action: MerchantAction,
  status: string,
  method: string | null | undefined,
): Refusal | undefined {
  if (action === 'capture') return has(CAPTURABLE, status) ? undefined : 'capture';
  if (action === 'cancel') return has(CANCELABLE, status) ? undefined : 'cancel';
  if (!has(REFUNDABLE, status)) return 'refund';
  return has(NON_REFUNDABLE_METHODS, method) ? 'refundCash' : undefined;
}

export type { ChargeStatus, TypeCharge };
