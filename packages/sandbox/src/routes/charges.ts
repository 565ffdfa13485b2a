/**
 * Charge create, get and list (seed §4). POST /charge and POST /api/v1/bank/wallet/charge/ are one operation with
 * one validation; /charge answers the short form 2.3, the wallet path the full object 2.4 (assumption).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { createCharge } from '../charges/create.ts';
import { chargeSchema, pixChargeSchema } from '../charges/schema.ts';
import { CHARGE_STATUSES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validate, validateBody } from '../http/errors.ts';
import { pageQuery, paginate } from '../http/pagination.ts';
import { chargeFull, chargeShort } from '../serialize.ts';

export const listQuery = z.object({
  ...pageQuery,
  reference_external_id: z.string().min(1).optional(),
  wallet_uuid: z.uuid().optional(),
  status: z.enum(CHARGE_STATUSES).optional(),
});

/** POST /charge (and /api/v1/charge): returns the short response 2.3. */
export function shortChargeRoute(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });
  app.post('/', async (c) => {
    const charge = await createCharge(core, c.get('clientId') ?? '', validateBody(c, chargeSchema));
    return c.json(chargeShort(charge), 201);
  });
  return app;
}

export function chargeRoutes(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });
  app.post('/charge', async (c) => {
    const charge = await createCharge(core, c.get('clientId') ?? '', validateBody(c, chargeSchema));
    return c.json(chargeFull(charge), 201);
  });
  app.post('/charge/pix', async (c) => {
    const input = validateBody(c, pixChargeSchema);
    const charge = await createCharge(core, c.get('clientId') ?? '', { ...input, type_charge: 'pix' });
    return c.json(chargeFull(charge), 201);
  });
  app.get('/charge/:uuid', (c) => {
    const charge = core.ownedCharge(c.get('clientId') ?? '', c.req.param('uuid').toLowerCase());
    return c.json(chargeFull(charge));
  });
  app.get('/charges', (c) => {
    const query = validate(c.req.query(), listQuery);
    const clientId = c.get('clientId');
    const matches = [...core.charges.values()]
      .filter(
        (charge) =>
          charge.client_id === clientId &&
          (!query.reference_external_id || charge.reference_external_id === query.reference_external_id) &&
          (!query.wallet_uuid || charge.wallet_uuid === query.wallet_uuid.toLowerCase()) &&
          (!query.status || charge.status === query.status),
      )
      .reverse();
    return c.json(paginate(matches, query, chargeFull));
  });
  app.get('/subscription/:uuid', (c) => {
    const subscription = core.subscriptions.get(c.req.param('uuid').toLowerCase());
    if (!subscription || subscription.client_id !== c.get('clientId'))
      throw ApiError.notFound('subscription');
    const { client_id: _client, ...rest } = subscription;
    return c.json(rest);
  });
  return app;
}
