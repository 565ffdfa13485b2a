/** FX rate quotes (seed v1.12.0): every ordered pair of the 8 currencies (56), fixed sandbox rates. */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { ERROR_CODES, FX_CURRENCIES, FX_QUOTE_TTL_MS, roundMinor, UNITS_PER_USD } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validateBody } from '../http/errors.ts';

export const quoteSchema = z.object({
  from_currency: z.enum(FX_CURRENCIES),
  to_currency: z.enum(FX_CURRENCIES),
  amount: z.number().positive('must be greater than 0').max(1_000_000_000).optional(),
});

export function fxRoutes(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });
  app.post('/fx/rate', (c) => {
    const input = validateBody(c, quoteSchema);
    if (input.from_currency === input.to_currency) {
      throw ApiError.one(
        422,
        ERROR_CODES.invalidValue,
        'to_currency',
        'to_currency must differ from from_currency',
      );
    }
    const rate = Number(
      (UNITS_PER_USD[input.to_currency] / UNITS_PER_USD[input.from_currency]).toPrecision(8),
    );
    const amount = input.amount ?? 1;
    return c.json({
      quote_uuid: randomUUID(),
      from_currency: input.from_currency,
      to_currency: input.to_currency,
      rate,
      amount,
      converted_amount: roundMinor(amount * rate, input.to_currency),
      quoted_at: core.isoNow(),
      expires_at: new Date(core.now() + FX_QUOTE_TTL_MS).toISOString(),
    });
  });
  return app;
}
