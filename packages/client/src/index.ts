export type { ClientOptions, TucanClient } from './client.ts';
export { createClient, newIdempotencyKey } from './client.ts';
export * from './contract.ts';
export type { ErrorDetail, TucanErrorKind } from './error.ts';
export { TucanApiError } from './error.ts';
export type { CallOptions, DeprecationInfo, RateLimit, RetryOptions, TucanResult } from './http.ts';
export { TucanConfigError } from './secrets.ts';
export { BASE_URLS, baseUrlOf, type Environment, serviceUrl } from './service-url.ts';
