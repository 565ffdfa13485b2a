/**
 * The merchant's side of the service API: OAuth client credentials with the token cached for 55 minutes and
 * refreshed before it expires (seed §5.5), one Idempotency-Key per logical attempt, one retry with a fresh token
 * when the service answers 401 (a token revoked or expired early, e.g. after the sandbox clock moved), and one
 * retry after a short Retry-After when it answers 429.
 * The secret and the token stay in this module: nothing here is ever sent to the page.
 */

/** How long a token is reused at most (seed §5.5 recommends 55 of its 60 minutes). */
export const TOKEN_REUSE_MS = 55 * 60 * 1000;
/** Refresh this long before the service's own expiry, whatever `expires_in` says. */
const EXPIRY_MARGIN_MS = 5 * 60 * 1000;
/** A 429 whose Retry-After is at most this long is waited out and retried once; a longer one goes back as is. */
const MAX_RETRY_AFTER_S = 10;

export interface ServiceOptions {
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface ServiceCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The logical attempt this call belongs to: the same key on a retry, so nothing happens twice. */
  idempotencyKey?: string;
}

export interface ServiceAnswer {
  status: number;
  body: unknown;
}

export function createService(opts: ServiceOptions) {
  let token: { value: string; until: number } | undefined;

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await fetch(`${opts.authUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
      }),
    });
    if (!res.ok) throw new Error(`token request failed: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = {
      value: body.access_token,
      until: Date.now() + Math.min(TOKEN_REUSE_MS, body.expires_in * 1000 - EXPIRY_MARGIN_MS),
    };
    return token.value;
  }

  async function send(call: ServiceCall): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${await bearer()}` };
    if (call.method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['idempotency-key'] = call.idempotencyKey ?? crypto.randomUUID();
    }
    return fetch(`${opts.baseUrl}${call.path}`, {
      method: call.method,
      headers,
      body: call.method === 'POST' ? JSON.stringify(call.body ?? {}) : undefined,
    });
  }

  /** One call to the service API; the answer's status and JSON body (or `null`), never an exception for 4xx/5xx. */
  async function call(input: ServiceCall): Promise<ServiceAnswer> {
    // The same Idempotency-Key for the retry after a 401: it is the same logical attempt.
    const attempt = { ...input, idempotencyKey: input.idempotencyKey ?? crypto.randomUUID() };
    let res = await send(attempt);
    if (res.status === 401) {
      await res.body?.cancel();
      token = undefined;
      res = await send(attempt);
    }
    const wait = Number(res.headers.get('retry-after'));
    if (res.status === 429 && Number.isFinite(wait) && wait >= 0 && wait <= MAX_RETRY_AFTER_S) {
      // Rate limited (100 calls a minute per client, the widget's included): wait as told, then once more.
      await res.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      res = await send(attempt);
    }
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = { message: text.slice(0, 200) };
    }
    return { status: res.status, body };
  }

  return {
    call,
    /** Forgets the cached token (after a sandbox reset, which revokes every token). */
    forgetToken() {
      token = undefined;
    },
  };
}

export type Service = ReturnType<typeof createService>;
