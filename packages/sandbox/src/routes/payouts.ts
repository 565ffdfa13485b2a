/**
 * Payouts (seed v1.13.0) under /api/v1/bank/wallet/payout/: create, get (`payout/{uuid}/`) and list (`payout/`).
 * A payout is created `processing` and settles right after to `paid` (or `failed` for the fault amount 13.13),
 * with a webhook for each status when `webhook_url` is set. Destination fields per type_payout are assumptions.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { checkedAmount } from '../charges/amount.ts';
import { documentProblem } from '../charges/documents.ts';
import { webhookUrl } from '../charges/schema.ts';
import { ERROR_CODES, PAYOUT_TYPES, type PayoutStatus, PIX_KEY_TYPES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validate, validateBody } from '../http/errors.ts';
import { pageQuery, paginate } from '../http/pagination.ts';
import type { Payout } from '../models.ts';
import { payoutJson } from '../serialize.ts';

/** The payout amount that always fails, for QA. */
export const FAILING_PAYOUT_VALUE = 13.13;

function clabeValid(clabe: string): boolean {
  const weights = [3, 7, 1];
  const sum = [...clabe.slice(0, 17)].reduce(
    (acc, d, i) => acc + ((Number(d) * (weights[i % 3] ?? 1)) % 10),
    0,
  );
  return (10 - (sum % 10)) % 10 === Number(clabe[17]);
}

/**
 * A pix key of its type (**assumption**, docs/contract.md payouts): CPF and CNPJ by their check digits, as payer
 * documents are checked (`charges/documents.ts`, punctuation ignored); e-mail; phone as `+55` and 10 or 11 digits
 * (DDD and number, E.164 as the pix directory keeps it); `evp` (random key) a UUID. `INVALID_FORMAT` or
 * `INVALID_CHECK_DIGIT` on `pix_destination.key`.
 */
function pixKeyProblem(type: (typeof PIX_KEY_TYPES)[number], key: string): string | undefined {
  const documentType = type === 'cpf' ? 'CPF' : type === 'cnpj' ? 'CNPJ' : undefined;
  if (documentType) {
    const problem = documentProblem(documentType, key);
    if (problem === 'format')
      return `must be a ${documentType} (${documentType === 'CPF' ? 11 : 14} characters)`;
    if (problem === 'check_digit') return 'check_digit';
    return undefined;
  }
  if (type === 'email') return z.email().safeParse(key).success ? undefined : 'must be an e-mail address';
  if (type === 'phone') return /^\+55\d{10,11}$/.test(key) ? undefined : 'must be +55 and 10 or 11 digits';
  return z.uuid().safeParse(key).success ? undefined : 'must be a UUID (random key)';
}

const pixDestination = z
  .object({ key_type: z.enum(PIX_KEY_TYPES), key: z.string().min(1).max(77) })
  .superRefine((destination, ctx) => {
    const problem = pixKeyProblem(destination.key_type, destination.key);
    if (!problem) return;
    const checkDigit = problem === 'check_digit';
    ctx.addIssue({
      code: 'custom',
      path: ['key'],
      message: checkDigit ? `is not a valid ${destination.key_type.toUpperCase()} (check digits)` : problem,
      params: { code: checkDigit ? ERROR_CODES.invalidCheckDigit : ERROR_CODES.invalidFormat },
    });
  });

const bankAccount = z.object({
  bank_code: z.string().regex(/^\d{3,5}$/, 'must be 3 to 5 digits'),
  branch: z
    .string()
    .regex(/^\d{1,6}$/, 'must be digits')
    .optional(),
  account_number: z.string().regex(/^[0-9-]{4,20}$/, 'must be 4 to 20 digits'),
  holder_name: z.string().min(1).max(120),
  holder_tax_id: z.string().min(3).max(30).optional(),
});

const common = {
  wallet_uuid: z.uuid('must be a UUID'),
  value: z.number().positive('must be greater than 0').max(1_000_000_000),
  description: z.string().max(500).optional(),
  reference_external_id: z.string().min(1).max(255).optional(),
  webhook_url: webhookUrl.optional(),
};

export const payoutSchema = z.discriminatedUnion('type_payout', [
  z.object({
    ...common,
    type_payout: z.literal('pix'),
    pix_destination: pixDestination,
  }),
  z.object({ ...common, type_payout: z.literal('ted'), bank_account: bankAccount }),
  z.object({ ...common, type_payout: z.literal('bank_transfer'), bank_account: bankAccount }),
  z.object({
    ...common,
    type_payout: z.literal('spei'),
    clabe: z
      .string()
      .regex(/^\d{18}$/, 'must be 18 digits')
      .refine(clabeValid, 'has a wrong check digit'),
    beneficiary_name: z.string().min(1).max(120),
  }),
  z.object({
    ...common,
    type_payout: z.literal('cash_pickup'),
    beneficiary: z.object({
      name: z.string().min(1).max(120),
      document_number: z.string().min(3).max(30).optional(),
    }),
  }),
]);

/** Which wallet countries each kind pays out from (assumption). */
const PAYOUT_COUNTRIES: Readonly<Record<(typeof PAYOUT_TYPES)[number], readonly string[]>> = {
  pix: ['BR'],
  ted: ['BR'],
  spei: ['MX'],
  bank_transfer: ['BR', 'MX', 'AR', 'CL', 'CO'],
  cash_pickup: ['MX', 'AR', 'CL', 'CO'],
};

export const listQuery = z.object({
  ...pageQuery,
  wallet_uuid: z.uuid().optional(),
  type_payout: z.enum(PAYOUT_TYPES).optional(),
  reference_external_id: z.string().min(1).optional(),
});

export function setPayoutStatus(core: SandboxCore, payout: Payout, status: PayoutStatus) {
  payout.status = status;
  payout.updated_at = core.isoNow();
  if (payout.webhook_url) {
    core.webhooks.enqueue(
      'payout',
      payout.payout_uuid,
      payout.webhook_url,
      {
        payout_uuid: payout.payout_uuid,
        status,
        type_payout: payout.type_payout,
        ...(payout.reference_external_id ? { reference_external_id: payout.reference_external_id } : {}),
      },
      core.clientOf(payout).webhook_secret,
    );
  }
}

export function payoutRoutes(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });
  app.post('/payout', (c) => {
    validateBody(c, z.object({ type_payout: z.enum(PAYOUT_TYPES) }));
    const input = validateBody(c, payoutSchema);
    const clientId = c.get('clientId') ?? '';
    const wallet = core.ownedWallet(clientId, input.wallet_uuid.toLowerCase());
    if (!PAYOUT_COUNTRIES[input.type_payout].includes(wallet.country)) {
      throw ApiError.one(
        422,
        ERROR_CODES.methodNotAllowed,
        'type_payout',
        `${input.type_payout} payouts are not available for a ${wallet.country} wallet`,
      );
    }
    const {
      wallet_uuid: _w,
      value,
      description,
      reference_external_id,
      webhook_url,
      type_payout,
      ...destination
    } = input;
    const now = core.isoNow();
    const payout: Payout = {
      payout_uuid: randomUUID(),
      wallet_uuid: wallet.uuid,
      client_id: clientId,
      type_payout,
      status: 'processing',
      value: checkedAmount(value, wallet.currency),
      currency: wallet.currency,
      description: description ?? null,
      reference_external_id: reference_external_id ?? null,
      webhook_url: webhook_url ?? null,
      destination,
      created_at: now,
      updated_at: now,
    };
    core.payouts.set(payout.payout_uuid, payout);
    setPayoutStatus(core, payout, 'processing');
    const body = payoutJson(payout);
    setTimeout(() => {
      if (core.payouts.get(payout.payout_uuid) === payout && payout.status === 'processing') {
        setPayoutStatus(core, payout, payout.value === FAILING_PAYOUT_VALUE ? 'failed' : 'paid');
      }
    }, 0);
    return c.json(body, 201);
  });
  app.get('/payout/:uuid', (c) => {
    const payout = core.payouts.get(c.req.param('uuid').toLowerCase());
    if (!payout || payout.client_id !== c.get('clientId')) throw ApiError.notFound('payout');
    return c.json(payoutJson(payout));
  });
  app.get('/payout', (c) => {
    const query = validate(c.req.query(), listQuery);
    const matches = [...core.payouts.values()]
      .filter(
        (p) =>
          p.client_id === c.get('clientId') &&
          (!query.wallet_uuid || p.wallet_uuid === query.wallet_uuid.toLowerCase()) &&
          (!query.type_payout || p.type_payout === query.type_payout) &&
          (!query.reference_external_id || p.reference_external_id === query.reference_external_id),
      )
      .reverse();
    return c.json(paginate(matches, query, payoutJson));
  });
  return app;
}
