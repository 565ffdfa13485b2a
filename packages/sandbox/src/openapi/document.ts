/**
 * The OpenAPI 3.1 document of the service API as the sandbox implements it, generated from the zod schemas the
 * routes validate with (exported by the route files) and the response schemas of `./responses.ts`, with zod's own
 * JSON Schema output (draft 2020-12, the dialect of OpenAPI 3.1). Served at `GET /openapi.json`, written to
 * `dist/openapi.json` by the build; `test/openapi-document.test.ts` checks that every route the app registers is
 * in it. Each "not shown" decision carries `x-assumption`: the row of docs/contract.md that decides it.
 */
import { z } from 'zod';
import { chargeSchema, pixChargeSchema } from '../charges/schema.ts';
import { PAGE_SIZE_MAX } from '../contract.ts';
import { sessionSchema } from '../public/applepay.ts';
import { setupSchema, validateSchema } from '../public/authentication.ts';
import { paySchema } from '../public/pay.ts';
import { simulateQuery } from '../public/routes.ts';
import { cardSchema } from '../routes/cards.ts';
import { refundSchema } from '../routes/charge-operations.ts';
import { listQuery as chargeListQuery } from '../routes/charges.ts';
import { quoteSchema } from '../routes/fx.ts';
import { linkSchema } from '../routes/payment-links.ts';
import { listQuery as payoutListQuery, payoutSchema } from '../routes/payouts.ts';
import { walletSchema } from '../routes/wallets.ts';
import { ASSUMPTION, row } from './assumptions.ts';
import * as R from './responses.ts';

/** The token request (seed §5.2), as `../http/client-auth.ts` reads it. */
const TokenRequest = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().optional().describe('Required unless the client authenticates with HTTP Basic'),
  client_secret: z.string().optional().describe('Required unless the client authenticates with HTTP Basic'),
});

/** The card fields of a card payment: checked by `../public/card.ts` (brand, length, check digit, expiry). */
const cardString = (description: string) => z.string().optional().describe(description);
/** EMV 3DS 2.2 browser data, as the client SDK collects it; the sandbox reads `challengeWindowSize` only. */
const PayBrowser = paySchema.shape.browser.unwrap().extend({
  browserJavaEnabled: z.boolean().optional(),
  browserJavascriptEnabled: z.boolean().optional(),
  browserLanguage: z.string().optional(),
  browserColorDepth: z.string().optional(),
  browserScreenHeight: z.number().optional(),
  browserScreenWidth: z.number().optional(),
  browserTZ: z.number().optional(),
  browserUserAgent: z.string().optional(),
});
const PayRequest = paySchema.extend({
  browser: PayBrowser.optional(),
  card_name: cardString('Cardholder name'),
  card_number: cardString('Digits only'),
  card_expiry_month: cardString('Two digits, 01 to 12'),
  card_expiry_year: cardString('Four digits'),
  card_cvv: cardString('3 digits, 4 for American Express'),
  googlepay_token: z.string().optional().describe('Google Pay `tokenizationData.token` (B12)'),
  applepay_token: z.record(z.string(), z.unknown()).optional().describe('Apple Pay `payment.token` (B12)'),
});

/** Capture and cancel read no body; a merchant may send `{}` or nothing. */
const NoFields = z.object({}).describe('No fields are read: send `{}` or no body');

/** Component schemas: request schemas the routes use, then the response, error and webhook bodies. */
const components: Record<string, z.ZodType> = {
  TokenRequest,
  TokenResponse: R.TokenResponse,
  TokenErrorBody: R.TokenErrorBody,
  ErrorEntry: R.ErrorEntry,
  ErrorBody: R.ErrorBody,
  RateLimitBody: R.RateLimitBody,
  WalletCreateRequest: walletSchema,
  Wallet: R.Wallet,
  ChargeCreateRequest: chargeSchema,
  PixChargeCreateRequest: pixChargeSchema,
  ChargeShort: R.ChargeShort,
  Charge: R.Charge,
  ChargePage: R.ChargePage,
  RefundRequest: refundSchema,
  NoFields,
  Subscription: R.Subscription,
  PaymentLinkCreateRequest: linkSchema,
  PaymentLink: R.PaymentLink,
  CardRequest: cardSchema,
  ZeroAuthResult: R.ZeroAuthResult,
  CardToken: R.CardToken,
  BinLookup: R.BinLookup,
  FxQuoteRequest: quoteSchema,
  FxQuote: R.FxQuote,
  PayoutCreateRequest: payoutSchema,
  Payout: R.Payout,
  PayoutPage: R.PayoutPage,
  InstallmentSimulation: R.InstallmentSimulation,
  SetupAuthenticationRequest: setupSchema,
  SetupAuthenticationResponse: R.SetupAuthenticationResponse,
  PayRequest,
  PayResponse: R.PayResponse,
  ValidateAuthenticationRequest: validateSchema,
  ApplePaySessionRequest: sessionSchema,
  ApplePayMerchantSession: R.ApplePayMerchantSession,
  ChargeWebhook: R.ChargeWebhook,
  PayoutWebhook: R.PayoutWebhook,
};
type SchemaId = keyof typeof components;

const TAGS = {
  Authentication: 'OAuth 2.0 client credentials (seed §5)',
  Wallets: 'Wallets and their allowed_methods',
  Charges: 'Charge creation, reading and listing',
  'Charge operations': 'Capture, refund and cancel (seed §3 transitions)',
  'Payment links': 'Payment links and hosted checkout sessions',
  Cards: 'Zero-auth validation, tokenization and BIN lookup',
  FX: 'Exchange rate quotes',
  Payouts: 'Payouts (type_payout discriminator)',
  'Public (client SDK)': 'Called from the browser by the client SDK, with no bearer token',
} as const;

type Kind = 'merchant' | 'public' | 'token';
interface Operation {
  method: 'get' | 'post';
  path: string;
  operationId: string;
  summary: string;
  kind: Kind;
  tag: keyof typeof TAGS;
  body?: SchemaId;
  query?: z.ZodObject;
  ok: { status: 200 | 201; schema: SchemaId; description: string };
  /** Error statuses beyond the ones every operation of its kind documents. */
  errors?: number[];
  assumption?: string;
  deprecated?: boolean;
}

const PATH_PARAMS: Record<string, { description: string }> = {
  uuid: { description: 'UUID of the resource' },
  charge_uuid: { description: 'UUID of the charge' },
  wallet_uuid: { description: "UUID of the charge's wallet" },
  card_bin: { description: 'The first 6 to 8 digits of a card number' },
};

const OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/oauth2/token',
    operationId: 'createToken',
    summary: 'Get a bearer token (OAuth 2.0 client credentials)',
    kind: 'token',
    tag: 'Authentication',
    body: 'TokenRequest',
    ok: { status: 200, schema: 'TokenResponse', description: 'The token response (seed §2.1)' },
    assumption: row('endpoints', 'POST {auth_url}/oauth2/token'),
  },
  {
    method: 'post',
    path: '/charge',
    operationId: 'createChargeShort',
    summary: 'Create a charge (short response)',
    kind: 'merchant',
    tag: 'Charges',
    body: 'ChargeCreateRequest',
    ok: { status: 201, schema: 'ChargeShort', description: 'The short creation response (seed §2.3)' },
    errors: [409],
    assumption: row('endpoints', 'POST /charge'),
  },
  {
    method: 'post',
    path: '/api/v1/charge',
    operationId: 'createChargeShortV1',
    summary: 'Create a charge (short response), under the version prefix',
    kind: 'merchant',
    tag: 'Charges',
    body: 'ChargeCreateRequest',
    ok: { status: 201, schema: 'ChargeShort', description: 'The short creation response (seed §2.3)' },
    errors: [409],
    assumption: row('endpoints', 'POST /charge'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/',
    operationId: 'createWallet',
    summary: 'Create a wallet',
    kind: 'merchant',
    tag: 'Wallets',
    body: 'WalletCreateRequest',
    ok: { status: 201, schema: 'Wallet', description: 'The wallet, with its allowed_methods' },
    assumption: row('endpoints', 'POST /api/v1/bank/wallet/'),
  },
  {
    method: 'get',
    path: '/api/v1/bank/wallet/{uuid}/',
    operationId: 'getWallet',
    summary: 'Get a wallet',
    kind: 'merchant',
    tag: 'Wallets',
    ok: { status: 200, schema: 'Wallet', description: 'The wallet' },
    assumption: row('endpoints', 'GET /api/v1/bank/wallet/{uuid}/'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/charge/',
    operationId: 'createCharge',
    summary: 'Create a charge (any method; may create a subscription)',
    kind: 'merchant',
    tag: 'Charges',
    body: 'ChargeCreateRequest',
    ok: { status: 201, schema: 'Charge', description: 'The full charge object (seed §2.4)' },
    assumption: row('endpoints', 'POST /api/v1/bank/wallet/charge/'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/charge/pix/',
    operationId: 'createPixCharge',
    summary: 'Create a pix charge with its code generated at once',
    kind: 'merchant',
    tag: 'Charges',
    body: 'PixChargeCreateRequest',
    ok: { status: 201, schema: 'Charge', description: 'The full charge object with payment_payload' },
    assumption: row('endpoints', 'POST /api/v1/bank/wallet/charge/pix/'),
  },
  {
    method: 'get',
    path: '/api/v1/bank/wallet/charge/{uuid}/',
    operationId: 'getCharge',
    summary: 'Get a charge',
    kind: 'merchant',
    tag: 'Charges',
    ok: { status: 200, schema: 'Charge', description: 'The full charge object (seed §2.4)' },
    assumption: row('endpoints', 'GET /api/v1/bank/wallet/charge/{uuid}/'),
  },
  {
    method: 'get',
    path: '/api/v1/bank/wallet/charges/',
    operationId: 'listCharges',
    summary: 'List charges, newest first',
    kind: 'merchant',
    tag: 'Charges',
    query: chargeListQuery,
    ok: { status: 200, schema: 'ChargePage', description: 'One page of charges' },
    errors: [422],
    assumption: row('endpoints', 'GET /api/v1/bank/wallet/charges/'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/charge/{charge_uuid}/capture/{wallet_uuid}/',
    operationId: 'captureCharge',
    summary: 'Capture a confirmed charge',
    kind: 'merchant',
    tag: 'Charge operations',
    body: 'NoFields',
    ok: { status: 200, schema: 'Charge', description: 'The charge, now paid' },
    assumption: row('endpoints', 'POST …/charge/{charge_uuid}/capture/{wallet_uuid}/'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/charge/{charge_uuid}/refund/{wallet_uuid}/',
    operationId: 'refundCharge',
    summary: 'Refund a paid charge, in full or in part',
    kind: 'merchant',
    tag: 'Charge operations',
    body: 'RefundRequest',
    ok: { status: 200, schema: 'Charge', description: 'The charge after the refund' },
    assumption: `${row('global', 'A9')}; ${row('endpoints', 'POST …/charge/{charge_uuid}/refund/{wallet_uuid}/')}`,
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/charge/{charge_uuid}/cancel/{wallet_uuid}/',
    operationId: 'cancelCharge',
    summary: 'Cancel an issued, pending or pre-captured charge',
    kind: 'merchant',
    tag: 'Charge operations',
    body: 'NoFields',
    ok: { status: 200, schema: 'Charge', description: 'The charge, now canceled' },
    assumption: row('endpoints', 'POST …/charge/{charge_uuid}/cancel/{wallet_uuid}/'),
  },
  {
    method: 'get',
    path: '/api/v1/bank/wallet/subscription/{uuid}/',
    operationId: 'getSubscription',
    summary: 'Get a subscription',
    kind: 'merchant',
    tag: 'Charges',
    ok: { status: 200, schema: 'Subscription', description: 'The subscription and its charges' },
    assumption: row('endpoints', 'Subscriptions'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/payment-link/',
    operationId: 'createPaymentLink',
    summary: 'Create a payment link',
    kind: 'merchant',
    tag: 'Payment links',
    body: 'PaymentLinkCreateRequest',
    ok: { status: 201, schema: 'PaymentLink', description: 'The link and its issued charge' },
    assumption: row('endpoints', 'POST /api/v1/bank/wallet/payment-link/'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/checkout/',
    operationId: 'createCheckout',
    summary: 'Create a hosted checkout session (a payment link with is_checkout true)',
    kind: 'merchant',
    tag: 'Payment links',
    body: 'PaymentLinkCreateRequest',
    ok: { status: 201, schema: 'PaymentLink', description: 'The checkout and its issued charge' },
    assumption: row('endpoints', 'POST /api/v1/bank/wallet/checkout/'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/zero-auth/',
    operationId: 'zeroAuth',
    summary: 'Validate a card without charging it',
    kind: 'merchant',
    tag: 'Cards',
    body: 'CardRequest',
    ok: { status: 200, schema: 'ZeroAuthResult', description: 'Approved or declined' },
    assumption: row('endpoints', 'POST /api/v1/bank/wallet/zero-auth/'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/tokenization/',
    operationId: 'tokenizeCard',
    summary: 'Tokenize a card without charging it',
    kind: 'merchant',
    tag: 'Cards',
    body: 'CardRequest',
    ok: { status: 201, schema: 'CardToken', description: 'The card token' },
    assumption: row('endpoints', 'POST /api/v1/bank/wallet/tokenization/'),
  },
  {
    method: 'get',
    path: '/api/v1/bank/wallet/bin/{card_bin}/',
    operationId: 'lookupBin',
    summary: 'Look up a BIN',
    kind: 'merchant',
    tag: 'Cards',
    ok: { status: 200, schema: 'BinLookup', description: 'Brand, type, category, issuer, country' },
    errors: [422],
    assumption: row('endpoints', 'GET /api/v1/bank/wallet/bin/{card_bin}/'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/fx/rate/',
    operationId: 'quoteFxRate',
    summary: 'Quote an exchange rate (56 pairs)',
    kind: 'merchant',
    tag: 'FX',
    body: 'FxQuoteRequest',
    ok: { status: 200, schema: 'FxQuote', description: 'The quote' },
    assumption: row('endpoints', 'POST /api/v1/bank/wallet/fx/rate/'),
  },
  {
    method: 'post',
    path: '/api/v1/bank/wallet/payout/',
    operationId: 'createPayout',
    summary: 'Create a payout',
    kind: 'merchant',
    tag: 'Payouts',
    body: 'PayoutCreateRequest',
    ok: { status: 201, schema: 'Payout', description: 'The payout, processing' },
    assumption: row('endpoints', 'POST /api/v1/bank/wallet/payout/'),
  },
  {
    method: 'get',
    path: '/api/v1/bank/wallet/payout/',
    operationId: 'listPayouts',
    summary: 'List payouts, newest first',
    kind: 'merchant',
    tag: 'Payouts',
    query: payoutListQuery,
    ok: { status: 200, schema: 'PayoutPage', description: 'One page of payouts' },
    errors: [422],
    assumption: row('endpoints', 'List payouts'),
  },
  {
    method: 'get',
    path: '/api/v1/bank/wallet/payout/{uuid}/',
    operationId: 'getPayout',
    summary: 'Get a payout',
    kind: 'merchant',
    tag: 'Payouts',
    ok: { status: 200, schema: 'Payout', description: 'The payout' },
    assumption: row('endpoints', 'Get payout'),
  },
  {
    method: 'get',
    path: '/api/v1/bank/public/charge/{uuid}/simulate-installment',
    operationId: 'simulateInstallments',
    summary: 'Simulate installments',
    kind: 'public',
    tag: 'Public (client SDK)',
    query: simulateQuery,
    ok: { status: 200, schema: 'InstallmentSimulation', description: 'The installment options' },
    errors: [422],
    assumption: `${ASSUMPTION.public} › B6`,
  },
  {
    method: 'post',
    path: '/api/v1/bank/public/setup-authentication',
    operationId: 'setupAuthentication',
    summary: '3DS device data collection setup',
    kind: 'public',
    tag: 'Public (client SDK)',
    body: 'SetupAuthenticationRequest',
    ok: { status: 200, schema: 'SetupAuthenticationResponse', description: 'The 3DS Method data' },
    errors: [409],
    assumption: `${ASSUMPTION.public} › POST /api/v1/bank/public/setup-authentication`,
  },
  {
    method: 'post',
    path: '/api/v1/bank/public/charge/authentication/{uuid}/validate',
    operationId: 'validateAuthentication',
    summary: '3DS challenge validation',
    kind: 'public',
    tag: 'Public (client SDK)',
    body: 'ValidateAuthenticationRequest',
    ok: { status: 200, schema: 'PayResponse', description: 'The charge after the authentication' },
    errors: [409],
    assumption: `${ASSUMPTION.public} › POST /api/v1/bank/public/charge/authentication/{uuid}/validate`,
  },
  {
    method: 'post',
    path: '/api/v1/bank/public/charge/applepay/{uuid}/session',
    operationId: 'createApplePaySession',
    summary: 'Apple Pay merchant session',
    kind: 'public',
    tag: 'Public (client SDK)',
    body: 'ApplePaySessionRequest',
    ok: { status: 200, schema: 'ApplePayMerchantSession', description: "Apple's merchant session" },
    assumption: `${ASSUMPTION.public} › POST /api/v1/bank/public/charge/applepay/{uuid}/session`,
  },
  {
    method: 'post',
    path: '/api/v1/bank/public/charge/{uuid}/pay',
    operationId: 'payCharge',
    summary: 'Pay a charge (the client SDK’s call)',
    kind: 'public',
    tag: 'Public (client SDK)',
    body: 'PayRequest',
    ok: {
      status: 200,
      schema: 'PayResponse',
      description: 'The attempt: approved, pending, issued or declined',
    },
    errors: [409, 503],
    assumption: `${ASSUMPTION.public} › POST /api/v1/bank/public/charge/{uuid}/pay; B2, B3, B7`,
  },
];

/** Every documented error status, with the body it carries and what it means. */
const ERROR_RESPONSES: Record<number, { name: string; description: string; body: SchemaId }> = {
  400: {
    name: 'BadRequest',
    description: 'Malformed JSON, or a JSON value that is not an object',
    body: 'ErrorBody',
  },
  401: { name: 'Unauthorized', description: 'Missing, forged or expired bearer token', body: 'ErrorBody' },
  403: {
    name: 'Forbidden',
    description: 'A browser Origin on a backend-only endpoint (A5)',
    body: 'ErrorBody',
  },
  404: { name: 'NotFound', description: 'No such resource (or one of another client)', body: 'ErrorBody' },
  409: {
    name: 'Conflict',
    description: 'The resource is in a status that refuses the operation, or the Idempotency-Key is in use',
    body: 'ErrorBody',
  },
  410: {
    name: 'Gone',
    description: 'The API version was sunset; the Link header names the migration',
    body: 'ErrorBody',
  },
  413: { name: 'PayloadTooLarge', description: 'Body above 100 KiB', body: 'ErrorBody' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'A body that is not application/json',
    body: 'ErrorBody',
  },
  422: {
    name: 'UnprocessableEntity',
    description: 'Validation failed: one entry per bad field; or an Idempotency-Key reused with another body',
    body: 'ErrorBody',
  },
  429: { name: 'TooManyRequests', description: 'Rate limit exceeded (seed §7.1)', body: 'RateLimitBody' },
  503: {
    name: 'ServiceUnavailable',
    description: 'Transient failure; nothing changed, retry with the same Idempotency-Key (B7)',
    body: 'ErrorBody',
  },
};

/** Error statuses every operation of a kind documents (then `Operation.errors`). */
function errorStatuses(op: Operation): number[] {
  const post = op.method === 'post';
  const base =
    op.kind === 'token'
      ? [400, 401, 403, 413, 429]
      : [
          ...(post ? [400] : []),
          ...(op.kind === 'merchant' ? [401, 403] : []),
          404,
          ...(post ? [409, 413, 415, 422] : []),
          410,
          429,
        ];
  return [...new Set([...base, ...(op.errors ?? [])])].sort((a, b) => a - b);
}

const HEADERS = {
  'X-Request-Id': {
    required: true,
    description: 'Identifier of this request (also `request_id` in error bodies)',
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': {
    required: true,
    description: 'Maximum requests per window (seed §8)',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': {
    required: true,
    description: 'Requests left in the current window',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Reset': {
    required: true,
    description: 'Unix time (seconds) at which the oldest counted request leaves the window',
    schema: { type: 'integer' },
    'x-assumption': row('errors', 'Rate-limit headers'),
  },
  'Retry-After': {
    required: true,
    description: 'Seconds to wait before retrying',
    schema: { type: 'integer' },
  },
  Deprecation: {
    description: 'true on every response of a deprecated version (seed §9.5)',
    schema: { type: 'string', enum: ['true'] },
  },
  Sunset: { description: 'HTTP date of the sunset of a deprecated version', schema: { type: 'string' } },
  Link: {
    description: 'A deprecated or sunset version: `<migration guide>; rel="successor-version"`',
    schema: { type: 'string' },
    'x-assumption': row('errors', 'Deprecated mode'),
  },
  'Idempotent-Replayed': {
    description: 'true when the answer is the stored one of an earlier request with the same Idempotency-Key',
    schema: { type: 'string', enum: ['true'] },
    'x-assumption': row('errors', 'Idempotency-Key'),
  },
  'WWW-Authenticate': { description: 'The authentication scheme to use', schema: { type: 'string' } },
} as const;
type HeaderName = keyof typeof HEADERS;

const headerRef = (name: HeaderName) => ({ $ref: `#/components/headers/${name}` });
function responseHeaders(kind: Kind, status: number): Record<string, unknown> {
  const names: HeaderName[] = [
    'X-Request-Id',
    'X-RateLimit-Limit',
    'X-RateLimit-Remaining',
    'X-RateLimit-Reset',
  ];
  if (kind !== 'token') names.push('Deprecation', 'Sunset', 'Link');
  if (status === 401) names.push('WWW-Authenticate');
  if (kind !== 'token' && status < 300) names.push('Idempotent-Replayed');
  const headers: Record<string, unknown> = Object.fromEntries(names.map((n) => [n, headerRef(n)]));
  if (status === 429 || status === 503) headers['Retry-After'] = headerRef('Retry-After');
  return headers;
}

const schemaRef = (id: SchemaId) => ({ $ref: `#/components/schemas/${id}` });

export interface DocumentOptions {
  /** `{base_url}` of the server the document names (default: `pnpm sandbox`'s). */
  baseUrl?: string;
  /** `{auth_url}` (default: `{base_url}/auth`). */
  authUrl?: string;
  /**
   * Describe response objects as closed (`additionalProperties: false`), so that a validator flags any field the
   * document does not name. For checking the sandbox against its own document; merchants get the open form, since
   * new response fields may appear without notice (seed §9.4).
   */
  closedResponses?: boolean;
}

export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010';

/** JSON Schema of every component; requests as the routes read them (input), responses as sent (output). */
function componentSchemas(closedResponses: boolean): Record<string, unknown> {
  const convert = (io: 'input' | 'output') => {
    const registry = z.registry<{ id: string }>();
    for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
    const out = z.toJSONSchema(registry, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}`,
    });
    return out.schemas as Record<string, Record<string, unknown>>;
  };
  const requests = convert('input');
  const responses = convert(closedResponses ? 'output' : 'input');
  const requestIds = new Set<string>(OPERATIONS.flatMap((op) => (op.body ? [op.body] : [])));
  const result: Record<string, unknown> = {};
  for (const id of Object.keys(components)) {
    const { $schema: _s, $id: _i, ...schema } = (requestIds.has(id) ? requests : responses)[id] ?? {};
    result[id] = schema;
  }
  return result;
}

function queryParameters(query: z.ZodObject): unknown[] {
  const json = z.toJSONSchema(query, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema,
    ...(name === 'page' || name === 'page_size'
      ? {
          description: name === 'page' ? 'Page number, from 1' : `Page size, at most ${PAGE_SIZE_MAX}`,
          'x-assumption': row('endpoints', 'GET /api/v1/bank/wallet/charges/'),
        }
      : {}),
  }));
}

function operationObject(op: Operation, authUrl: string) {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: PATH_PARAMS[name as string]?.description ?? name,
    schema: name === 'card_bin' ? { type: 'string' } : { type: 'string', format: 'uuid' },
  }));
  const parameters: unknown[] = [...pathParams, ...(op.query ? queryParameters(op.query) : [])];
  if (op.method === 'post' && op.kind !== 'token')
    parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const responses: Record<string, unknown> = {
    [op.ok.status]: {
      description: op.ok.description,
      headers: responseHeaders(op.kind, op.ok.status),
      content: { 'application/json': { schema: schemaRef(op.ok.schema) } },
    },
  };
  for (const status of errorStatuses(op)) {
    responses[status] =
      op.kind === 'token' && (status === 400 || status === 401)
        ? {
            description: status === 400 ? 'Malformed token request' : 'Unknown client or wrong secret',
            headers: responseHeaders(op.kind, status),
            content: { 'application/json': { schema: schemaRef('TokenErrorBody') } },
          }
        : {
            $ref: `#/components/responses/${ERROR_RESPONSES[status]?.name}${op.kind === 'token' ? 'Token' : ''}`,
          };
  }
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.tag],
    ...(op.kind === 'token'
      ? {
          servers: [{ url: authUrl, description: '{auth_url}' }],
          security: [{}, { clientSecretBasic: [] }],
        }
      : { security: op.kind === 'public' ? [] : [{ oauth2: [] }] }),
    ...(op.kind === 'public'
      ? {
          description: 'Needs no bearer token: the charge UUID is the capability; CORS for any origin.',
          'x-assumption': `${row('global', 'A5')}; ${op.assumption}`,
        }
      : op.assumption
        ? { 'x-assumption': op.assumption }
        : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: op.kind === 'token' || op.body !== 'NoFields',
            content: {
              [op.kind === 'token' ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: schemaRef(op.body),
              },
            },
          },
        }
      : {}),
    responses,
  };
}

function errorResponses(suffix: '' | 'Token', kind: Kind) {
  const out: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(ERROR_RESPONSES)) {
    if (suffix === 'Token' && !['403', '413', '429'].includes(status)) continue;
    out[`${r.name}${suffix}`] = {
      description: r.description,
      headers: responseHeaders(kind, Number(status)),
      content: { 'application/json': { schema: schemaRef(r.body) } },
    };
  }
  return out;
}

function webhook(operationId: string, summary: string, schema: SchemaId, assumption: string) {
  return {
    post: {
      operationId,
      summary,
      'x-assumption': assumption,
      security: [],
      parameters: [
        {
          name: 'Tucan-Signature',
          in: 'header',
          required: true,
          description:
            '`t=<unix seconds>,v1=<hex HMAC-SHA256>` keyed with the webhook signing secret over `<t>.<raw body>`; reject a `t` older than 300 s',
          schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
          'x-assumption': row('global', 'A8'),
        },
        { name: 'X-Webhook-Delivery', in: 'header', required: true, schema: { type: 'string' } },
        {
          name: 'X-Webhook-Attempt',
          in: 'header',
          required: true,
          schema: { type: 'string', pattern: '^[1-5]$' },
        },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: schemaRef(schema) } } },
      responses: {
        '200': {
          description:
            'Any 2xx answer ends the delivery; anything else (or no answer within 30 s) is retried, 5 attempts in all',
        },
      },
    },
  };
}

/** The whole document. */
export function openApiDocument(options: DocumentOptions = {}) {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/$/, '');
  const authUrl = options.authUrl ?? `${baseUrl}/auth`;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const item = paths[op.path] ?? {};
    item[op.method] = operationObject(op, authUrl);
    paths[op.path] = item;
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Payment Service Interface',
      version: '1.14.0',
      summary:
        'Wallets, charges, payouts, public client endpoints and webhooks, as @tucan/sandbox implements them',
      description:
        'Generated from the zod schemas of `@tucan/sandbox`. Where the seed says "not shown", `x-assumption` names the row of docs/contract.md that decides it. Clients must ignore unknown response fields (seed §9.4).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: baseUrl, description: '{base_url}' }],
    security: [{ oauth2: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    webhooks: {
      chargeStatusChanged: webhook(
        'chargeStatusChanged',
        'A charge changed status (POSTed to its webhook_url)',
        'ChargeWebhook',
        row('webhooks', 'Payload'),
      ),
      payoutStatusChanged: webhook(
        'payoutStatusChanged',
        'A payout changed status (POSTed to its webhook_url)',
        'PayoutWebhook',
        row('webhooks', 'Payout webhooks'),
      ),
    },
    components: {
      schemas: componentSchemas(options.closedResponses ?? false),
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description: 'OAuth 2.0 client credentials (seed §5); send `Authorization: Bearer <access_token>`',
          flows: { clientCredentials: { tokenUrl: `${authUrl}/oauth2/token`, scopes: {} } },
        },
        clientSecretBasic: {
          type: 'http',
          scheme: 'basic',
          description:
            'The token endpoint also takes client_id and client_secret as HTTP Basic (RFC 6749 §2.3.1)',
          'x-assumption': row('endpoints', 'POST {auth_url}/oauth2/token'),
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'One key per logical attempt: a retry with the same key and body replays the stored answer and does nothing twice',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
          'x-assumption': row('errors', 'Idempotency-Key'),
        },
      },
      headers: HEADERS,
      responses: { ...errorResponses('', 'merchant'), ...errorResponses('Token', 'token') },
    },
  };
}

/** The routes of the document as `METHOD path` with the trailing slash dropped and parameters as `{}`. */
export function documentedRoutes(): string[] {
  return OPERATIONS.map((op) => {
    const path = op.kind === 'token' ? `/auth${op.path}` : op.path;
    return `${op.method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{}').replace(/\/$/, '')}`;
  });
}
