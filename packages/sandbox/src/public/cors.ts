/** CORS of the public endpoints (A5): any origin, no credentials. */
import { cors } from 'hono/cors';

export const PUBLIC_CORS_ALLOW_HEADERS = ['Content-Type', 'Idempotency-Key'];
export const PUBLIC_CORS_EXPOSE_HEADERS = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'Deprecation',
  'Sunset',
  'Link',
  'X-Request-Id',
  // The service's clock, so a page can count down to a code's expiry whatever its own clock says (P6).
  'Date',
];

export const publicCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  allowHeaders: PUBLIC_CORS_ALLOW_HEADERS,
  exposeHeaders: PUBLIC_CORS_EXPOSE_HEADERS,
  maxAge: 600,
});
