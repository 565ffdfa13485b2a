/**
 * Which merchant actions the service accepts on a charge, from the sandbox's own rules (its reading of the seed, in
 * packages/sandbox/src/contract.ts): the console never keeps a second copy of them. Pure, no DOM.
 */
import {
  CANCELABLE,
  CAPTURABLE,
  type ChargeStatus,
  NON_REFUNDABLE_METHODS,
  PAYABLE_STATUSES,
  PAYLOAD_METHODS,
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

/** Why the sandbox's "mark the code paid" would be refused: the key of the hint shown next to it. */
export type CodeRefusal = 'codeMethod' | 'codeStatus' | 'codeNone';

/**
 * `undefined` when the sandbox's control endpoint can pay the charge's code (its own rule, `hasLiveCode` in
 * packages/sandbox/src/charges/codes.ts: a code method's charge, still payable, with its `payment_payload`); else
 * why not: not a code method (a card, a wallet, no method yet), no longer payable (paid, canceled…), or no code.
 */
export function codeRefusal(
  status: string,
  method: string | null | undefined,
  hasCode: boolean,
): CodeRefusal | undefined {
  // No method yet (nothing paid or issued): no code; a card or a wallet: never one.
  if (method === null || method === undefined) return 'codeNone';
  if (!has(PAYLOAD_METHODS, method)) return 'codeMethod';
  if (!has(PAYABLE_STATUSES, status)) return 'codeStatus';
  return hasCode ? undefined : 'codeNone';
}
