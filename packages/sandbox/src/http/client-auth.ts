/**
 * OAuth 2.0 client authentication at the token endpoint (seed §5; RFC 6749 §2.3.1): the client's credentials
 * come either in the form body (`client_id`, `client_secret`, the seed's way) or in an HTTP Basic header (what
 * standard OAuth libraries send by default), never both. Shared by the token route and the rate limiter, which
 * counts a failed attempt against the caller's address, never against the client named in it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { ERROR_CODES, MAX_BODY_BYTES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { Client } from '../models.ts';
import type { SandboxEnv } from './env.ts';
import { ApiError, type ErrorEntry } from './errors.ts';

export type OAuthErrorCode = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type';

/** A token-endpoint error: the seed's A4 entries plus RFC 6749 §5.2 `error` and `error_description`. */
export function oauthError(
  status: 400 | 401,
  error: OAuthErrorCode,
  description: string,
  entries: ErrorEntry[],
): ApiError {
  const failure = new ApiError(status, entries);
  failure.extra = { error, error_description: description };
  // RFC 6749 §5.2: a 401 invalid_client names the authentication scheme the client may use.
  if (status === 401) failure.headers['WWW-Authenticate'] = 'Basic realm="tucan", charset="UTF-8"';
  failure.headers['Cache-Control'] = 'no-store';
  return failure;
}

export interface TokenRequest {
  grantType: string;
  clientId: string;
  clientSecret: string;
  via: 'basic' | 'form';
}

/** `application/x-www-form-urlencoded` decoding of one Basic credential (RFC 6749 §2.3.1), raw if malformed. */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

function basicCredentials(
  header: string | undefined,
): { id: string; secret: string } | 'malformed' | undefined {
  const match = /^Basic\s+(\S+)\s*$/i.exec(header ?? '');
  if (!header || !/^Basic\b/i.test(header)) return undefined;
  if (!match?.[1] || !/^[A-Za-z0-9+/]+={0,2}$/.test(match[1])) return 'malformed';
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
}

/** Reads and checks the shape of a token request; throws the OAuth error a malformed request gets. */
export async function readTokenRequest(c: Context<SandboxEnv>): Promise<TokenRequest> {
  if (!c.req.header('content-type')?.includes('application/x-www-form-urlencoded')) {
    throw oauthError(400, 'invalid_request', 'The token request must be application/x-www-form-urlencoded', [
      {
        code: ERROR_CODES.invalidRequest,
        source: 'header',
        description: 'The token request must be application/x-www-form-urlencoded',
      },
    ]);
  }
  const form = await c.req.parseBody();
  const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
  const basic = basicCredentials(c.req.header('authorization'));
  if (basic === 'malformed') {
    const description = 'The Authorization header must be Basic base64(client_id:client_secret)';
    throw oauthError(400, 'invalid_request', description, [
      { code: ERROR_CODES.invalidFormat, source: 'header', description },
    ]);
  }
  const required = basic ? ['grant_type'] : ['grant_type', 'client_id', 'client_secret'];
  const missing: ErrorEntry[] = required
    .filter((name) => field(name) === '')
    .map((name) => ({ code: ERROR_CODES.required, source: name, description: `${name} is required` }));
  if (missing.length > 0) {
    throw oauthError(400, 'invalid_request', missing.map((e) => e.description).join('; '), missing);
  }
  if (field('grant_type') !== 'client_credentials') {
    const description = 'grant_type must be client_credentials';
    throw oauthError(400, 'unsupported_grant_type', description, [
      { code: ERROR_CODES.invalidValue, source: 'grant_type', description },
    ]);
  }
  if (
    basic &&
    (field('client_secret') !== '' || (field('client_id') !== '' && field('client_id') !== basic.id))
  ) {
    const description =
      'Send the client credentials once: in the Authorization: Basic header or as client_id and client_secret in the form, not both';
    throw oauthError(400, 'invalid_request', description, [
      { code: ERROR_CODES.invalidRequest, source: 'header', description },
    ]);
  }
  return basic
    ? { grantType: 'client_credentials', clientId: basic.id, clientSecret: basic.secret, via: 'basic' }
    : {
        grantType: 'client_credentials',
        clientId: field('client_id'),
        clientSecret: field('client_secret'),
        via: 'form',
      };
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The client these credentials authenticate, or undefined. */
export function authenticateClient(core: SandboxCore, clientId: string, secret: string): Client | undefined {
  const client = core.clients.get(clientId);
  return client && sameSecret(client.client_secret, secret) ? client : undefined;
}

/**
 * For the rate limiter: the client a token request authenticates as, or undefined (malformed, too large to read
 * here, or wrong credentials: a failed attempt, counted against the caller's address).
 */
export async function tokenRequestClient(
  core: SandboxCore,
  c: Context<SandboxEnv>,
): Promise<string | undefined> {
  const length = Number(c.req.header('content-length') ?? 'NaN');
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES) return undefined;
  try {
    const request = await readTokenRequest(c);
    return authenticateClient(core, request.clientId, request.clientSecret)?.client_id;
  } catch {
    return undefined;
  }
}
