import {
  type ApplePayMerchantSession,
  type ApplePaySessionRequest,
  type InstallmentSimulation,
  KNOWN_FIELDS,
  type PayRequest,
  type PayResponse,
  paths,
  type SetupAuthenticationRequest,
  type SetupAuthenticationResponse,
  type TypeCharge,
  type ValidateAuthenticationRequest,
  type ValidateAuthenticationResponse,
} from './contract.ts';
import {
  type CallOptions,
  type DeprecationInfo,
  type RetryOptions,
  request,
  type TucanResult,
} from './http.ts';
import { checkChargeUuid, refuseSecrets, refuseSecretUrl, TucanConfigError } from './secrets.ts';
import { baseUrlOf, type Environment, serviceUrl } from './service-url.ts';

export interface ClientOptions {
  /** Picks the base URL from `BASE_URLS`. Default `sandbox`. */
  environment?: Environment;
  /** Overrides the environment's base URL (for example a local sandbox). */
  baseUrl?: string;
  /** Replaces the global `fetch`. */
  fetch?: typeof fetch;
  /** Time limit of each try, in ms. Default 30 000. */
  timeoutMs?: number;
  retry?: RetryOptions;
  /** Called once per client, on the first response that carries a `Deprecation` header. */
  onDeprecation?: (info: DeprecationInfo) => void;
  /** Jitter source in [0, 1); for tests. */
  random?: () => number;
  /** Waits between retries; for tests. Must settle early when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<unknown>;
}

export interface TucanClient {
  /**
   * The service's base URL this client talks to (checked as `serviceUrl` does, without a trailing slash). Its origin
   * is the service's: the 3DS challenge dialog takes the CRes only from a page on it (the service's notification page).
   */
  readonly baseUrl: string;
  /** Installment options for `typeCharge` (the service's default is `credit_card`; `debit_card` gives 1). */
  simulateInstallments(
    chargeUuid: string,
    typeCharge?: TypeCharge,
    opts?: CallOptions,
  ): Promise<TucanResult<InstallmentSimulation>>;
  setupAuthentication(
    body: SetupAuthenticationRequest,
    opts?: CallOptions,
  ): Promise<TucanResult<SetupAuthenticationResponse>>;
  pay(chargeUuid: string, body: PayRequest, opts?: CallOptions): Promise<TucanResult<PayResponse>>;
  validateAuthentication(
    chargeUuid: string,
    body: ValidateAuthenticationRequest,
    opts?: CallOptions,
  ): Promise<TucanResult<ValidateAuthenticationResponse>>;
  applePaySession(
    chargeUuid: string,
    body: ApplePaySessionRequest,
    opts?: CallOptions,
  ): Promise<TucanResult<ApplePayMerchantSession>>;
}

/** A fresh key for a new logical attempt (for example paying again after a decline). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise((done) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', () => done(clearTimeout(timer)), { once: true });
  });

/** The client of the five public endpoints. It holds no secret and never sends `Authorization`. */
export function createClient(options: ClientOptions = {}): TucanClient {
  refuseSecrets(options, 'createClient options');
  const { environment = 'sandbox', retry = {} } = options;
  const base = options.baseUrl ?? baseUrlOf(environment);
  if (!base) throw new TucanConfigError(`@tucan/client: unknown environment "${environment}".`);
  refuseSecretUrl(base, 'the base URL');
  const checked = serviceUrl(base);
  if (!checked)
    throw new TucanConfigError(
      '@tucan/client: the base URL must be an https URL, or http on a loopback host (a local sandbox).',
    );
  const t = {
    baseUrl: checked.replace(/\/+$/, ''),
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 30_000,
    attempts: Math.max(1, retry.attempts ?? 3),
    baseMs: retry.baseMs ?? 1000,
    maxRetryAfterMs: retry.maxRetryAfterMs ?? 10_000,
    random: options.random ?? Math.random,
    sleep: options.sleep ?? wait,
    onDeprecation: options.onDeprecation,
  };
  /** Every call: the final URL and the serialized body are checked before anything is sent. */
  const call = async <T>(
    method: 'GET' | 'POST',
    path: () => string,
    body: object | undefined,
    opts?: CallOptions,
    known?: string,
  ) => {
    // Built inside the promise, so a charge UUID that is not one rejects the call rather than throwing.
    const p = path();
    refuseSecretUrl(t.baseUrl + p, 'the request URL');
    refuseSecrets(body, 'request body');
    refuseSecrets(opts && { idempotencyKey: opts.idempotencyKey, timeoutMs: opts.timeoutMs }, 'call options');
    return request<T>(t, method, p, body, opts, known);
  };
  const post = <T>(path: () => string, body: object, opts?: CallOptions, known?: string) =>
    call<T>('POST', path, body, opts, known);
  const charge = checkChargeUuid;
  return {
    baseUrl: t.baseUrl,
    simulateInstallments: (uuid, typeCharge, opts) =>
      call(
        'GET',
        () => paths.simulateInstallments(charge(uuid), typeCharge),
        undefined,
        opts,
        KNOWN_FIELDS.simulateInstallments,
      ),
    setupAuthentication: (body, opts) =>
      post(() => paths.setupAuthentication(), body, opts, KNOWN_FIELDS.setupAuthentication),
    pay: (uuid, body, opts) => post(() => paths.pay(charge(uuid)), body, opts, KNOWN_FIELDS.pay),
    validateAuthentication: (uuid, body, opts) =>
      post(() => paths.validateAuthentication(charge(uuid)), body, opts, KNOWN_FIELDS.validateAuthentication),
    applePaySession: (uuid, body, opts) => post(() => paths.applePaySession(charge(uuid)), body, opts),
  };
}
