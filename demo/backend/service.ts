/**
 * The merchant's side of the service API, through a client generated from the service's OpenAPI document
 * (openapi-typescript's types, openapi-fetch's client): OAuth client credentials with the token cached for 55 minutes and
 * refreshed before it expires (seed §5.5), one Idempotency-Key per logical attempt, one retry with a fresh token
 * when the service answers 401 (a token revoked or expired early, e.g. after the sandbox clock moved), and one
 * retry after a short Retry-After when it answers 429.
 * The secret and the token stay in this module: nothing here is ever sent to the page.
 */
import type { paths } from '@tucan/sandbox/openapi';
import createClient from 'openapi-fetch';

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

/** An answer relayed to the console: the service's status and JSON body (or `null`). */
export interface ServiceAnswer {
  status: number;
  body: unknown;
}

/** openapi-fetch's result as the console relays it: never an exception for 4xx/5xx. */
export function answerOf(result: { data?: unknown; error?: unknown; response: Response }): ServiceAnswer {
  return { status: result.response.status, body: result.data ?? result.error ?? null };
}

export function createService(opts: ServiceOptions) {
  let token: { value: string; until: number } | undefined;
  /** The token endpoint lives under {auth_url}, its own server in the document. */
  const auth = createClient<paths>({ baseUrl: opts.authUrl });

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const { data, response } = await auth.POST('/oauth2/token', {
      body: { grant_type: 'client_credentials', client_id: opts.clientId, client_secret: opts.clientSecret },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    if (!data) throw new Error(`token request failed: HTTP ${response.status}`);
    token = {
      value: data.access_token,
      until: Date.now() + Math.min(TOKEN_REUSE_MS, data.expires_in * 1000 - EXPIRY_MARGIN_MS),
    };
    return token.value;
  }

  async function send(request: Request): Promise<Response> {
    const headers = new Headers(request.headers);
    headers.set('Authorization', `Bearer ${await bearer()}`);
    return fetch(new Request(request, { headers }));
  }

  /**
   * The generated client's fetch: the bearer token on every call, then one retry after a 401 and one after a
   * short 429. A retry is the same Request, so it carries the same Idempotency-Key: the same logical attempt.
   */
  async function serviceFetch(input: Request): Promise<Response> {
    let request = input;
    if (request.method === 'POST' && !request.headers.has('Idempotency-Key')) {
      const headers = new Headers(request.headers);
      headers.set('Idempotency-Key', crypto.randomUUID());
      request = new Request(request, { headers });
    }
    const again = () => send(request.clone());
    let res = await send(request.clone());
    if (res.status === 401) {
      await res.body?.cancel();
      token = undefined;
      res = await again();
    }
    const wait = Number(res.headers.get('retry-after'));
    if (res.status === 429 && Number.isFinite(wait) && wait >= 0 && wait <= MAX_RETRY_AFTER_S) {
      // Rate limited (100 calls a minute per client, the widget's included): wait as told, then once more.
      await res.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      res = await again();
    }
    return res;
  }

  return {
    /** The service API, typed by the OpenAPI document (`@tucan/sandbox/openapi`, made by openapi-typescript). */
    api: createClient<paths>({ baseUrl: opts.baseUrl, fetch: serviceFetch }),
    /** Forgets the cached token (after a sandbox reset, which revokes every token). */
    forgetToken() {
      token = undefined;
    },
  };
}

export type Service = ReturnType<typeof createService>;
