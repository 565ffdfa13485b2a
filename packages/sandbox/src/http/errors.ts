import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { ERROR_CODES } from '../contract.ts';
import type { SandboxEnv } from './env.ts';

/** One entry of the v1.8+ error shape (A4). `source` names the request field, or body/path/header. */
export interface ErrorEntry {
  code: string;
  source: string;
  description: string;
}

/** Throw anywhere in a route: the app's error handler answers `{ message: [...], request_id }`. */
export class ApiError extends Error {
  /** Fields answered beside `message` (the token endpoint adds RFC 6749's `error` and `error_description`). */
  extra: Record<string, unknown> = {};

  constructor(
    readonly status: ContentfulStatusCode,
    readonly entries: ErrorEntry[],
    readonly headers: Record<string, string> = {},
  ) {
    super(entries.map((e) => `${e.source}: ${e.description}`).join('; '));
    this.name = 'ApiError';
  }

  static one(status: ContentfulStatusCode, code: string, source: string, description: string): ApiError {
    return new ApiError(status, [{ code, source, description }]);
  }

  static notFound(what: string, source = 'path'): ApiError {
    return ApiError.one(404, ERROR_CODES.notFound, source, `${what} not found`);
  }
}

export function errorBody(entries: ErrorEntry[], requestId: string, extra: Record<string, unknown> = {}) {
  return { ...extra, message: entries, request_id: requestId };
}

/** The v1.8+ error response (A4), for code that prefers returning over throwing. */
export function apiError(
  c: Context<SandboxEnv>,
  status: ContentfulStatusCode,
  entries: ErrorEntry[],
): Response {
  return c.json(errorBody(entries, c.get('requestId') ?? ''), status);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function issueCode(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.path.length > 0 && valueAt(input, issue.path) === undefined) return ERROR_CODES.required;
  switch (issue.code) {
    case 'invalid_type':
      return ERROR_CODES.invalidType;
    case 'invalid_union':
      return ERROR_CODES.invalidFormat;
    case 'invalid_value':
      return ERROR_CODES.invalidValue;
    case 'invalid_format':
      return ERROR_CODES.invalidFormat;
    case 'too_small':
    case 'too_big':
      return ERROR_CODES.outOfRange;
    case 'custom':
      return typeof issue.params?.code === 'string' ? issue.params.code : ERROR_CODES.invalidValue;
    default:
      return ERROR_CODES.invalidValue;
  }
}

/** One A4 entry per bad field (the first issue of each field wins). */
export function zodEntries(error: z.ZodError, input: unknown): ErrorEntry[] {
  const seen = new Map<string, ErrorEntry>();
  for (const issue of error.issues) {
    const source = issue.path.length > 0 ? issue.path.join('.') : 'body';
    if (seen.has(source)) continue;
    const code = issueCode(issue, input);
    const description = code === ERROR_CODES.required ? `${source} is required` : issue.message;
    seen.set(source, { code, source, description });
  }
  return [...seen.values()];
}

/** Validates the parsed JSON body (set by the body middleware) against a zod schema; 422 on failure. */
export function validateBody<S extends z.ZodType>(c: Context<SandboxEnv>, schema: S): z.output<S> {
  return validate(c.get('body') ?? {}, schema);
}

export function validate<S extends z.ZodType>(input: unknown, schema: S): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(422, zodEntries(result.error, input));
  return result.data;
}
