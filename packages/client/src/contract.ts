/**
 * The public endpoints of the Payment Service Interface v1 as `@tucan/client` sees them: paths, request and
 * response types, and the fields each response is known to carry (each environment's base URL is
 * `service-url.ts`'s).
 *
 * The seed shows none of these bodies; the shapes follow `docs/contract.md` ("Public endpoints"). When the
 * live API differs, this is the one file to change.
 */

/** Version prefix of the public paths (seed §9.1: the version is the URL path prefix). */
export const PUBLIC_PREFIX = '/api/v1/bank/public';

const id = encodeURIComponent;

/** Path of each public endpoint, relative to the base URL. */
export const paths = {
  simulateInstallments: (charge: string, typeCharge?: TypeCharge) =>
    `${PUBLIC_PREFIX}/charge/${id(charge)}/simulate-installment${typeCharge ? `?type_charge=${id(typeCharge)}` : ''}`,
  setupAuthentication: () => `${PUBLIC_PREFIX}/setup-authentication`,
  pay: (charge: string) => `${PUBLIC_PREFIX}/charge/${id(charge)}/pay`,
  validateAuthentication: (charge: string) => `${PUBLIC_PREFIX}/charge/authentication/${id(charge)}/validate`,
  applePaySession: (charge: string) => `${PUBLIC_PREFIX}/charge/applepay/${id(charge)}/session`,
};

/**
 * Top-level fields kept in the typed `data` of each response. Anything else the service adds (seed §9.4:
 * new response fields arrive without notice) goes to the non-enumerable `extra` of `data`, never rejected.
 * The Apple Pay merchant session is opaque and is passed to Apple unchanged, so it keeps every field.
 */
export const KNOWN_FIELDS = {
  simulateInstallments: 'charge_uuid type_charge currency value options',
  setupAuthentication:
    'authentication_uuid threeDSServerTransID threeDSMethodURL threeDSMethodNotificationURL threeDSMethodData',
  pay: 'charge_uuid status transaction_reference type_charge installments url_3ds creq authentication_uuid decoupled payment_payload applepay_payload error',
  validateAuthentication:
    'charge_uuid status transaction_reference type_charge installments authentication_uuid decoupled error',
} as const;

/** The 12 charge status values of the seed (§3), in the seed's order. */
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
export type KnownChargeStatus = (typeof CHARGE_STATUSES)[number];
/** A charge status. New values may appear without notice (seed §9.4), so any string is accepted. */
export type ChargeStatus = KnownChargeStatus | (string & {});

/** Payment methods (contract A3). */
export type TypeCharge =
  | 'credit_card'
  | 'debit_card'
  | 'pix'
  | 'boleto'
  | 'spei'
  | 'oxxo'
  | 'qra'
  | 'pfc'
  | 'googlepay'
  | 'applepay';

export type DocumentType = 'CPF' | 'CNPJ' | 'DNI' | 'CUIT' | 'CUIL' | 'CURP' | 'RFC' | 'INE' | 'PAS';

/** One entry of the v1.8+ error array (contract A4); also carried by a declined pay. */
export interface ServiceError {
  code: string;
  source: string;
  description: string;
}

/** Response fields the service added after this client was written (see `KNOWN_FIELDS`). */
export interface WithExtra {
  readonly extra?: Record<string, unknown>;
}

// GET /charge/{uuid}/simulate-installment

export interface InstallmentOption {
  installments: number;
  installment_value: number;
  total_value: number;
  /** Monthly interest rate in percent. */
  interest_rate: number;
}

export interface InstallmentSimulation extends WithExtra {
  charge_uuid: string;
  /** The method simulated (`credit_card` unless asked otherwise; `debit_card` offers 1 installment). */
  type_charge: TypeCharge;
  currency: string;
  value: number;
  /** Empty where the charge's country or method allows no installments. */
  options: InstallmentOption[];
}

// POST /setup-authentication

export interface SetupAuthenticationRequest {
  charge_uuid: string;
  /** First 6 to 8 digits of the card; never the whole number. */
  card_bin: string;
}

export interface SetupAuthenticationResponse extends WithExtra {
  authentication_uuid: string;
  threeDSServerTransID: string;
  /** `null` when the card range has no 3DS Method (then send `threeDSCompInd: "U"`). */
  threeDSMethodURL: string | null;
  threeDSMethodNotificationURL: string;
  threeDSMethodData: string;
}

// POST /charge/{uuid}/pay

export interface BrowserInfo {
  browserJavaEnabled: boolean;
  browserJavascriptEnabled: boolean;
  browserLanguage: string;
  browserColorDepth: string;
  browserScreenHeight: number;
  browserScreenWidth: number;
  browserTZ: number;
  browserUserAgent: string;
  /** EMV 3DS window size: 01 (250×400) to 04 (600×400), 05 full screen. */
  challengeWindowSize: '01' | '02' | '03' | '04' | '05';
}

/** Send only the fields of the chosen method. */
export interface PayRequest {
  type_charge: TypeCharge;
  card_name?: string;
  /** Digits only. */
  card_number?: string;
  /** Two digits. */
  card_expiry_month?: string;
  /** Four digits. */
  card_expiry_year?: string;
  card_cvv?: string;
  installments?: number;
  email?: string;
  device_id?: string;
  payer_name?: string;
  payer_tax_id?: string;
  payer_document_type?: DocumentType;
  authentication_uuid?: string;
  threeDSCompInd?: 'Y' | 'N' | 'U';
  browser?: BrowserInfo;
  googlepay_token?: string;
  applepay_token?: Record<string, unknown>;
}

export interface PayResponse extends WithExtra {
  charge_uuid: string;
  status: ChargeStatus;
  transaction_reference?: string;
  /** The method this attempt used. */
  type_charge?: TypeCharge;
  /** `null` for methods without installments (codes, vouchers, wallets). */
  installments?: number | null;
  /** With `status: "pending"`: POST `creq` to this URL in an iframe (3DS challenge). */
  url_3ds?: string;
  creq?: string;
  authentication_uuid?: string;
  /** With `status: "pending"`: approve in the bank app, then poll validate. */
  decoupled?: boolean;
  /** With `status: "issued"`: codes and vouchers (pix, spei, oxxo, qra, boleto, pfc). */
  payment_payload?: Record<string, unknown>;
  /** Apple Pay: what the service recorded of the wallet payment (for example `{ network, status }`). */
  applepay_payload?: Record<string, unknown>;
  /** With `status: "error"`: the decline. The charge stays payable with a new attempt. */
  error?: ServiceError;
}

// POST /charge/authentication/{uuid}/validate

export interface ValidateAuthenticationRequest {
  authentication_uuid: string;
  /** Absent when polling a decoupled authentication. */
  cres?: string;
}

export interface ValidateAuthenticationResponse extends WithExtra {
  charge_uuid: string;
  status: ChargeStatus;
  transaction_reference?: string;
  type_charge?: TypeCharge;
  /** `null` for methods without installments (codes, vouchers, wallets). */
  installments?: number | null;
  authentication_uuid?: string;
  /** With `status: "pending"`: still waiting for the bank app; call validate again. */
  decoupled?: boolean;
  error?: ServiceError;
}

// POST /charge/applepay/{uuid}/session

export interface ApplePaySessionRequest {
  validationURL: string;
  domain: string;
}

/** Apple's merchant session: opaque, passed to `completeMerchantValidation` with every field intact. */
export interface ApplePayMerchantSession {
  epochTimestamp: number;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  merchantSessionIdentifier: string;
  nonce: string;
  merchantIdentifier: string;
  domainName: string;
  displayName: string;
  signature: string;
  [field: string]: unknown;
}

// Error bodies (seed §7)

/** 429 body (seed §7.1). */
export interface RateLimitBody {
  error?: { code?: string; message?: string; details?: { field?: string; reason?: string }[] };
  request_id?: string;
}

/** v1.8+ body `{ message: [ … ] }` (contract A4), v1.10 `{ code, source, description }`, or older `{ message }`. */
export interface ErrorBody extends Partial<ServiceError> {
  message?: ServiceError[] | string;
  request_id?: string;
}
