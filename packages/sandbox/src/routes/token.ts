/**
 * POST {auth_url}/oauth2/token (seed §5): OAuth 2.0 client credentials, form-encoded. The client authenticates
 * with the form fields (the seed's way) or HTTP Basic (RFC 6749 §2.3.1, what OAuth libraries send by default);
 * errors carry RFC 6749's `error` and `error_description` beside the seed's error shape (./http/client-auth.ts).
 */
import { Hono } from 'hono';
import { ERROR_CODES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import { issueToken } from '../http/auth.ts';
import { authenticateClient, oauthError, readTokenRequest } from '../http/client-auth.ts';
import type { SandboxEnv } from '../http/env.ts';

export function tokenRoutes(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });
  app.post('/oauth2/token', async (c) => {
    const request = await readTokenRequest(c);
    const client = authenticateClient(core, request.clientId, request.clientSecret);
    if (!client) {
      const description = 'Unknown client_id or wrong client_secret';
      throw oauthError(401, 'invalid_client', description, [
        {
          code: ERROR_CODES.invalidClient,
          source: request.via === 'basic' ? 'header' : 'client_id',
          description,
        },
      ]);
    }
    const accessToken = await issueToken(core, client.client_id);
    c.header('Cache-Control', 'no-store');
    c.header('Pragma', 'no-cache');
    return c.json({ access_token: accessToken, expires_in: core.tokenTtlSeconds, token_type: 'Bearer' });
  });
  return app;
}
