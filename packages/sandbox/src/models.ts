/** In-memory records of the sandbox. API responses are built from these by `serialize.ts`. */
import type {
  ChargeStatus,
  Country,
  DocumentType,
  PayoutStatus,
  PayoutType,
  SubscriptionCycle,
  TypeCharge,
} from './contract.ts';
import type { ErrorEntry } from './http/errors.ts';

export interface Client {
  client_id: string;
  client_secret: string;
  name: string;
  /** Key of the HMAC-SHA256 `Tucan-Signature` on this client's webhooks (assumption: the seed shows no signing). */
  webhook_secret: string;
}

export interface Wallet {
  uuid: string;
  client_id: string;
  name: string;
  country: Country;
  currency: string;
  allowed_methods: TypeCharge[];
  applepay_domains: string[];
  created_at: string;
}

/** What the sandbox keeps of a card: never the full number or the CVV. */
export interface CardSummary {
  brand: string;
  bin: string;
  last4: string;
  expiry_month: string;
  expiry_year: string;
}

export interface StatusChange {
  from: ChargeStatus | null;
  to: ChargeStatus;
  reason: string;
  at: string;
}

export interface Charge {
  charge_uuid: string;
  wallet_uuid: string;
  client_id: string;
  status: ChargeStatus;
  /** null for payment-link and checkout charges until the shopper picks a method. */
  type_charge: TypeCharge | null;
  value: number;
  local_currency: string;
  currency: string;
  usd_currency: number;
  due_date: string | null;
  description: string | null;
  installments: number | null;
  /**
   * The amount charged to the card (**assumption**, contract B6a): `value` plus the interest of the installment
   * plan chosen, else `value`. Set with `installments` by `setInstallments` (public/installments.ts).
   */
  total_value: number;
  transaction_reference: string;
  reference_external_id: string | null;
  subscription_uuid: string | null;
  payment_link_uuid: string | null;
  action_url: string | null;
  applepay_payload: unknown;
  url_3ds: string | null;
  payment_payload: Record<string, unknown> | null;
  webhook_url: string | null;
  email: string | null;
  ip_address: string | null;
  device_id: string | null;
  soft_descriptor: string | null;
  payer_name: string | null;
  payer_tax_id: string | null;
  payer_document_type: DocumentType | null;
  metadata: Record<string, unknown> | null;
  /** Card charges: capture on approval (default true, assumption). */
  capture: boolean;
  card: CardSummary | null;
  /** The last decline or failure, if any. */
  error: ErrorEntry | null;
  refund_reason: string | null;
  /** Total refunded so far, in the charge currency (partial refunds add up; `refunded` once it equals `value`). */
  refunded_value: number;
  refunds: Refund[];
  created_at: string;
  updated_at: string;
  history: StatusChange[];
  /** Scratch space for the public endpoints (3DS state, expiry timers, …); never serialized. */
  internal: Record<string, unknown>;
}

export interface Refund {
  refund_uuid: string;
  value: number;
  reason: string | null;
  created_at: string;
}

export interface Subscription {
  subscription_uuid: string;
  wallet_uuid: string;
  client_id: string;
  cycle: SubscriptionCycle;
  start_date: string;
  total_cycles: number | null;
  status: 'active' | 'canceled';
  charge_uuids: string[];
  created_at: string;
}

export interface PaymentLink {
  payment_link_uuid: string;
  wallet_uuid: string;
  client_id: string;
  is_checkout: boolean;
  url: string;
  charge_uuid: string;
  value: number;
  currency: string;
  description: string | null;
  allowed_methods: TypeCharge[];
  reference_external_id: string | null;
  expires_at: string | null;
  created_at: string;
}

export interface Payout {
  payout_uuid: string;
  wallet_uuid: string;
  client_id: string;
  type_payout: PayoutType;
  status: PayoutStatus;
  value: number;
  currency: string;
  description: string | null;
  reference_external_id: string | null;
  webhook_url: string | null;
  destination: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

export interface CardToken {
  card_token: string;
  client_id: string;
  card: CardSummary;
  /**
   * The one exception to "only brand, BIN, last 4 and expiry are kept": the full number stays in memory so a
   * tokenized card can be charged, until `expires_at` (CARD_TOKEN_TTL_MS); never returned, logged or listed.
   */
  pan: string;
  holder: string;
  created_at: string;
  /** ms since epoch on the sandbox clock. */
  expires_at: number;
}
