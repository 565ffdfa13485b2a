/**
 * The sandbox's reading of the seed (Payment Service Interface v1, up to v1.14.0), in one place.
 * Everything here that the seed marks "not shown" is an assumption, listed in docs/contract.md.
 * Adapting the emulator to the live API starts with this file.
 */

/** §3: the 12 charge statuses. */
export const CHARGE_STATUSES = [
  'issued',
  'pending',
  'confirmed',
  'paid',
  'error',
  'canceled',
  'refunded',
  'refund_error',
  'chargeback_requested',
  'chargeback_refunded',
  'chargeback_reversed',
  'pre_chargeback_resolution',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * The charge state machine (assumption: the seed shows no transitions). A self-loop (error → error,
 * refund_error → refund_error) is a new failed attempt; it fires a webhook like any other transition. error →
 * issued: a payment code issued after a failed attempt (the charge awaits that code's payment, B2a).
 */
export const TRANSITIONS: Readonly<Record<ChargeStatus, readonly ChargeStatus[]>> = {
  issued: ['pending', 'confirmed', 'paid', 'error', 'canceled'],
  pending: ['confirmed', 'paid', 'error', 'canceled'],
  error: ['issued', 'pending', 'confirmed', 'paid', 'error', 'canceled'],
  confirmed: ['paid', 'canceled'],
  paid: ['refunded', 'refund_error', 'chargeback_requested'],
  refund_error: ['refunded', 'refund_error'],
  chargeback_requested: ['pre_chargeback_resolution', 'chargeback_refunded', 'chargeback_reversed'],
  pre_chargeback_resolution: ['chargeback_refunded', 'chargeback_reversed'],
  canceled: [],
  refunded: [],
  chargeback_refunded: [],
  chargeback_reversed: [],
};

export function canTransition(from: ChargeStatus, to: ChargeStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Merchant operations and the statuses they start from (assumption). */
export const CANCELABLE: readonly ChargeStatus[] = ['issued', 'pending', 'confirmed'];
export const REFUNDABLE: readonly ChargeStatus[] = ['paid', 'refund_error'];
export const CAPTURABLE: readonly ChargeStatus[] = ['confirmed'];
/**
 * Cash payments cannot be refunded through the service (assumption, as PSPs do for OXXO, boleto and Pago Fácil:
 * the money went through a store or a bank slip, with no account to return it to); the merchant refunds the
 * shopper by other means.
 */
export const NON_REFUNDABLE_METHODS: readonly TypeCharge[] = ['oxxo', 'boleto', 'pfc'];
/** Statuses from which a shopper may pay (a declined charge may be retried). */
export const PAYABLE_STATUSES: readonly ChargeStatus[] = ['issued', 'error'];

/** A3: type_charge strings. */
export const TYPE_CHARGES = [
  'credit_card',
  'debit_card',
  'pix',
  'boleto',
  'spei',
  'oxxo',
  'qra',
  'pfc',
  'googlepay',
  'applepay',
] as const;
export type TypeCharge = (typeof TYPE_CHARGES)[number];
export const CARD_METHODS: readonly TypeCharge[] = ['credit_card', 'debit_card'];
/** Methods answered with a `payment_payload` (code or voucher), paid later by the shopper. */
export const PAYLOAD_METHODS = ['pix', 'spei', 'oxxo', 'qra', 'boleto', 'pfc'] as const;
export type PayloadMethodName = (typeof PAYLOAD_METHODS)[number];

/** v1.14.0: payer_document_type. */
export const DOCUMENT_TYPES = ['CPF', 'CNPJ', 'DNI', 'CUIT', 'CUIL', 'CURP', 'RFC', 'INE', 'PAS'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A2: countries and their currency. */
export const COUNTRIES = ['BR', 'MX', 'AR', 'CL', 'CO'] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_CURRENCY: Readonly<Record<Country, string>> = {
  BR: 'BRL',
  MX: 'MXN',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
};

/** Apple Pay exists for Brazil and Mexico only (§1). */
export const APPLEPAY_COUNTRIES: readonly Country[] = ['BR', 'MX'];

/** Default `allowed_methods` of a wallet per country (assumption). */
export const DEFAULT_ALLOWED_METHODS: Readonly<Record<Country, readonly TypeCharge[]>> = {
  BR: ['credit_card', 'debit_card', 'pix', 'boleto', 'googlepay', 'applepay'],
  MX: ['credit_card', 'debit_card', 'spei', 'oxxo', 'googlepay', 'applepay'],
  AR: ['credit_card', 'debit_card', 'qra', 'pfc', 'googlepay'],
  CL: ['credit_card', 'debit_card', 'googlepay'],
  CO: ['credit_card', 'debit_card', 'googlepay'],
};
export const DEFAULT_APPLEPAY_DOMAINS: readonly string[] = ['localhost', '127.0.0.1'];

/** Seeded state: one client owning one wallet per country, with stable UUIDs (ISO 3166 numeric suffix). */
export const SEED_CLIENT_ID = 'tucan_sandbox_client';
export const SEED_CLIENT_SECRET = 'tucan_sandbox_secret';
/** The seeded client's webhook signing secret (assumption: the seed shows no webhook signature). */
export const SEED_WEBHOOK_SECRET = 'whsec_tucan_sandbox';
export const SEED_WALLETS: Readonly<Record<Country, string>> = {
  BR: '7ca40000-0000-4000-8000-000000000076',
  MX: '7ca40000-0000-4000-8000-000000000484',
  AR: '7ca40000-0000-4000-8000-000000000032',
  CL: '7ca40000-0000-4000-8000-000000000152',
  CO: '7ca40000-0000-4000-8000-000000000170',
};

/** A1 and FX: currencies, their minor unit, and sandbox rates per 1 USD (assumption, fixed). */
export const FX_CURRENCIES = ['USD', 'BRL', 'EUR', 'MXN', 'ARS', 'COP', 'CLP', 'PEN'] as const;
export type FxCurrency = (typeof FX_CURRENCIES)[number];
export const MINOR_UNITS: Readonly<Record<string, number>> = {
  USD: 2,
  BRL: 2,
  EUR: 2,
  MXN: 2,
  ARS: 2,
  COP: 0,
  CLP: 0,
  PEN: 2,
};
export const UNITS_PER_USD: Readonly<Record<FxCurrency, number>> = {
  USD: 1,
  BRL: 5.4,
  EUR: 0.92,
  MXN: 18.5,
  ARS: 1150,
  COP: 4100,
  CLP: 940,
  PEN: 3.75,
};
/** How long an FX quote is valid (assumption). */
export const FX_QUOTE_TTL_MS = 60_000;

/**
 * Largest amount per method, in the charge currency's major unit (assumption). Boleto and Pago Fácil carry the
 * amount in a 10-digit field of centavos; OXXO takes cash up to 10,000 MXN per voucher. Checked the same way at
 * charge creation and on pay, so no code is generated that its own format cannot hold.
 */
export const METHOD_MAX_VALUE: Readonly<Partial<Record<TypeCharge, number>>> = {
  boleto: 99_999_999.99,
  pfc: 99_999_999.99,
  oxxo: 10_000,
};

export function roundMinor(value: number, currency: string): number {
  const factor = 10 ** (MINOR_UNITS[currency] ?? 2);
  return Math.round(value * factor) / factor;
}

/** §2.5: subscription cycles (biweekly and semiannually are named; the rest are assumptions). */
export const SUBSCRIPTION_CYCLES = [
  'weekly',
  'biweekly',
  'monthly',
  'bimonthly',
  'quarterly',
  'semiannually',
  'yearly',
] as const;
export type SubscriptionCycle = (typeof SUBSCRIPTION_CYCLES)[number];

/** v1.13.0: payout kinds; payout statuses are assumptions. */
export const PAYOUT_TYPES = ['pix', 'bank_transfer', 'ted', 'spei', 'cash_pickup'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];
export const PAYOUT_STATUSES = ['processing', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;

/** §5 and §8: token lifetime, rate limit, webhooks. */
export const TOKEN_TTL_SECONDS = 3600;
export interface RateWindow {
  limit: number;
  windowMs: number;
}
/** The merchant's limit (seed §8), also applied per address to requests that prove no client (assumption). */
export const RATE_LIMIT: RateWindow = { limit: 100, windowMs: 60_000 };
/**
 * Limits of the public endpoints (assumption): the seed's figure per charge, generous for one shopper's whole flow
 * (installments, 3DS setup, a few pay attempts, decoupled polling every 2 s = 30 a minute), and ten times that per
 * address, for many shoppers behind one carrier-grade NAT. They never count against the merchant's own quota.
 */
export const PUBLIC_RATE_LIMIT: { perCharge: RateWindow; perAddress: RateWindow } = {
  perCharge: { limit: 100, windowMs: 60_000 },
  perAddress: { limit: 1000, windowMs: 60_000 },
};
export const WEBHOOK_MAX_ATTEMPTS = 5;
/**
 * Waits before webhook attempts 2–5 (assumption: the seed says "exponential backoff" without intervals):
 * 1 min × 6ⁿ = 1 min, 6 min, 36 min, 3 h 36 min, so a receiver down for up to about 4 h 20 min still gets it.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [60_000, 360_000, 2_160_000, 12_960_000];
/** How long one attempt waits for the receiver: the seed's "under 30 seconds" handling time. */
export const WEBHOOK_TIMEOUT_MS = 30_000;
/** Lifetime of a card token from POST /tokenization/ on the sandbox clock (assumption). */
export const CARD_TOKEN_TTL_MS = 15 * 60_000;
/** How long an Idempotency-Key record is kept, on the sandbox clock (assumption, the usual 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** Request size limit (assumption). */
export const MAX_BODY_BYTES = 100 * 1024;
/** List pagination (assumption). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** §9: versioning. */
export const API_VERSION = 'v1';
export const VERSION_MODES = ['current', 'deprecated', 'sunset'] as const;
export type VersionMode = (typeof VERSION_MODES)[number];
/** Sunset date announced in deprecated mode (assumption: a fixed date 12 months after v1.14.0). */
export const SUNSET_DATE = 'Fri, 02 Jul 2027 00:00:00 GMT';
export const MIGRATION_GUIDE_URL = 'https://docs.tucan.example/api/v2/migration';

/** Error codes carried in the A4 shape `{ message: [{ code, source, description }] }` (assumption). */
export const ERROR_CODES = {
  required: 'REQUIRED',
  invalidFormat: 'INVALID_FORMAT',
  invalidValue: 'INVALID_VALUE',
  invalidCheckDigit: 'INVALID_CHECK_DIGIT',
  invalidType: 'INVALID_TYPE',
  outOfRange: 'OUT_OF_RANGE',
  malformedJson: 'MALFORMED_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  invalidRequest: 'INVALID_REQUEST',
  invalidClient: 'INVALID_CLIENT',
  unauthorized: 'UNAUTHORIZED',
  tokenExpired: 'TOKEN_EXPIRED',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  forbiddenHost: 'FORBIDDEN_HOST',
  notFound: 'NOT_FOUND',
  invalidState: 'INVALID_STATE',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyKeyInUse: 'IDEMPOTENCY_KEY_IN_USE',
  rateLimitExceeded: 'RATE_LIMIT_EXCEEDED',
  unknownApiVersion: 'UNKNOWN_API_VERSION',
  apiVersionSunset: 'API_VERSION_SUNSET',
  cardDeclined: 'CARD_DECLINED',
  /** A card past its expiry month: the same code on every endpoint that takes card fields (pay, charge, zero-auth, tokenization). */
  cardExpired: 'CARD_EXPIRED',
  /** A card number of no accepted brand (card-rules), on every endpoint that takes card fields. */
  unsupportedBrand: 'UNSUPPORTED_BRAND',
  invalidLength: 'INVALID_LENGTH',
  refundNotSupported: 'REFUND_NOT_SUPPORTED',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
