/**
 * Capture, refund and cancel (seed §4). Each checks the charge's wallet and status; an illegal operation is a
 * 409 INVALID_STATE naming the current status, never a silent change. Refunds may be partial (assumption): each
 * takes `value` (default: all that is left), they add up to at most the captured amount, and the charge becomes
 * `refunded` when fully refunded; cash payments (oxxo, boleto, pfc) cannot be refunded (422).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { checkedAmount } from '../charges/amount.ts';
import {
  CANCELABLE,
  CAPTURABLE,
  type ChargeStatus,
  ERROR_CODES,
  MINOR_UNITS,
  NON_REFUNDABLE_METHODS,
  REFUNDABLE,
  roundMinor,
} from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validateBody } from '../http/errors.ts';
import type { Charge } from '../models.ts';
import { chargeFull } from '../serialize.ts';

export const refundSchema = z.object({
  reason: z.string().min(1).max(500).optional(),
  value: z.number().positive('must be greater than 0').max(1_000_000_000).optional(),
});

/** Integer minor units, so partial refunds add up exactly. */
const minor = (value: number, currency: string) => Math.round(value * 10 ** (MINOR_UNITS[currency] ?? 2));

function refuse(charge: Charge, operation: string, allowed: readonly ChargeStatus[]): ApiError {
  return ApiError.one(
    409,
    ERROR_CODES.invalidState,
    'status',
    `Cannot ${operation} a charge that is ${charge.status}; allowed from: ${allowed.join(', ')}`,
  );
}

export function chargeOperationRoutes(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });
  const load = (clientId: string | undefined, chargeUuid: string, walletUuid: string) => {
    const charge = core.ownedCharge(clientId ?? '', chargeUuid.toLowerCase());
    if (charge.wallet_uuid !== walletUuid.toLowerCase()) throw ApiError.notFound('charge in this wallet');
    return charge;
  };

  app.post('/charge/:charge/capture/:wallet', (c) => {
    const charge = load(c.get('clientId'), c.req.param('charge'), c.req.param('wallet'));
    if (!CAPTURABLE.includes(charge.status)) throw refuse(charge, 'capture', CAPTURABLE);
    core.transition(charge, 'paid', 'captured');
    return c.json(chargeFull(charge));
  });

  app.post('/charge/:charge/refund/:wallet', (c) => {
    const input = validateBody(c, refundSchema);
    const charge = load(c.get('clientId'), c.req.param('charge'), c.req.param('wallet'));
    if (!REFUNDABLE.includes(charge.status)) throw refuse(charge, 'refund', REFUNDABLE);
    if (charge.type_charge && NON_REFUNDABLE_METHODS.includes(charge.type_charge)) {
      throw ApiError.one(
        422,
        ERROR_CODES.refundNotSupported,
        'type_charge',
        `A ${charge.type_charge} payment was made in cash and cannot be refunded through the service; refund the shopper by other means`,
      );
    }
    const currency = charge.currency;
    // What the card was charged (the installment plan's interest included, contract B6a) is what can be refunded.
    const left = minor(charge.total_value, currency) - minor(charge.refunded_value, currency);
    const value =
      input.value === undefined
        ? left / 10 ** (MINOR_UNITS[currency] ?? 2)
        : checkedAmount(input.value, currency);
    if (minor(value, currency) > left) {
      throw ApiError.one(
        422,
        ERROR_CODES.outOfRange,
        'value',
        `At most ${roundMinor(left / 10 ** (MINOR_UNITS[currency] ?? 2), currency)} ${currency} of this charge can still be refunded`,
      );
    }
    charge.refunds.push({
      refund_uuid: randomUUID(),
      value,
      reason: input.reason ?? null,
      created_at: core.isoNow(),
    });
    charge.refunded_value = roundMinor(charge.refunded_value + value, currency);
    charge.refund_reason = input.reason ?? charge.refund_reason;
    charge.updated_at = core.isoNow();
    if (minor(value, currency) === left) {
      core.transition(charge, 'refunded', input.reason ? `refund: ${input.reason}` : 'refund');
    }
    return c.json(chargeFull(charge));
  });

  app.post('/charge/:charge/cancel/:wallet', (c) => {
    const charge = load(c.get('clientId'), c.req.param('charge'), c.req.param('wallet'));
    if (!CANCELABLE.includes(charge.status)) throw refuse(charge, 'cancel', CANCELABLE);
    core.transition(charge, 'canceled', 'merchant cancel');
    return c.json(chargeFull(charge));
  });
  return app;
}
