/**
 * Rate limit (seed §8): N requests per rolling window per client_id, across all endpoints; headers on every
 * response. The client is the token's subject (merchant paths), the form's client_id (token endpoint) or the
 * owner of the charge (public paths, A6). Requests that cannot be tied to a client share one anonymous bucket.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES, MAX_BODY_BYTES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import { verifyBearer } from './auth.ts';
import type { SandboxEnv } from './env.ts';
import { firstUuid, pathKind } from './paths.ts';

const ANONYMOUS = '(anonymous)';

function smallBody(c: Context): boolean {
  const length = Number(c.req.header('content-length') ?? 'NaN');
  return Number.isFinite(length) && length > 0 && length <= MAX_BODY_BYTES;
}

async function resolveClient(core: SandboxCore, c: Context<SandboxEnv>): Promise<string | undefined> {
  const kind = pathKind(c.req.path);
  if (kind === 'token') {
    if (!smallBody(c) || !c.req.header('content-type')?.includes('application/x-www-form-urlencoded')) return;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const id = form.client_id;
    return typeof id === 'string' && core.clients.has(id) ? id : undefined;
  }
  if (kind === 'merchant') {
    const auth = await verifyBearer(core, c.req.header('authorization'));
    c.set('auth', auth);
    return auth && 'clientId' in auth ? auth.clientId : undefined;
  }
  if (kind === 'public') {
    let uuid = firstUuid(c.req.path);
    if (!uuid && c.req.method === 'POST' && smallBody(c)) {
      const body = (await c.req.json().catch(() => undefined)) as { charge_uuid?: unknown } | undefined;
      if (typeof body?.charge_uuid === 'string') uuid = body.charge_uuid.toLowerCase();
    }
    return uuid ? core.findCharge(uuid)?.client_id : undefined;
  }
  return undefined;
}

export function rateLimit(core: SandboxCore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (pathKind(c.req.path) === 'other' || c.req.method === 'OPTIONS') return next();
    const clientId = await resolveClient(core, c);
    c.set('clientId', clientId);
    const key = clientId ?? ANONYMOUS;
    const { limit, windowMs } = core.rateLimit;
    const now = core.now();
    const times = (core.requestLog.get(key) ?? []).filter((t) => t > now - windowMs);
    core.requestLog.set(key, times);
    const resetAt = (first: number) => String(Math.ceil((first + windowMs) / 1000));
    if (times.length >= limit) {
      const first = times[0] ?? now;
      const retryAfter = Math.max(1, Math.ceil((first + windowMs - now) / 1000));
      return c.json(
        {
          error: {
            code: ERROR_CODES.rateLimitExceeded,
            message: `Rate limit exceeded: wait ${retryAfter} seconds before retrying`,
            details: [
              {
                field: 'rate_limit',
                reason: `${limit} requests per ${windowMs / 1000} seconds per client_id`,
              },
            ],
          },
          request_id: c.get('requestId'),
        },
        429,
        {
          'Retry-After': String(retryAfter),
          'X-RateLimit-Limit': String(limit),
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset': resetAt(first),
        },
      );
    }
    times.push(now);
    const remaining = limit - times.length;
    const reset = resetAt(times[0] ?? now);
    await next();
    c.res.headers.set('X-RateLimit-Limit', String(limit));
    c.res.headers.set('X-RateLimit-Remaining', String(remaining));
    c.res.headers.set('X-RateLimit-Reset', reset);
  };
}
