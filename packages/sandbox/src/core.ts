/**
 * SEAM FOR SANDBOX PART 2 (public endpoints, ACS, payloads). Stable API; A owns this file.
 *  - `publicRoutes(core)` is mounted at `/api/v1/bank/public` (define relative paths: `/charge/:uuid/pay`, …);
 *    `acsRoutes(core)` is mounted at `/sandbox/acs`. Use `new Hono<SandboxEnv>()` (env type in ./http/env.ts).
 *  - Applied by the app to EVERY `/api/*` request before your handlers (nothing to add in your routers):
 *    request id, rate limit (public paths: the client owning the charge found by the first UUID in the path, or
 *    the JSON body's `charge_uuid`; A6), versioning (404/410/deprecation headers), 413/415/400 JSON body parsing
 *    (POST; read it with `c.get('body')` or `validateBody(c, zodSchema)` from ./http/errors.ts), and the
 *    Idempotency-Key replay (POST, scoped by that client). CORS for the public paths is yours (hono/cors).
 *  - Errors: `throw new ApiError(status, entries)` or `ApiError.one(...)`/`ApiError.notFound(...)`; the app answers
 *    the A4 shape `{ message: [{ code, source, description }], request_id }`. Codes live in ./contract.ts.
 *  - State: `core.findCharge(uuid)`, `core.walletOf(charge)`, `core.clientOf(charge)`, `core.charges` (Map).
 *    Charge records (./models.ts) are mutable: set `payment_payload`, `url_3ds`, `installments`, `card`,
 *    `type_charge`, `error`, `applepay_payload`; keep your own state in `charge.internal`.
 *    Serialize with `chargeFull(charge)` / `chargeShort(charge)` from ./serialize.ts.
 *  - Status changes ONLY through `core.transition(charge, to, reason)`: it enforces the state machine of
 *    ./contract.ts (409 INVALID_STATE otherwise), records history and fires the webhook.
 *  - Card approval for server-to-server charges (POST /charge with card data) calls `core.hooks.authorizeCard`;
 *    B replaces the default with the scenarios of ./scenarios.ts inside `publicRoutes(core)`.
 *  - Payload methods created through the merchant API already get `payment_payload` from
 *    ./payloads/index.ts (`paymentPayloadFor`) at creation; `charge.internal.expiresAt` holds the code's expiry
 *    (ms). Control routes (mine): POST /sandbox/charges/:uuid/pay (mark paid), /status (forced transition).
 *  - Clock: always `core.now()` (injectable, `control.advance(ms)`); base URL: `core.baseUrl`.
 */
import { randomUUID } from 'node:crypto';
import { defaultAuthorizeCard } from './cards/authorize.ts';
import {
  type ChargeStatus,
  COUNTRIES,
  COUNTRY_CURRENCY,
  canTransition,
  DEFAULT_ALLOWED_METHODS,
  DEFAULT_APPLEPAY_DOMAINS,
  ERROR_CODES,
  PUBLIC_RATE_LIMIT,
  RATE_LIMIT,
  type RateWindow,
  SEED_CLIENT_ID,
  SEED_CLIENT_SECRET,
  SEED_WALLETS,
  SEED_WEBHOOK_SECRET,
  TOKEN_TTL_SECONDS,
  type VersionMode,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
} from './contract.ts';
import { ApiError, type ErrorEntry } from './http/errors.ts';
import type { CardToken, Charge, Client, PaymentLink, Payout, Subscription, Wallet } from './models.ts';
import { WebhookDispatcher } from './webhooks.ts';

export interface SandboxOptions {
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** More host names the control and ACS pages answer to (besides IP literals, localhost and `host`). */
  allowedHosts?: string[];
  /** Injectable clock (ms since epoch); `control.advance(ms)` moves it further. */
  now?: () => number;
  /** Waits before webhook attempts 2–5 in ms (default 1 min, 6 min, 36 min, 3.6 h). */
  webhookRetryDelaysMs?: readonly number[];
  /** Fast retries for tests: waits of base, 2·base, 4·base, 8·base ms (ignored when webhookRetryDelaysMs is set). */
  webhookBackoffMs?: number;
  /** Time a receiver has to answer one webhook attempt (default 30 000 ms). */
  webhookTimeoutMs?: number;
  /** The merchant's limit per client_id, also used per address for requests that prove no client. */
  rateLimit?: RateWindow;
  /** Limits of the public endpoints per charge and per address (defaults: 100 and 1000 per 60 s). */
  publicRateLimit?: { perCharge?: RateWindow; perAddress?: RateWindow };
  clientId?: string;
  clientSecret?: string;
  /** The seeded client's webhook signing secret (default `whsec_tucan_sandbox`). */
  webhookSecret?: string;
  versionMode?: VersionMode;
  /** Token lifetime in seconds (default 3600). */
  tokenTtlSeconds?: number;
  /**
   * A directory of `@tucan/elements` browser assets (usually its `dist/`), served at `GET /elements/*` as the
   * provider hosts them next to its API: the card frame, the hosted checkout page, the script-tag bundle.
   */
  elementsDir?: string;
  /**
   * Keep an access log of the last 1 000 requests (method, path, status, start and end in ms of real time; never
   * a query, header or body), read with `control.accessLog()`: how many requests and sequential round trips a
   * widget flow costs, counted by the service itself. Off by default.
   */
  accessLog?: boolean;
}

/** One request as the access log keeps it: no query, header or body, so no card data and no secret. */
export interface AccessLogEntry {
  method: string;
  path: string;
  status: number;
  /** Real time in ms (`performance.timeOrigin + performance.now()`), not the sandbox clock. */
  start: number;
  end: number;
}

/** Entries the access log keeps (the oldest go first). */
export const ACCESS_LOG_LIMIT = 1000;

/** Card data as sent by a merchant or the widget; never logged, never stored whole. */
export interface CardInput {
  card_name: string;
  card_number: string;
  card_expiry_month: string;
  card_expiry_year: string;
  card_cvv?: string | undefined;
}

export type CardAuthorization =
  | { result: 'approved' }
  | { result: 'declined'; error: ErrorEntry }
  /** 3DS challenge for host-to-host flows: the charge goes `pending` with `url_3ds`. */
  | { result: 'challenge'; url_3ds: string };

export interface CoreHooks {
  authorizeCard: (charge: Charge, card: CardInput) => CardAuthorization | Promise<CardAuthorization>;
}

export class SandboxCore {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookSecret: string;
  readonly host: string;
  readonly allowedHosts: readonly string[];
  readonly rateLimit: RateWindow;
  readonly publicRateLimit: { perCharge: RateWindow; perAddress: RateWindow };
  readonly tokenTtlSeconds: number;
  readonly webhooks: WebhookDispatcher;
  readonly jwtSecret = new TextEncoder().encode(randomUUID() + randomUUID());
  versionMode: VersionMode;
  /** Where `GET /elements/*` serves `@tucan/elements` assets from (unset: not served). */
  readonly elementsDir: string | undefined;
  /** `http://host:port`, set once the server listens. */
  baseUrl = '';
  hooks: CoreHooks = { authorizeCard: defaultAuthorizeCard };

  readonly clients = new Map<string, Client>();
  readonly wallets = new Map<string, Wallet>();
  readonly charges = new Map<string, Charge>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly paymentLinks = new Map<string, PaymentLink>();
  readonly payouts = new Map<string, Payout>();
  readonly cardTokens = new Map<string, CardToken>();
  /** Rolling-window request times per bucket (`client:…`, `address:…`, `charge:…`, `public:…`). */
  readonly requestLog = new Map<string, number[]>();
  /** When the rate limiter last deleted idle buckets (sandbox clock). */
  requestLogSweptAt = 0;
  /** The access log (`SandboxOptions.accessLog`), or undefined when off. */
  readonly accessLog: AccessLogEntry[] | undefined;
  /** Idempotency records per `${client_id} ${key}`. */
  readonly idempotency = new Map<string, IdempotencyRecord>();

  #clock: () => number;
  #offset = 0;

  constructor(options: SandboxOptions = {}) {
    this.#clock = options.now ?? Date.now;
    this.clientId = options.clientId ?? SEED_CLIENT_ID;
    this.clientSecret = options.clientSecret ?? SEED_CLIENT_SECRET;
    this.webhookSecret = options.webhookSecret ?? SEED_WEBHOOK_SECRET;
    this.host = options.host ?? '127.0.0.1';
    this.allowedHosts = options.allowedHosts ?? [];
    this.rateLimit = options.rateLimit ?? { ...RATE_LIMIT };
    this.publicRateLimit = {
      perCharge: options.publicRateLimit?.perCharge ?? { ...PUBLIC_RATE_LIMIT.perCharge },
      perAddress: options.publicRateLimit?.perAddress ?? { ...PUBLIC_RATE_LIMIT.perAddress },
    };
    this.tokenTtlSeconds = options.tokenTtlSeconds ?? TOKEN_TTL_SECONDS;
    this.versionMode = options.versionMode ?? 'current';
    this.elementsDir = options.elementsDir;
    this.accessLog = options.accessLog ? [] : undefined;
    this.webhooks = new WebhookDispatcher({
      retryDelaysMs: retryDelays(options),
      timeoutMs: options.webhookTimeoutMs ?? WEBHOOK_TIMEOUT_MS,
      now: () => this.now(),
    });
    this.seed();
  }

  now(): number {
    return this.#clock() + this.#offset;
  }

  isoNow(): string {
    return new Date(this.now()).toISOString();
  }

  /** Moves the clock forward; refuses a move that would leave the range of a JavaScript Date. */
  advance(ms: number) {
    if (!Number.isFinite(ms) || ms < 0 || Number.isNaN(new Date(this.now() + ms).getTime())) {
      throw ApiError.one(
        422,
        ERROR_CODES.outOfRange,
        'ms',
        'ms must be a non-negative number that keeps the clock a valid date',
      );
    }
    this.#offset += ms;
    this.webhooks.clockMoved();
  }

  /** Clears every record, puts the clock back to real time, and restores the seeded client and wallets. */
  reset() {
    this.#offset = 0;
    for (const map of [
      this.clients,
      this.wallets,
      this.charges,
      this.subscriptions,
      this.paymentLinks,
      this.payouts,
      this.cardTokens,
      this.requestLog,
      this.idempotency,
    ]) {
      map.clear();
    }
    this.webhooks.clear();
    this.accessLog?.splice(0);
    this.seed();
  }

  seed() {
    const created_at = this.isoNow();
    this.clients.set(this.clientId, {
      client_id: this.clientId,
      client_secret: this.clientSecret,
      name: 'Tucan sandbox merchant',
      webhook_secret: this.webhookSecret,
    });
    for (const country of COUNTRIES) {
      this.wallets.set(SEED_WALLETS[country], {
        uuid: SEED_WALLETS[country],
        client_id: this.clientId,
        name: `Sandbox wallet ${country}`,
        country,
        currency: COUNTRY_CURRENCY[country],
        allowed_methods: [...DEFAULT_ALLOWED_METHODS[country]],
        applepay_domains: [...DEFAULT_APPLEPAY_DOMAINS],
        created_at,
      });
    }
  }

  findCharge(uuid: string): Charge | undefined {
    return this.charges.get(uuid);
  }

  walletOf(charge: Pick<Charge, 'wallet_uuid'>): Wallet {
    const wallet = this.wallets.get(charge.wallet_uuid);
    if (!wallet) throw new Error(`wallet ${charge.wallet_uuid} missing`);
    return wallet;
  }

  clientOf(charge: Pick<Charge, 'client_id'>): Client {
    const client = this.clients.get(charge.client_id);
    if (!client) throw new Error(`client ${charge.client_id} missing`);
    return client;
  }

  /** A charge of this client, or 404. */
  ownedCharge(clientId: string, uuid: string): Charge {
    const charge = this.charges.get(uuid);
    if (!charge || charge.client_id !== clientId) throw ApiError.notFound('charge');
    return charge;
  }

  /** A wallet of this client, or 404 naming `source`. */
  ownedWallet(clientId: string, uuid: string, source = 'wallet_uuid'): Wallet {
    const wallet = this.wallets.get(uuid);
    if (!wallet || wallet.client_id !== clientId) throw ApiError.notFound('wallet', source);
    return wallet;
  }

  /** The only way a charge changes status: checks the state machine, records it, fires the webhook. */
  transition(charge: Charge, to: ChargeStatus, reason: string): Charge {
    if (!canTransition(charge.status, to)) {
      throw ApiError.one(
        409,
        ERROR_CODES.invalidState,
        'status',
        `charge is ${charge.status}; it cannot become ${to} (${reason})`,
      );
    }
    const at = this.isoNow();
    charge.history.push({ from: charge.status, to, reason, at });
    charge.status = to;
    charge.updated_at = at;
    if (charge.webhook_url) {
      this.webhooks.enqueue(
        'charge',
        charge.charge_uuid,
        charge.webhook_url,
        chargeWebhookPayload(charge),
        this.clientOf(charge).webhook_secret,
      );
    }
    return charge;
  }
}

/** The webhook retry schedule: explicit delays, the fast doubling of `webhookBackoffMs`, or the default. */
function retryDelays(options: SandboxOptions): readonly number[] {
  if (options.webhookRetryDelaysMs) return options.webhookRetryDelaysMs;
  const base = options.webhookBackoffMs;
  if (base === undefined) return WEBHOOK_RETRY_DELAYS_MS;
  return Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, i) => base * 2 ** i);
}

export interface IdempotencyRecord {
  fingerprint: string;
  state: 'running' | 'done';
  status: number;
  body: string;
  contentType: string;
  createdAt: number;
}

/** Seed §6.2–6.3: the minimal webhook payload. */
export function chargeWebhookPayload(charge: Charge): Record<string, unknown> {
  return {
    charge_uuid: charge.charge_uuid,
    status: charge.status,
    transaction_reference: charge.transaction_reference,
    subscription_uuid: charge.subscription_uuid,
    payment_link_uuid: charge.payment_link_uuid,
    ...(charge.reference_external_id ? { reference_external_id: charge.reference_external_id } : {}),
  };
}
