/** POST {auth_url}/oauth2/token (seed §5): OAuth 2.0 client credentials, form-encoded. */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { ERROR_CODES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import { issueToken } from '../http/auth.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, type ErrorEntry } from '../http/errors.ts';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function tokenRoutes(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });
  app.post('/oauth2/token', async (c) => {
    if (!c.req.header('content-type')?.includes('application/x-www-form-urlencoded')) {
      throw ApiError.one(
        400,
        ERROR_CODES.invalidRequest,
        'header',
        'The token request must be application/x-www-form-urlencoded',
      );
    }
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const missing: ErrorEntry[] = ['grant_type', 'client_id', 'client_secret']
      .filter((name) => field(name) === '')
      .map((name) => ({ code: ERROR_CODES.required, source: name, description: `${name} is required` }));
    if (missing.length > 0) throw new ApiError(400, missing);
    if (field('grant_type') !== 'client_credentials') {
      throw ApiError.one(
        400,
        ERROR_CODES.invalidValue,
        'grant_type',
        'grant_type must be client_credentials',
      );
    }
    const client = core.clients.get(field('client_id'));
    if (!client || !sameSecret(client.client_secret, field('client_secret'))) {
      throw ApiError.one(
        401,
        ERROR_CODES.invalidClient,
        'client_id',
        'Unknown client_id or wrong client_secret',
      );
    }
    const accessToken = await issueToken(core, client.client_id);
    c.header('Cache-Control', 'no-store');
    return c.json({ access_token: accessToken, expires_in: core.tokenTtlSeconds, token_type: 'Bearer' });
  });
  return app;
}
