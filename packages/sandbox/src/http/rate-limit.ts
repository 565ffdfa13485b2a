/**
 * Rate limits (seed §8, with fairness assumptions): rolling windows, headers on every response.
 *  - The merchant's own calls (a valid bearer token, or a token request that authenticates) count against its
 *    client_id: 100 per 60 s by default, the seed's figure (`rateLimit` option).
 *  - Calls that prove no identity (wrong client secret, missing or bad token, a public call for a charge that does
 *    not exist) count against the caller's address, with the same figure, and never against the client they name:
 *    guessing secrets cannot exhaust a merchant's quota. While an address is over that limit, every token request
 *    from it is refused, the right secret included, so the limit also caps secret guessing.
 *  - The shopper's public calls on a real charge count against that charge *from that address* and against the
 *    address across charges, with limits of their own (`publicRateLimit`), never against the merchant; the headers
 *    show the tighter of the two. A stranger who knows a charge's UUID exhausts only their own budget for it: the
 *    shopper's pay keeps answering (**assumption**, docs/contract.md C-rate).
 * Refused (429) requests do not count, nor do browser requests the origin check refuses (403 `FORBIDDEN_ORIGIN`
 * on a merchant or token path: any web page can send them, no-cors, so they must not lock anyone out), nor CORS
 * preflights. Uncounted answers still carry the `X-RateLimit-*` headers of the buckets they would count against
 * (seed §8: every response). A bucket whose requests have all left the window is deleted.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES, MAX_BODY_BYTES, type RateWindow } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import { verifyBearer } from './auth.ts';
import { tokenRequestClient } from './client-auth.ts';
import type { SandboxEnv } from './env.ts';
import { firstUuid, pathKind } from './paths.ts';

interface Bucket {
  key: string;
  window: RateWindow;
  /** The `reason` of the 429 detail: which limit this is. */
  reason: string;
}

/** The caller's address as the socket sees it (IPv4-mapped IPv6 written as IPv4). */
export function callerAddress(c: Context<SandboxEnv>): string {
  const address = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
  return (address ?? 'unknown').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

function smallBody(c: Context): boolean {
  const length = Number(c.req.header('content-length') ?? 'NaN');
  return Number.isFinite(length) && length > 0 && length <= MAX_BODY_BYTES;
}

const per = (window: RateWindow) => `${window.limit} requests per ${window.windowMs / 1000} seconds`;

/** The charge a public call is about: the first UUID of the path, or the JSON body's `charge_uuid`. */
async function publicChargeUuid(c: Context<SandboxEnv>): Promise<string | undefined> {
  const uuid = firstUuid(c.req.path);
  if (uuid || c.req.method !== 'POST' || !smallBody(c)) return uuid;
  const body = (await c.req.json().catch(() => undefined)) as { charge_uuid?: unknown } | undefined;
  return typeof body?.charge_uuid === 'string' ? body.charge_uuid.toLowerCase() : undefined;
}

/** Which buckets this request counts against; sets `clientId` (the client it is tied to, if any). */
async function bucketsFor(
  core: SandboxCore,
  c: Context<SandboxEnv>,
): Promise<{ buckets: Bucket[]; gate?: Bucket }> {
  const address = callerAddress(c);
  const unidentified: Bucket = {
    key: `address:${address}`,
    window: core.rateLimit,
    reason: `${per(core.rateLimit)} per address for requests that prove no client (wrong credentials, no valid token, unknown charge)`,
  };
  const clientBucket = (clientId: string): Bucket => ({
    key: `client:${clientId}`,
    window: core.rateLimit,
    reason: `${per(core.rateLimit)} per client_id`,
  });
  const kind = pathKind(c.req.path);
  if (kind === 'token') {
    const clientId = await tokenRequestClient(core, c);
    c.set('clientId', clientId);
    // An address over its limit of failed attempts may not try any secret, not even the right one.
    return clientId ? { buckets: [clientBucket(clientId)], gate: unidentified } : { buckets: [unidentified] };
  }
  if (kind === 'merchant') {
    const auth = await verifyBearer(core, c.req.header('authorization'));
    c.set('auth', auth);
    const clientId = auth && 'clientId' in auth ? auth.clientId : undefined;
    c.set('clientId', clientId);
    return { buckets: [clientId ? clientBucket(clientId) : unidentified] };
  }
  if (kind === 'public') {
    const uuid = await publicChargeUuid(c);
    const charge = uuid ? core.findCharge(uuid) : undefined;
    // The charge's owner scopes Idempotency-Keys; its quota is not touched.
    c.set('clientId', charge?.client_id);
    if (!charge) return { buckets: [unidentified] };
    const { perCharge, perAddress } = core.publicRateLimit;
    return {
      buckets: [
        {
          key: `charge:${charge.charge_uuid}:${address}`,
          window: perCharge,
          reason: `${per(perCharge)} per charge and address (public calls)`,
        },
        {
          key: `public:${address}`,
          window: perAddress,
          reason: `${per(perAddress)} per address (public calls)`,
        },
      ],
    };
  }
  c.set('clientId', undefined);
  return { buckets: [unidentified] };
}

/** The request times of a bucket still inside its window (the stored list is trimmed). */
function live(core: SandboxCore, bucket: Bucket, now: number): number[] {
  const times = (core.requestLog.get(bucket.key) ?? []).filter((t) => t > now - bucket.window.windowMs);
  if (times.length > 0) core.requestLog.set(bucket.key, times);
  else core.requestLog.delete(bucket.key);
  return times;
}

/** Deletes buckets whose requests have all left their window (at most once per minute of sandbox clock). */
function sweep(core: SandboxCore, now: number): void {
  if (now - core.requestLogSweptAt < 60_000) return;
  core.requestLogSweptAt = now;
  const longest = Math.max(
    core.rateLimit.windowMs,
    core.publicRateLimit.perCharge.windowMs,
    core.publicRateLimit.perAddress.windowMs,
  );
  for (const [key, times] of core.requestLog) {
    if ((times.at(-1) ?? 0) <= now - longest) core.requestLog.delete(key);
  }
}

const resetAt = (first: number, window: RateWindow) => String(Math.ceil((first + window.windowMs) / 1000));

/**
 * A request that is not counted: a CORS preflight, or a browser request to a merchant or token path, which the
 * origin check answers 403 `FORBIDDEN_ORIGIN` whatever it carries.
 */
function uncounted(c: Context<SandboxEnv>): boolean {
  if (c.req.method === 'OPTIONS') return true;
  const kind = pathKind(c.req.path);
  return (kind === 'merchant' || kind === 'token') && c.req.header('origin') !== undefined;
}

/** Sets the `X-RateLimit-*` headers of the tightest of `state` on the response (after `remaining` is known). */
function setHeaders(c: Context<SandboxEnv>, state: { bucket: Bucket; times: number[] }[], now: number): void {
  const tightest = state.reduce((a, b) =>
    b.bucket.window.limit - b.times.length < a.bucket.window.limit - a.times.length ? b : a,
  );
  c.res.headers.set('X-RateLimit-Limit', String(tightest.bucket.window.limit));
  c.res.headers.set(
    'X-RateLimit-Remaining',
    String(Math.max(0, tightest.bucket.window.limit - tightest.times.length)),
  );
  c.res.headers.set('X-RateLimit-Reset', resetAt(tightest.times[0] ?? now, tightest.bucket.window));
}

/**
 * The headers alone, nothing counted: for the public paths' CORS preflights, which the CORS middleware answers
 * before the rate limiter runs (mounted outside it, so that it sees the preflight's answer).
 */
export function rateLimitHeaders(core: SandboxCore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'OPTIONS' || pathKind(c.req.path) === 'other') return;
    const now = core.now();
    const { buckets } = await bucketsFor(core, c);
    setHeaders(
      c,
      buckets.map((bucket) => ({ bucket, times: live(core, bucket, now) })),
      now,
    );
  };
}

/** The seed's 429 (§7.1 body, §8 headers) for a full bucket whose oldest request in the window is `first`. */
function tooMany(c: Context<SandboxEnv>, bucket: Bucket, now: number, first: number): Response {
  const retryAfter = Math.max(1, Math.ceil((first + bucket.window.windowMs - now) / 1000));
  return c.json(
    {
      error: {
        code: ERROR_CODES.rateLimitExceeded,
        message: `Rate limit exceeded: wait ${retryAfter} seconds before retrying`,
        details: [{ field: 'rate_limit', reason: bucket.reason }],
      },
      request_id: c.get('requestId'),
    },
    429,
    {
      'Retry-After': String(retryAfter),
      'X-RateLimit-Limit': String(bucket.window.limit),
      'X-RateLimit-Remaining': '0',
      'X-RateLimit-Reset': resetAt(first, bucket.window),
    },
  );
}

/** A charge's QA throttle (control `POST /sandbox/charges/{uuid}/throttle`): the next pay calls answer 429. */
export interface PayThrottle {
  /** The `Retry-After` of each throttled answer, in seconds. */
  retryAfter: number;
  /** How many pay calls are still to be throttled. */
  remaining: number;
}

/** For a throttled charge's pay call: the seconds of its `Retry-After` (and one throttled call used up). */
function throttledPay(core: SandboxCore, c: Context<SandboxEnv>): number | undefined {
  if (c.req.method !== 'POST' || !/\/charge\/[^/]+\/pay\/?$/.test(c.req.path)) return undefined;
  const uuid = firstUuid(c.req.path);
  const throttle = uuid ? (core.findCharge(uuid)?.internal.throttle as PayThrottle | undefined) : undefined;
  if (!throttle || throttle.remaining <= 0) return undefined;
  throttle.remaining -= 1;
  return throttle.retryAfter;
}

export function rateLimit(core: SandboxCore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (pathKind(c.req.path) === 'other') return next();
    const now = core.now();
    sweep(core, now);
    const { buckets, gate } = await bucketsFor(core, c);
    if (uncounted(c)) {
      const peek = buckets.map((bucket) => ({ bucket, times: live(core, bucket, now) }));
      await next();
      setHeaders(c, peek, now);
      return;
    }
    const state = [...(gate ? [gate] : []), ...buckets].map((bucket) => ({
      bucket,
      times: live(core, bucket, now),
    }));
    const full = state.find(({ bucket, times }) => times.length >= bucket.window.limit);
    const forced = !full && throttledPay(core, c);
    if (forced) {
      // The QA throttle (`POST /sandbox/charges/{uuid}/throttle`): the answer a shopper meets at the limit.
      const bucket = buckets[0] ?? state[0]?.bucket;
      if (bucket) return tooMany(c, bucket, now, now + forced * 1000 - bucket.window.windowMs);
    }
    if (full) return tooMany(c, full.bucket, now, full.times[0] ?? now);
    const counted = state.filter(({ bucket }) => bucket !== gate);
    for (const { bucket, times } of counted) {
      times.push(now);
      core.requestLog.set(bucket.key, times);
    }
    // The headers describe the tightest limit this request counted against, as it stood after counting.
    const snapshot = counted.map(({ bucket, times }) => ({ bucket, times: [...times] }));
    await next();
    setHeaders(c, snapshot, now);
  };
}
