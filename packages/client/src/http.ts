import { errorFromResponse, TucanApiError } from './error.ts';

export interface RetryOptions {
  /** Total tries per call, the first included. Default 3. */
  attempts?: number;
  /** First backoff delay for 5xx and network errors, doubled on each retry. Default 1000 ms. */
  baseMs?: number;
  /** A 429 whose `Retry-After` is longer than this is not waited for: the call rejects. Default 10 000 ms. */
  maxRetryAfterMs?: number;
}

export interface DeprecationInfo {
  /** Value of the `Deprecation` header (`true`, or a date). */
  deprecation: string;
  /** Value of the `Sunset` header (an HTTP date). */
  sunset?: string;
  /** The `Link` with `rel="successor-version"`: the migration guide. */
  link?: string;
}

export interface RateLimit {
  limit?: number;
  remaining?: number;
  /** Unix time (seconds) at which the window resets. */
  reset?: number;
}

export interface TucanResult<T> {
  data: T;
  rateLimit: RateLimit;
  deprecation?: DeprecationInfo;
  /** The service's clock when it answered (its `Date` header), in ms since the epoch; absent if unreadable. */
  serverTime?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Key of the logical attempt; reuse it to retry the same attempt, omit it for a new one. POST only. */
  idempotencyKey?: string;
  /**
   * `false`: a 429 with `Retry-After` rejects at once (`rate_limited`, with `retryAfter`) instead of being waited
   * for here, so that the caller can tell the user how long before trying again under the same key. Default `true`.
   */
  waitOnRateLimit?: boolean;
}

export interface Transport {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs: number;
  attempts: number;
  baseMs: number;
  maxRetryAfterMs: number;
  random: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<unknown>;
  onDeprecation?: (info: DeprecationInfo) => void;
  /** Set once `onDeprecation` has been called. */
  warned?: boolean;
}

const int = (h: Headers, name: string) => {
  const n = Number.parseInt(h.get(name) ?? '', 10);
  return Number.isNaN(n) ? undefined : n;
};

/** `Retry-After` as seconds, from a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The URL of the `Link` entry whose rel matches, else the first one when `rel` is omitted. */
function linkOf(header: string | null, rel?: string): string | undefined {
  for (const m of (header ?? '').matchAll(/<([^>]*)>([^<]*)/g)) {
    if (!rel || new RegExp(`rel="?[^"]*\\b${rel}\\b`).test(m[2] ?? '')) return m[1];
  }
  return undefined;
}

/** Full jitter over the upper half: retry n (from 1) waits between baseMs·2^(n-1)/2 and baseMs·2^(n-1). */
export const backoff = (t: Transport, n: number) => {
  const top = t.baseMs * 2 ** (n - 1);
  return top / 2 + (t.random() * top) / 2;
};

const aborted = () => new TucanApiError('aborted', 'The request was aborted.');

/** Keeps the known fields; the rest go to a non-enumerable `extra`. */
function pick(json: unknown, known?: string): unknown {
  if (!known || !json || typeof json !== 'object' || Array.isArray(json)) return json;
  const fields = known.split(' ');
  const data: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(json)) (fields.includes(k) ? data : extra)[k] = v;
  return Object.defineProperty(data, 'extra', { value: extra });
}

/**
 * One call: retries 429, 5xx, 409 IDEMPOTENCY_KEY_IN_USE, network errors and timeouts with one Idempotency-Key;
 * never another 4xx or an abort.
 */
export async function request<T>(
  t: Transport,
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  opts: CallOptions = {},
  known?: string,
): Promise<TucanResult<T>> {
  const signal = opts.signal;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    headers['idempotency-key'] = opts.idempotencyKey ?? crypto.randomUUID();
  }
  for (let n = 1; ; n++) {
    if (signal?.aborted) throw aborted();
    const ctl = new AbortController();
    const stop = () => ctl.abort();
    signal?.addEventListener('abort', stop);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      ctl.abort();
    }, opts.timeoutMs ?? t.timeoutMs);
    let error: TucanApiError;
    let retryAfter: number | undefined;
    try {
      const res = await (t.fetch ?? fetch)(t.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: ctl.signal,
      });
      const text = await res.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {}
      const h = res.headers;
      const dep = h.get('deprecation');
      const deprecation = dep
        ? {
            deprecation: dep,
            sunset: h.get('sunset') ?? undefined,
            link: linkOf(h.get('link'), 'successor-version'),
          }
        : undefined;
      if (deprecation && !t.warned) {
        t.warned = true;
        try {
          t.onDeprecation?.(deprecation);
        } catch {}
      }
      if (res.ok) {
        const rateLimit = {
          limit: int(h, 'x-ratelimit-limit'),
          remaining: int(h, 'x-ratelimit-remaining'),
          reset: int(h, 'x-ratelimit-reset'),
        };
        const serverTime = Date.parse(h.get('date') ?? '');
        return {
          data: pick(json, known) as T,
          rateLimit,
          deprecation,
          serverTime: Number.isNaN(serverTime) ? undefined : serverTime,
        };
      }
      retryAfter = parseRetryAfter(h.get('retry-after'));
      const link = linkOf(h.get('link'), res.status === 410 ? undefined : 'successor-version');
      error = errorFromResponse(res.status, json, h, retryAfter, link);
      // 409 IDEMPOTENCY_KEY_IN_USE: the first try of this key is still running (e.g. after a timeout); wait for it.
      const inUse = res.status === 409 && error.code === 'IDEMPOTENCY_KEY_IN_USE';
      if (res.status !== 429 && res.status < 500 && !inUse) throw error;
      // The caller waits a 429 that says how long itself (one without Retry-After is backed off here).
      if (res.status === 429 && opts.waitOnRateLimit === false && retryAfter !== undefined) throw error;
    } catch (e) {
      if (signal?.aborted) throw aborted();
      if (e instanceof TucanApiError) throw e;
      error = timedOut
        ? new TucanApiError('timeout', 'The service did not answer in time.')
        : new TucanApiError('network', 'The service could not be reached.');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
    }
    if (n >= t.attempts) throw error;
    const wait = retryAfter === undefined ? backoff(t, n) : retryAfter * 1000;
    if (retryAfter !== undefined && wait > t.maxRetryAfterMs) throw error;
    await t.sleep(wait, signal);
  }
}
