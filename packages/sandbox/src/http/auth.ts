/** Bearer tokens (seed §5): HS256 JWTs signed with a per-process secret, expiry on the sandbox clock. */

import type { MiddlewareHandler } from 'hono';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ERROR_CODES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from './env.ts';
import { ApiError } from './errors.ts';

export async function issueToken(core: SandboxCore, clientId: string): Promise<string> {
  const iat = Math.floor(core.now() / 1000);
  return new SignJWT({ scope: 'api' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(clientId)
    .setIssuer('tucan-sandbox')
    .setIssuedAt(iat)
    .setExpirationTime(iat + core.tokenTtlSeconds)
    .sign(core.jwtSecret);
}

export async function verifyBearer(
  core: SandboxCore,
  header: string | undefined,
): Promise<SandboxEnv['Variables']['auth']> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return { error: 'missing' };
  try {
    const { payload } = await jwtVerify(match[1], core.jwtSecret, {
      algorithms: ['HS256'],
      issuer: 'tucan-sandbox',
      currentDate: new Date(core.now()),
      clockTolerance: 0,
    });
    if (!payload.sub || !core.clients.has(payload.sub)) return { error: 'invalid' };
    return { clientId: payload.sub };
  } catch (error) {
    return { error: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** 401 unless the request carries a valid, unexpired bearer token (resolved earlier by the rate limiter). */
export function requireAuth(core: SandboxCore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const auth = c.get('auth') ?? (await verifyBearer(core, c.req.header('authorization')));
    if (!auth || 'error' in auth) {
      const reason = auth?.error ?? 'missing';
      const error = ApiError.one(
        401,
        reason === 'expired' ? ERROR_CODES.tokenExpired : ERROR_CODES.unauthorized,
        'header',
        reason === 'expired'
          ? 'The bearer token has expired; request a new one'
          : reason === 'missing'
            ? 'Authorization: Bearer <ACCESS_TOKEN> is required'
            : 'The bearer token is invalid',
      );
      error.headers['WWW-Authenticate'] =
        `Bearer error="invalid_token"${reason === 'expired' ? ', error_description="expired"' : ''}`;
      throw error;
    }
    c.set('clientId', auth.clientId);
    await next();
  };
}
