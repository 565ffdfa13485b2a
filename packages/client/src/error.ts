import type { ErrorBody, RateLimitBody } from './contract.ts';

export type TucanErrorKind = 'network' | 'timeout' | 'aborted' | 'rate_limited' | 'api' | 'version_gone';

export interface ErrorDetail {
  /** Request field (or `body`, `path`, `header`, `rate_limit`) the problem is about. */
  field: string;
  reason: string;
  code?: string;
}

export interface TucanApiErrorInit {
  status?: number;
  code?: string;
  details?: ErrorDetail[];
  requestId?: string;
  retryAfter?: number;
  link?: string;
}

/** The one error every public call rejects with. */
export class TucanApiError extends Error {
  readonly kind: TucanErrorKind;
  /** HTTP status; absent when no response arrived. */
  readonly status?: number;
  readonly code?: string;
  readonly details: ErrorDetail[];
  readonly requestId?: string;
  /** Seconds to wait before trying again (from `Retry-After`). */
  readonly retryAfter?: number;
  /** Migration guide of a sunset version (410 Gone), or the successor version link. */
  readonly link?: string;

  constructor(kind: TucanErrorKind, message: string, init: TucanApiErrorInit = {}) {
    super(message);
    this.name = 'TucanApiError';
    this.kind = kind;
    this.details = init.details ?? [];
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.link = init.link;
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/**
 * Builds the error of a non-2xx response from any of the seed's three error shapes (seed §7), a non-JSON or
 * an empty body.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Headers,
  retryAfter: number | undefined,
  link: string | undefined,
): TucanApiError {
  const b = (body && typeof body === 'object' ? body : {}) as ErrorBody &
    RateLimitBody &
    Record<string, unknown>;
  let code: string | undefined;
  let message: string | undefined;
  let details: ErrorDetail[] = [];
  if (b.error && typeof b.error === 'object') {
    // 429: { error: { code, message, details }, request_id }
    code = str(b.error.code);
    message = str(b.error.message);
    details = (Array.isArray(b.error.details) ? b.error.details : []).map((d) => ({
      field: String(d?.field ?? ''),
      reason: String(d?.reason ?? ''),
    }));
  } else {
    // { message: [ { code, source, description } ] } or { code, source, description } or { message }
    const list = Array.isArray(b.message) ? b.message : b.description || b.code ? [b] : [];
    details = list.map((e) => ({
      field: String(e?.source ?? ''),
      reason: String(e?.description ?? ''),
      code: str(e?.code),
    }));
    code = details[0]?.code;
    message =
      typeof b.message === 'string'
        ? b.message
        : details
            .map((d) => d.reason)
            .filter(Boolean)
            .join('; ');
  }
  const kind = status === 429 ? 'rate_limited' : status === 410 ? 'version_gone' : 'api';
  return new TucanApiError(kind, message || `HTTP ${status}`, {
    status,
    code,
    details,
    requestId: str(b.request_id) ?? headers.get('x-request-id') ?? undefined,
    retryAfter,
    link: link ?? str(b.link) ?? str(b.migration_url) ?? str(b.documentation_url),
  });
}
