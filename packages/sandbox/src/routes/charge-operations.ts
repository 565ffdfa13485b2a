/**
 * Capture, refund and cancel (seed §4). Each checks the charge's wallet and status; an illegal operation is a
 * 409 INVALID_STATE naming the current status, never a silent change.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { CANCELABLE, CAPTURABLE, type ChargeStatus, ERROR_CODES, REFUNDABLE } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validateBody } from '../http/errors.ts';
import type { Charge } from '../models.ts';
import { chargeFull } from '../serialize.ts';

const refundSchema = z.object({ reason: z.string().min(1).max(500).optional() });

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
    const { reason } = validateBody(c, refundSchema);
    const charge = load(c.get('clientId'), c.req.param('charge'), c.req.param('wallet'));
    if (!REFUNDABLE.includes(charge.status)) throw refuse(charge, 'refund', REFUNDABLE);
    charge.refund_reason = reason ?? null;
    core.transition(charge, 'refunded', reason ? `refund: ${reason}` : 'refund');
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
