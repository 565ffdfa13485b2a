/**
 * The five public endpoints (no bearer token; the charge UUID is the capability), mounted by ../app.ts at
 * `/api/v1/bank/public`. CORS (./cors.ts) is applied by ../app.ts ahead of the rate limit, so every answer of
 * these paths, 429 included, is readable by the widget.
 * Shapes: docs/contract.md "Public endpoints"; test data: docs/testing.md.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { TYPE_CHARGES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validate } from '../http/errors.ts';
import { allowedMethodsOf } from './allowed-methods.ts';
import { applePaySession } from './applepay.ts';
import { setupAuthentication, validateAuthentication } from './authentication.ts';
import { withChargeLock } from './charge-lock.ts';
import { startCodeSweeper, sweepCodes } from './code-lifecycle.ts';
import { afterPay, beforePay, chargeFault } from './faults.ts';
import { installmentOptions } from './installments.ts';
import { pay, payableCharge } from './pay.ts';
import { installScenarioAuthorizer } from './server-to-server.ts';

export const simulateQuery = z.object({ type_charge: z.enum(TYPE_CHARGES).default('credit_card') }).loose();

export function publicRoutes(core: SandboxCore): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>({ strict: false });
  installScenarioAuthorizer(core);
  startCodeSweeper(core);

  app.use('*', async (c, next) => {
    sweepCodes(core);
    await next();
    // The service's clock (P6): the sandbox's own, so that `advance` moves it for a page as for the codes.
    c.header('Date', new Date(core.now()).toUTCString());
  });

  app.get('/charge/:uuid/simulate-installment', (c) => {
    const charge = core.findCharge(c.req.param('uuid').toLowerCase());
    if (!charge) throw ApiError.notFound('charge');
    const { type_charge } = validate(c.req.query(), simulateQuery);
    const wallet = core.walletOf(charge);
    const allowed = allowedMethodsOf(core, charge).includes(type_charge);
    return c.json({
      charge_uuid: charge.charge_uuid,
      type_charge,
      currency: charge.currency,
      value: charge.value,
      options: allowed ? installmentOptions(type_charge, wallet.country, charge.currency, charge.value) : [],
    });
  });

  app.post('/setup-authentication', (c) => c.json(setupAuthentication(core, c.get('body'))));

  app.post('/charge/:uuid/pay', async (c) => {
    const uuid = c.req.param('uuid').toLowerCase();
    // One attempt at a time per charge: a concurrent second attempt sees the charge the first one left.
    const { charge, fault, body } = await withChargeLock(core, uuid, async () => {
      const charge = payableCharge(core, uuid);
      const fault = chargeFault(charge);
      beforePay(charge, fault);
      return { charge, fault, body: await pay(core, charge, c.get('body')) };
    });
    await afterPay(c, charge, fault);
    return c.json(body);
  });

  app.post('/charge/authentication/:uuid/validate', (c) =>
    c.json(validateAuthentication(core, c.req.param('uuid'), c.get('body'))),
  );

  app.post('/charge/applepay/:uuid/session', (c) =>
    c.json(applePaySession(core, c.req.param('uuid'), c.get('body'))),
  );

  return app;
}
