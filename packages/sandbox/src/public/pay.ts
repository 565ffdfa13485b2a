/** POST /charge/{uuid}/pay: one payment attempt with the method the shopper chose. */
import { z } from 'zod';
import { authStoreOf } from '../acs/store.ts';
import { methodAmountError } from '../charges/amount.ts';
import { issueCode, takeMethod } from '../charges/codes.ts';
import { type Payer, payerErrors } from '../charges/payer.ts';
import { APPLEPAY_COUNTRIES, DOCUMENT_TYPES, ERROR_CODES, TYPE_CHARGES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import { ApiError, validate } from '../http/errors.ts';
import type { Charge } from '../models.ts';
import { isPayloadMethod, type PayloadMethod } from '../payloads/index.ts';
import { cardOutcomeFor, methodBehaviourFor } from '../scenarios.ts';
import { allowedMethodsOf } from './allowed-methods.ts';
import { checkCard } from './card.ts';
import { installmentsError, setInstallments } from './installments.ts';
import { approve, awaitCode, beginAttempt, decline, declineReason, PAYABLE_STATUSES } from './outcomes.ts';
import { payResponse } from './pay-response.ts';
import { scheduleDecoupled, startChallenge } from './three-ds.ts';
import { payWithWalletCard, readApplePayToken, readGooglePayToken } from './wallet-tokens.ts';

const browserSchema = z
  .object({ challengeWindowSize: z.enum(['01', '02', '03', '04', '05']).optional() })
  .loose();

export const paySchema = z
  .object({
    type_charge: z.enum(TYPE_CHARGES),
    installments: z.number().int().min(1).max(36).optional(),
    email: z.email().optional(),
    device_id: z.string().max(200).optional(),
    payer_name: z.string().trim().min(1).max(120).optional(),
    payer_tax_id: z.string().trim().min(1).max(40).optional(),
    payer_document_type: z.enum(DOCUMENT_TYPES).optional(),
    authentication_uuid: z.string().optional(),
    threeDSCompInd: z.enum(['Y', 'N', 'U']).optional(),
    browser: browserSchema.optional(),
    /** Checked by ./wallet-tokens.ts, which names the field in its 422. */
    googlepay_token: z.unknown().optional(),
    applepay_token: z.unknown().optional(),
  })
  .loose();
type PayBody = z.output<typeof paySchema>;

/** The payer of this attempt: what the shopper sent, else what the merchant gave at charge creation. */
function payerOf(charge: Charge, body: PayBody): Payer {
  return {
    payer_name: body.payer_name ?? charge.payer_name,
    payer_tax_id: body.payer_tax_id ?? charge.payer_tax_id,
    payer_document_type: body.payer_document_type ?? charge.payer_document_type,
  };
}

function keepPayer(charge: Charge, body: PayBody): void {
  if (body.payer_name) charge.payer_name = body.payer_name;
  if (body.payer_tax_id) charge.payer_tax_id = body.payer_tax_id;
  if (body.payer_document_type) charge.payer_document_type = body.payer_document_type;
}

/** The charge, if it may be paid now; 404 names `source` (the path, or the body field carrying the UUID). */
export function payableCharge(core: SandboxCore, uuid: string, source = 'path'): Charge {
  const charge = core.findCharge(uuid.toLowerCase());
  if (!charge) throw ApiError.notFound('charge', source);
  if (!PAYABLE_STATUSES.includes(charge.status)) {
    throw ApiError.one(
      409,
      ERROR_CODES.invalidState,
      'status',
      `charge is ${charge.status}; it cannot be paid`,
    );
  }
  return charge;
}

export async function pay(core: SandboxCore, charge: Charge, raw: unknown) {
  const body = validate(raw, paySchema);
  const wallet = core.walletOf(charge);
  const method = body.type_charge;
  if (!allowedMethodsOf(core, charge).includes(method)) {
    throw ApiError.one(
      422,
      ERROR_CODES.methodNotAllowed,
      'type_charge',
      `${method} is not allowed for this charge`,
    );
  }
  if (method === 'applepay' && !APPLEPAY_COUNTRIES.includes(wallet.country)) {
    throw ApiError.one(
      422,
      ERROR_CODES.methodNotAllowed,
      'type_charge',
      'Apple Pay exists only in Brazil and Mexico',
    );
  }
  if (body.email) charge.email = body.email;
  if (body.device_id) charge.device_id = body.device_id;

  if (method === 'credit_card' || method === 'debit_card') return payByCard(core, charge, body, raw);
  if (isPayloadMethod(method)) return payWithCode(core, charge, body, method);
  return payWithWallet(core, charge, body, method);
}

function payByCard(core: SandboxCore, charge: Charge, body: PayBody, raw: unknown) {
  const wallet = core.walletOf(charge);
  const checked = checkCard(raw as Record<string, unknown>, new Date(core.now()));
  const count = body.installments ?? 1;
  const problems = [
    ...(Array.isArray(checked) ? checked : []),
    ...payerErrors(wallet, body.type_charge, payerOf(charge, body)),
  ];
  const badCount = installmentsError(body.type_charge, wallet.country, charge.currency, charge.value, count);
  if (badCount) problems.push(badCount);
  if (Array.isArray(checked) || problems.length > 0) throw new ApiError(422, problems);
  keepPayer(charge, body);

  const store = authStoreOf(core);
  let auth = body.authentication_uuid ? store.get(body.authentication_uuid) : undefined;
  if (body.authentication_uuid && auth?.charge_uuid !== charge.charge_uuid) {
    throw ApiError.one(
      422,
      ERROR_CODES.invalidValue,
      'authentication_uuid',
      'unknown authentication for this charge',
    );
  }
  auth ??= store.create(charge.charge_uuid, checked.number.slice(0, 8), methodBehaviourFor(checked.number));
  const number = checked.number;
  beginAttempt(charge);
  takeMethod(core, charge, body.type_charge);
  setInstallments(charge, wallet.country, count);
  charge.card = {
    brand: checked.brand,
    bin: number.slice(0, 6),
    last4: number.slice(-4),
    expiry_month: String((raw as Record<string, unknown>).card_expiry_month),
    expiry_year: String((raw as Record<string, unknown>).card_expiry_year),
  };

  const outcome = cardOutcomeFor(number);
  auth.outcome = outcome;
  auth.rreq = undefined;
  auth.settled = false;
  if (outcome.kind === 'approve') {
    auth.aresStatus = 'Y';
    approve(core, charge, 'card approved (3DS frictionless)');
    return payResponse(charge, auth);
  }
  if (outcome.kind === 'decline') {
    auth.aresStatus = 'Y';
    decline(
      core,
      charge,
      { code: outcome.code, source: 'card_number', description: outcome.description },
      declineReason('card', outcome.code),
    );
    return payResponse(charge, auth);
  }
  auth.startedAt = core.now();
  if (outcome.kind === 'decoupled') {
    auth.aresStatus = 'D';
    core.transition(charge, 'pending', '3DS decoupled authentication started');
    scheduleDecoupled(core, charge, auth);
    return payResponse(charge, auth, { decoupled: true });
  }
  const creq = startChallenge(
    core,
    charge,
    auth,
    body.browser?.challengeWindowSize,
    body.browser?.browserLanguage,
  );
  return payResponse(charge, auth, { creq });
}

async function payWithCode(core: SandboxCore, charge: Charge, body: PayBody, method: PayloadMethod) {
  const problems = payerErrors(core.walletOf(charge), method, payerOf(charge, body));
  const tooLarge = methodAmountError(method, charge.value, charge.currency, 'type_charge');
  if (tooLarge) problems.unshift(tooLarge);
  if (problems.length > 0) throw new ApiError(422, problems);
  keepPayer(charge, body);

  if (charge.type_charge !== method || !charge.payment_payload) await issueCode(core, charge, method);
  beginAttempt(charge);
  awaitCode(core, charge, method);
  setInstallments(charge, core.walletOf(charge).country, null);
  return payResponse(charge);
}

function payWithWallet(core: SandboxCore, charge: Charge, body: PayBody, method: 'googlepay' | 'applepay') {
  const token = method === 'googlepay' ? body.googlepay_token : body.applepay_token;
  if (token === undefined || token === null || token === '') {
    const source = `${method}_token`;
    throw ApiError.one(422, ERROR_CODES.required, source, `${source} is required for ${method}`);
  }
  const problems = payerErrors(core.walletOf(charge), method, payerOf(charge, body));
  if (problems.length > 0) throw new ApiError(422, problems);
  const card = method === 'googlepay' ? readGooglePayToken(token) : readApplePayToken(token);
  keepPayer(charge, body);
  return payWithWalletCard(
    core,
    charge,
    method,
    card,
    body.browser?.challengeWindowSize,
    body.browser?.browserLanguage,
  );
}
