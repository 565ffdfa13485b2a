/**
 * Idempotency-Key on every POST (seed §4, v1.11.0), scoped per client: the same key with the same request
 * replays the stored status and body with no second effect; the same key with a different request is refused
 * (422); a key whose first request is still running answers 409. "The same request" is the same path and the
 * same parsed JSON (keys in any order, any whitespace). Responses that executed nothing (401, 403, 429, 5xx) are
 * not stored. Records expire IDEMPOTENCY_TTL_MS (24 h) after the first request, on the sandbox clock, and are
 * then deleted (assumption).
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, IDEMPOTENCY_TTL_MS } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { isVersionedPath } from './paths.ts';

const NOT_STORED = new Set([401, 403, 429]);

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Deletes expired records. Records sit in the Map in the order of their first request (a completed request
 * re-sets its own key, which keeps its place), so expired ones are at the front.
 */
export function pruneIdempotency(core: SandboxCore): void {
  const oldest = core.now() - IDEMPOTENCY_TTL_MS;
  for (const [scope, record] of core.idempotency) {
    if (record.createdAt > oldest) break;
    if (record.state === 'done') core.idempotency.delete(scope);
  }
}

export function idempotency(core: SandboxCore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || key === undefined || !isVersionedPath(c.req.path)) return next();
    if (key.length === 0 || key.length > 255) {
      throw ApiError.one(
        400,
        ERROR_CODES.invalidRequest,
        'Idempotency-Key',
        'Idempotency-Key must be 1–255 characters',
      );
    }
    const scope = `${c.get('clientId') ?? '(anonymous)'} ${key}`;
    const fingerprint = createHash('sha256')
      .update(`${c.req.path.replace(/\/$/, '')}\n${canonicalJson(c.get('body') ?? {})}`)
      .digest('hex');
    pruneIdempotency(core);
    const now = core.now();
    const existing = core.idempotency.get(scope);
    if (existing && now - existing.createdAt < IDEMPOTENCY_TTL_MS) {
      if (existing.fingerprint !== fingerprint) {
        throw ApiError.one(
          422,
          ERROR_CODES.idempotencyKeyReused,
          'Idempotency-Key',
          'This Idempotency-Key was already used with a different request',
        );
      }
      if (existing.state === 'running') {
        throw ApiError.one(
          409,
          ERROR_CODES.idempotencyKeyInUse,
          'Idempotency-Key',
          'A request with this Idempotency-Key is still being processed',
        );
      }
      return c.body(existing.body, existing.status as ContentfulStatusCode, {
        'Content-Type': existing.contentType,
        'Idempotent-Replayed': 'true',
      });
    }
    const record = {
      fingerprint,
      state: 'running' as const,
      status: 0,
      body: '',
      contentType: '',
      createdAt: now,
    };
    core.idempotency.delete(scope); // an expired record of this key: the new one goes to the back
    core.idempotency.set(scope, record);
    try {
      await next();
    } catch (error) {
      core.idempotency.delete(scope);
      throw error;
    }
    const status = c.res.status;
    if (status >= 500 || NOT_STORED.has(status)) {
      core.idempotency.delete(scope);
      return;
    }
    const body = await c.res.clone().text();
    core.idempotency.set(scope, {
      fingerprint,
      state: 'done',
      status,
      body,
      contentType: c.res.headers.get('content-type') ?? 'application/json',
      createdAt: now,
    });
  };
}
