/**
 * The response, error and webhook bodies of the service API as zod schemas: what `../serialize.ts`, the public
 * handlers and the webhook queue send, described for `./document.ts`. Request bodies are not here: the document
 * takes the schemas the routes validate with. The type checks at the end tie the serializers to these schemas, and
 * `test/openapi-prism.test.ts` checks every real answer against the document (no undocumented field passes there).
 */
import { z } from 'zod';
import type { BinInfo } from '../cards/bin.ts';
import {
  CHARGE_STATUSES,
  COUNTRIES,
  DOCUMENT_TYPES,
  ERROR_CODES,
  FX_CURRENCIES,
  PAYOUT_STATUSES,
  PAYOUT_TYPES,
  PIX_KEY_TYPES,
  SUBSCRIPTION_CYCLES,
  TYPE_CHARGES,
} from '../contract.ts';
import type { chargeFull, chargeShort, walletJson } from '../serialize.ts';
import { row } from './assumptions.ts';

/** A "not shown" decision on a schema: `x-assumption` in the document. */
const assumption = (where: string) => ({ 'x-assumption': where });

const uuid = z.uuid();
const isoDateTime = z.string().describe('ISO 8601 date-time (UTC)');
const day = z.string().describe('Date, YYYY-MM-DD');
const money = z
  .number()
  .describe("Amount in the currency's major unit (A1)")
  .meta(assumption(row('global', 'A1')));
const status = z.enum(CHARGE_STATUSES);
const typeCharge = z.enum(TYPE_CHARGES).meta(assumption(row('global', 'A3')));

/** One entry of the v1.8+ error array (A4); also a declined payment's `error`. */
export const ErrorEntry = z
  .object({
    code: z
      .string()
      .describe(
        `Error code. Known values: ${Object.values(ERROR_CODES).join(', ')}; more may appear (§9.4).`,
      ),
    source: z.string().describe('The request field (dotted path), or body, path, header, query'),
    description: z.string(),
  })
  .describe('One error (seed §7.4)');

export const ErrorBody = z
  .object({
    message: z.array(ErrorEntry).min(1),
    request_id: z.string(),
  })
  .describe('Every error but the rate limit (seed §7.4, A4)')
  .meta(assumption(row('global', 'A4')));

export const TokenErrorBody = z
  .object({
    error: z.enum(['invalid_request', 'invalid_client', 'unsupported_grant_type']),
    error_description: z.string(),
    message: z.array(ErrorEntry).min(1),
    request_id: z.string(),
  })
  .describe("The token endpoint's errors: RFC 6749 §5.2 `error` and `error_description` beside the A4 shape");

export const RateLimitBody = z
  .object({
    error: z.object({
      code: z.literal('RATE_LIMIT_EXCEEDED'),
      message: z.string().describe('States the seconds to wait'),
      details: z.array(
        z.object({ field: z.literal('rate_limit'), reason: z.string().describe('Which limit was reached') }),
      ),
    }),
    request_id: z.string(),
  })
  .describe('The 429 body (seed §7.1)')
  .meta(assumption(row('global', 'A6')));

export const TokenResponse = z.object({
  access_token: z.string().describe('JWT used as the bearer token'),
  expires_in: z.int().describe('Lifetime in seconds; 3600'),
  token_type: z.literal('Bearer'),
});

export const ChargeShort = z
  .object({
    charge_uuid: uuid,
    status,
    transaction_reference: z.string(),
    subscription_uuid: uuid.nullable(),
  })
  .describe('The short creation response (seed §2.3)');

const PaymentPayload = z
  .object({
    payload: z.string().optional().describe('pix, qra: the copy-paste EMV string'),
    qr_code: z.string().optional().describe('pix, qra: base64 PNG of `payload`'),
    expiration_date: isoDateTime.optional(),
    due_date: day.optional().describe('boleto, pfc'),
    clabe: z.string().optional().describe('spei'),
    bank: z.string().optional().describe('spei'),
    beneficiary: z.string().optional().describe('spei'),
    reference: z.string().optional().describe('spei, oxxo, pfc'),
    barcode: z.string().optional().describe('oxxo, boleto, pfc'),
    digitable_line: z.string().optional().describe('boleto'),
    amount: z.number().optional(),
  })
  .describe('The code or voucher of pix, qra, spei, oxxo, boleto and pfc charges (seed §2.4, v1.14.0; B10)')
  .meta(assumption(`${row('public', 'B10')}`));

const CardSummary = z.object({ brand: z.string(), last4: z.string() });

const Refund = z.object({
  refund_uuid: uuid,
  value: money,
  reason: z.string().nullable(),
  created_at: isoDateTime,
});

const metadataValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const Charge = z
  .object({
    charge_uuid: uuid,
    wallet_uuid: uuid,
    status,
    type_charge: typeCharge.nullable().describe('null until the shopper picks a method (A7)'),
    value: money,
    local_currency: z.string(),
    currency: z.string(),
    usd_currency: z.number().describe('The USD equivalent at the sandbox FX rate (A2)'),
    installments: z.int().nullable(),
    total_value: money.describe(
      'The amount charged to the card: value plus the interest of the installment plan chosen, else value (B6a)',
    ),
    due_date: day.nullable(),
    description: z.string().nullable(),
    transaction_reference: z.string(),
    reference_external_id: z.string().nullable(),
    subscription_uuid: uuid.nullable(),
    payment_link_uuid: uuid.nullable(),
    action_url: z.string().nullable(),
    applepay_payload: z.record(z.string(), z.unknown()).nullable(),
    url_3ds: z.string().nullable().describe('Redirect for host-to-host 3DS (B11)'),
    payment_payload: PaymentPayload.nullable(),
    capture: z.boolean(),
    card: CardSummary.nullable(),
    email: z.string().nullable(),
    payer_name: z.string().nullable(),
    payer_tax_id: z.string().nullable(),
    payer_document_type: z.enum(DOCUMENT_TYPES).nullable(),
    soft_descriptor: z.string().nullable(),
    metadata: z.record(z.string(), metadataValue).nullable(),
    error: ErrorEntry.nullable().describe(
      'The decline or failure of the last attempt; null once another attempt goes ahead (B2a)',
    ),
    refund_reason: z.string().nullable(),
    refunded_value: money,
    refunds: z.array(Refund),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .describe('The full charge object (seed §2.4)');

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.int(),
    page: z.int(),
    page_size: z.int(),
    total_pages: z.int(),
    results: z.array(item),
  });
export const ChargePage = page(Charge);

export const Wallet = z.object({
  uuid,
  name: z.string(),
  country: z.enum(COUNTRIES),
  currency: z.string(),
  allowed_methods: z.array(typeCharge),
  applepay_domains: z.array(z.string()),
  created_at: isoDateTime,
});

export const Subscription = z.object({
  subscription_uuid: uuid,
  wallet_uuid: uuid,
  cycle: z.enum(SUBSCRIPTION_CYCLES),
  start_date: day,
  total_cycles: z.int().nullable(),
  status: z.enum(['active', 'canceled']),
  charge_uuids: z.array(uuid),
  created_at: isoDateTime,
});

export const PaymentLink = z.object({
  payment_link_uuid: uuid,
  wallet_uuid: uuid,
  is_checkout: z.boolean(),
  url: z.string().describe('The hosted page'),
  charge_uuid: uuid,
  value: money,
  currency: z.string(),
  description: z.string().nullable(),
  allowed_methods: z.array(typeCharge),
  reference_external_id: z.string().nullable(),
  expires_at: day.nullable(),
  created_at: isoDateTime,
});

const cardFacts = {
  brand: z.string(),
  bin: z.string(),
  last4: z.string(),
  expiry_month: z.string(),
  expiry_year: z.string(),
};

export const ZeroAuthResult = z.object({
  valid: z.boolean(),
  status: z.enum(['approved', 'declined']),
  ...cardFacts,
  error: ErrorEntry.nullable(),
});

export const CardToken = z.object({
  card_token: z.string().describe('`tok_…`; usable as `card_token` of a charge until `expires_at`'),
  ...cardFacts,
  created_at: isoDateTime,
  expires_at: isoDateTime,
});

export const BinLookup = z.object({
  bin: z.string(),
  brand: z.string(),
  type: z.enum(['credit', 'debit', 'prepaid']),
  category: z.string(),
  issuer: z.string(),
  country: z.string(),
});

export const FxQuote = z.object({
  quote_uuid: uuid,
  from_currency: z.enum(FX_CURRENCIES),
  to_currency: z.enum(FX_CURRENCIES),
  rate: z.number(),
  amount: z.number(),
  converted_amount: z.number(),
  quoted_at: isoDateTime,
  expires_at: isoDateTime,
});

const bankAccount = z.object({
  bank_code: z.string(),
  branch: z.string().optional(),
  account_number: z.string(),
  holder_name: z.string(),
  holder_tax_id: z.string().optional(),
});

export const Payout = z
  .object({
    payout_uuid: uuid,
    wallet_uuid: uuid,
    type_payout: z.enum(PAYOUT_TYPES),
    status: z.enum(PAYOUT_STATUSES),
    value: money,
    currency: z.string(),
    description: z.string().nullable(),
    reference_external_id: z.string().nullable(),
    webhook_url: z.string().nullable(),
    pix_destination: z.object({ key_type: z.enum(PIX_KEY_TYPES), key: z.string() }).optional(),
    bank_account: bankAccount.optional(),
    clabe: z.string().optional(),
    beneficiary_name: z.string().optional(),
    beneficiary: z.object({ name: z.string(), document_number: z.string().optional() }).optional(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .describe('A payout with the destination fields of its type_payout');
export const PayoutPage = page(Payout);

export const InstallmentSimulation = z.object({
  charge_uuid: uuid,
  type_charge: typeCharge,
  currency: z.string(),
  value: money,
  options: z.array(
    z.object({
      installments: z.int(),
      installment_value: z.number(),
      total_value: z.number(),
      interest_rate: z.number().describe('Monthly rate in percent'),
    }),
  ),
});

export const SetupAuthenticationResponse = z.object({
  authentication_uuid: z.string(),
  threeDSServerTransID: z.string(),
  threeDSMethodURL: z.string().nullable(),
  threeDSMethodNotificationURL: z.string(),
  threeDSMethodData: z.string(),
});

export const PayResponse = z
  .object({
    charge_uuid: uuid,
    status,
    transaction_reference: z.string(),
    type_charge: typeCharge.describe('The method of this attempt'),
    installments: z.int().nullable(),
    authentication_uuid: z.string().optional(),
    url_3ds: z.string().optional().describe('With status pending: POST `creq` there in an iframe'),
    creq: z.string().optional(),
    decoupled: z.boolean().optional(),
    payment_payload: PaymentPayload.optional(),
    applepay_payload: z.record(z.string(), z.unknown()).optional(),
    error: ErrorEntry.optional().describe('With status error: the decline (B3)'),
  })
  .describe('The charge after the attempt, and what the browser does next');

export const ApplePayMerchantSession = z.object({
  epochTimestamp: z.number(),
  expiresAt: z.number().describe('Milliseconds since the epoch'),
  merchantSessionIdentifier: z.string(),
  nonce: z.string(),
  merchantIdentifier: z.string(),
  domainName: z.string(),
  displayName: z.string(),
  signature: z.string(),
  operationalAnalyticsIdentifier: z.string(),
  retries: z.int(),
  pspId: z.string(),
});

export const ChargeWebhook = z
  .object({
    charge_uuid: uuid,
    status,
    transaction_reference: z.string(),
    subscription_uuid: uuid.nullable(),
    payment_link_uuid: uuid.nullable(),
    reference_external_id: z.string().optional().describe('Only when set on the charge (§6.3)'),
  })
  .describe('Seed §6.2: intentionally minimal; fetch the charge before trusting it (§6.6)')
  .meta(assumption(row('webhooks', 'Payload')));

export const PayoutWebhook = z
  .object({
    payout_uuid: uuid,
    status: z.enum(PAYOUT_STATUSES),
    type_payout: z.enum(PAYOUT_TYPES),
    reference_external_id: z.string().optional(),
  })
  .meta(assumption(row('webhooks', 'Payout webhooks')));

// The serializers answer what these schemas say (a field added to one and not the other fails `pnpm typecheck`).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Keys<T> = keyof T;
const serializerChecks: [
  Same<Keys<ReturnType<typeof chargeFull>>, Keys<z.output<typeof Charge>>>,
  Same<ReturnType<typeof chargeShort>, z.output<typeof ChargeShort>>,
  Same<ReturnType<typeof walletJson>, z.output<typeof Wallet>>,
  Same<BinInfo, z.output<typeof BinLookup>>,
] = [true, true, true, true];
void serializerChecks;
