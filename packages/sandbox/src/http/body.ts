/**
 * JSON request bodies of POST requests on the service paths: 413 beyond the size limit, 415 for a body that is
 * not `application/json`, 400 for malformed JSON, a non-object or nesting deeper than MAX_JSON_DEPTH. An empty
 * body reads as `{}`.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_CODES, MAX_BODY_BYTES } from '../contract.ts';
import type { SandboxEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth.ts';
import { isVersionedPath } from './paths.ts';

/** 413 PAYLOAD_TOO_LARGE above MAX_BODY_BYTES; also guards the form-encoded token endpoint. */
export const bodySizeLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    // The rest of the body is never read, so the connection cannot be reused: say so, and clients open a new one.
    throw new ApiError(
      413,
      [
        {
          code: ERROR_CODES.payloadTooLarge,
          source: 'body',
          description: `The request body exceeds ${MAX_BODY_BYTES} bytes`,
        },
      ],
      { Connection: 'close' },
    );
  },
});

/**
 * Reads a non-empty JSON request body: 415 unless `application/json`, 400 for malformed JSON or nesting deeper
 * than MAX_JSON_DEPTH. Shared by the service paths and the control endpoints.
 */
export function parseJsonText(text: string, contentType: string | undefined): unknown {
  if (!/^application\/(.+\+)?json\b/i.test(contentType ?? '')) {
    throw ApiError.one(
      415,
      ERROR_CODES.unsupportedMediaType,
      'header',
      'Content-Type must be application/json',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw ApiError.one(400, ERROR_CODES.malformedJson, 'body', 'The request body is not valid JSON');
  }
  if (nestedDeeperThan(body, MAX_JSON_DEPTH)) {
    throw ApiError.one(
      400,
      ERROR_CODES.invalidRequest,
      'body',
      `The request body nests deeper than ${MAX_JSON_DEPTH} levels`,
    );
  }
  return body;
}

export function jsonBody(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !isVersionedPath(c.req.path)) return next();
    return bodySizeLimit(c, async () => {
      const text = await c.req.text();
      if (text.trim() === '') {
        c.set('body', {});
        return next();
      }
      const body = parseJsonText(text, c.req.header('content-type'));
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw ApiError.one(400, ERROR_CODES.invalidRequest, 'body', 'The request body must be a JSON object');
      }
      c.set('body', body);
      await next();
    });
  };
}
