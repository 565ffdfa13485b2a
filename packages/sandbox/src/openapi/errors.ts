import { row } from './assumptions.ts';
import type { SchemaId } from './components.ts';
import type { Kind, Operation } from './operations.ts';

/** Every documented error status, with the body it carries and what it means. */
export const ERROR_RESPONSES: Record<number, { name: string; description: string; body: SchemaId }> = {
  400: {
    name: 'BadRequest',
    description: 'Malformed JSON, or a JSON value that is not an object',
    body: 'ErrorBody',
  },
  401: { name: 'Unauthorized', description: 'Missing, forged or expired bearer token', body: 'ErrorBody' },
  403: {
    name: 'Forbidden',
    description: 'A browser Origin on a backend-only endpoint (A5)',
    body: 'ErrorBody',
  },
  404: { name: 'NotFound', description: 'No such resource (or one of another client)', body: 'ErrorBody' },
  409: {
    name: 'Conflict',
    description: 'The resource is in a status that refuses the operation, or the Idempotency-Key is in use',
    body: 'ErrorBody',
  },
  410: {
    name: 'Gone',
    description: 'The API version was sunset; the Link header names the migration',
    body: 'ErrorBody',
  },
  413: { name: 'PayloadTooLarge', description: 'Body above 100 KiB', body: 'ErrorBody' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'A body that is not application/json',
    body: 'ErrorBody',
  },
  422: {
    name: 'UnprocessableEntity',
    description: 'Validation failed: one entry per bad field; or an Idempotency-Key reused with another body',
    body: 'ErrorBody',
  },
  429: { name: 'TooManyRequests', description: 'Rate limit exceeded (seed §7.1)', body: 'RateLimitBody' },
  503: {
    name: 'ServiceUnavailable',
    description: 'Transient failure; nothing changed, retry with the same Idempotency-Key (B7)',
    body: 'ErrorBody',
  },
};

/** Error statuses every operation of a kind documents (then `Operation.errors`). */
export function errorStatuses(op: Operation): number[] {
  const post = op.method === 'post';
  const base =
    op.kind === 'token'
      ? [400, 401, 403, 413, 429]
      : [
          ...(post ? [400] : []),
          ...(op.kind === 'merchant' ? [401, 403] : []),
          404,
          ...(post ? [409, 413, 415, 422] : []),
          410,
          429,
        ];
  return [...new Set([...base, ...(op.errors ?? [])])].sort((a, b) => a - b);
}

export const HEADERS = {
  'X-Request-Id': {
    required: true,
    description: 'Identifier of this request (also `request_id` in error bodies)',
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': {
    required: true,
    description: 'Maximum requests per window (seed §8)',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': {
    required: true,
    description: 'Requests left in the current window',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset': {
    required: true,
    description: 'Unix time (seconds) at which the oldest counted request leaves the window',
    schema: { type: 'integer' },
    'x-assumption': row('errors', 'Rate-limit headers'),
  },
  'Retry-After': {
    required: true,
    description: 'Seconds to wait before retrying',
    schema: { type: 'integer' },
  },
  Deprecation: {
    description: 'true on every response of a deprecated version (seed §9.5)',
    schema: { type: 'string', enum: ['true'] },
  },
  Sunset: { description: 'HTTP date of the sunset of a deprecated version', schema: { type: 'string' } },
  Link: {
    description: 'A deprecated or sunset version: `<migration guide>; rel="successor-version"`',
    schema: { type: 'string' },
    'x-assumption': row('errors', 'Deprecated mode'),
  },
  'Idempotent-Replayed': {
    description: 'true when the answer is the stored one of an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
    'x-assumption': row('errors', 'Idempotency-Key'),
  },
  'WWW-Authenticate': { description: 'The authentication scheme to use', schema: { type: 'string' } },
} as const;
export type HeaderName = keyof typeof HEADERS;

export const headerRef = (name: HeaderName) => ({ $ref: `#/components/headers/${name}` });
export function responseHeaders(kind: Kind, status: number): Record<string, unknown> {
  const names: HeaderName[] = [
    'X-Request-Id',
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
  ];
  if (kind !== 'token') names.push('Deprecation', 'Sunset', 'Link');
  if (status === 401) names.push('WWW-Authenticate');
  if (kind !== 'token' && status < 300) names.push('Idempotent-Replayed');
  const headers: Record<string, unknown> = Object.fromEntries(names.map((n) => [n, headerRef(n)]));
  if (status === 429 || status === 503) headers['Retry-After'] = headerRef('Retry-After');
  return headers;
}
