/** Wallet create and get (seed §4). Creation returns `allowed_methods`. */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  APPLEPAY_COUNTRIES,
  COUNTRIES,
  COUNTRY_CURRENCY,
  DEFAULT_ALLOWED_METHODS,
  DEFAULT_APPLEPAY_DOMAINS,
  ERROR_CODES,
  TYPE_CHARGES,
} from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validateBody } from '../http/errors.ts';
import type { Wallet } from '../models.ts';
import { walletJson } from '../serialize.ts';

const hostname = z
  .string()
  .regex(/^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*)$/i, 'must be a host name such as shop.example');

export const walletSchema = z.object({
  name: z.string().min(1).max(120),
  country: z.enum(COUNTRIES),
  allowed_methods: z.array(z.enum(TYPE_CHARGES)).min(1).optional(),
  applepay_domains: z.array(hostname).optional(),
});

export function walletRoutes(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });
  app.post('/', (c) => {
    const input = validateBody(c, walletSchema);
    const methods = input.allowed_methods ?? [...DEFAULT_ALLOWED_METHODS[input.country]];
    if (methods.includes('applepay') && !APPLEPAY_COUNTRIES.includes(input.country)) {
      throw ApiError.one(
        422,
        ERROR_CODES.invalidValue,
        'allowed_methods',
        'applepay is available in Brazil and Mexico only',
      );
    }
    const wallet: Wallet = {
      uuid: randomUUID(),
      client_id: c.get('clientId') ?? '',
      name: input.name,
      country: input.country,
      currency: COUNTRY_CURRENCY[input.country],
      allowed_methods: [...new Set(methods)],
      applepay_domains: input.applepay_domains ?? [...DEFAULT_APPLEPAY_DOMAINS],
      created_at: core.isoNow(),
    };
    core.wallets.set(wallet.uuid, wallet);
    return c.json(walletJson(wallet), 201);
  });
  app.get('/:uuid', (c) => {
    const wallet = core.ownedWallet(c.get('clientId') ?? '', c.req.param('uuid').toLowerCase(), 'path');
    return c.json(walletJson(wallet));
  });
  return app;
}
