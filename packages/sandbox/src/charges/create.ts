/**
 * Charge creation, shared by POST /charge, POST /api/v1/bank/wallet/charge/ and the pix endpoint. Card charges that carry card data are processed at once (server-to-server); the rest
 * stay `issued` until the widget pays them through the public pay endpoint.
 */
import { randomUUID } from 'node:crypto';
import { cardBrand } from '../cards/brand.ts';
import { cardSummary } from '../cards/card-data.ts';
import { APPLEPAY_COUNTRIES, CARD_METHODS, ERROR_CODES, type TypeCharge } from '../contract.ts';
import type { CardInput, SandboxCore } from '../core.ts';
import { ApiError, type ErrorEntry } from '../http/errors.ts';
import type { Charge, Subscription, Wallet } from '../models.ts';
import { isPayloadMethod } from '../payloads/index.ts';
import { installmentsError, setInstallments } from '../public/installments.ts';
import { amountError, methodAmountError } from './amount.ts';
import { issueCode } from './codes.ts';
import { payerErrors } from './payer.ts';
import { newCharge } from './record.ts';
import type { ChargeInput } from './schema.ts';

export interface ChargeLinks {
  subscription_uuid?: string;
}

/** Checks that need the wallet or several fields together; one entry per bad field. */
function crossFieldErrors(core: SandboxCore, wallet: Wallet, input: ChargeInput): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  const method = input.type_charge;
  const badAmount =
    amountError(input.value, wallet.currency) ??
    methodAmountError(method, input.value, wallet.currency, 'value');
  if (badAmount) errors.push(badAmount);
  if (method && !wallet.allowed_methods.includes(method)) {
    errors.push({
      code: ERROR_CODES.methodNotAllowed,
      source: 'type_charge',
      description: `${method} is not in the wallet's allowed_methods (${wallet.allowed_methods.join(', ')})`,
    });
  } else if (method === 'applepay' && !APPLEPAY_COUNTRIES.includes(wallet.country)) {
    errors.push({
      code: ERROR_CODES.methodNotAllowed,
      source: 'type_charge',
      description: 'applepay is available in Brazil and Mexico only',
    });
  }
  errors.push(...payerErrors(wallet, method, input));
  const installments =
    input.installments === undefined
      ? undefined
      : installmentsError(method, wallet.country, wallet.currency, input.value, input.installments);
  if (installments) errors.push(installments);
  if (method && CARD_METHODS.includes(method)) errors.push(...cardErrors(core, input));
  const sendsCard = input.card_token !== undefined || CARD_KEYS.some((key) => input[key] !== undefined);
  if (!method && sendsCard) {
    errors.push({
      code: ERROR_CODES.required,
      source: 'type_charge',
      description: 'type_charge (credit_card or debit_card) is required when card data or card_token is sent',
    });
  }
  return errors;
}

const CARD_KEYS = ['card_name', 'card_number', 'card_expiry_month', 'card_expiry_year', 'card_cvv'] as const;

function cardErrors(core: SandboxCore, input: ChargeInput): ErrorEntry[] {
  const sent = CARD_KEYS.filter((key) => input[key] !== undefined);
  if (sent.length === 0) return [];
  const errors: ErrorEntry[] = CARD_KEYS.filter((key) => input[key] === undefined).map((key) => ({
    code: ERROR_CODES.required,
    source: key,
    description: `${key} is required with the other card fields`,
  }));
  if (input.card_expiry_month && input.card_expiry_year) {
    const now = new Date(core.now());
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (Number(input.card_expiry_year) * 12 + Number(input.card_expiry_month) < current) {
      errors.push({
        code: ERROR_CODES.cardExpired,
        source: 'card_expiry_year',
        description: 'The card has expired',
      });
    }
  }
  if (input.card_number && input.card_cvv) {
    const amex = cardBrand(input.card_number) === 'amex';
    if (amex !== (input.card_cvv.length === 4)) {
      errors.push({
        code: ERROR_CODES.invalidFormat,
        source: 'card_cvv',
        description: amex ? 'Amex cards have a 4-digit security code' : 'The security code has 3 digits',
      });
    }
  }
  return errors;
}

function cardInput(core: SandboxCore, clientId: string, input: ChargeInput): CardInput | undefined {
  if (input.card_token) {
    const token = core.cardTokens.get(input.card_token);
    if (!token || token.client_id !== clientId) throw ApiError.notFound('card_token', 'card_token');
    if (token.expires_at <= core.now()) {
      core.cardTokens.delete(input.card_token);
      throw ApiError.one(
        422,
        ERROR_CODES.invalidValue,
        'card_token',
        'card_token has expired; tokenize the card again',
      );
    }
    return {
      card_name: token.holder,
      card_number: token.pan,
      card_expiry_month: token.card.expiry_month,
      card_expiry_year: token.card.expiry_year,
    };
  }
  if (!input.card_number || !input.card_name || !input.card_expiry_month || !input.card_expiry_year) return;
  return {
    card_name: input.card_name,
    card_number: input.card_number,
    card_expiry_month: input.card_expiry_month,
    card_expiry_year: input.card_expiry_year,
    card_cvv: input.card_cvv,
  };
}

export async function createCharge(
  core: SandboxCore,
  clientId: string,
  input: ChargeInput,
  links: ChargeLinks = {},
): Promise<Charge> {
  const wallet = core.ownedWallet(clientId, input.wallet_uuid.toLowerCase());
  const errors = crossFieldErrors(core, wallet, input);
  if (errors.length > 0) throw new ApiError(422, errors);
  const method: TypeCharge | null = input.type_charge ?? null;
  const card = method && CARD_METHODS.includes(method) ? cardInput(core, clientId, input) : undefined;
  const charge = newCharge(core, wallet, 'created', {
    type_charge: method,
    value: input.value,
    due_date: input.due_date ?? null,
    description: input.description ?? null,
    transaction_reference: input.transaction_reference,
    reference_external_id: input.reference_external_id ?? null,
    subscription_uuid: links.subscription_uuid ?? null,
    webhook_url: input.webhook_url ?? null,
    email: input.email ?? null,
    ip_address: input.ip_address ?? null,
    device_id: input.device_id ?? null,
    soft_descriptor: input.soft_descriptor ?? null,
    payer_name: input.payer_name ?? null,
    payer_tax_id: input.payer_tax_id ?? null,
    payer_document_type: input.payer_document_type ?? null,
    metadata: input.metadata ?? null,
    capture: input.capture ?? true,
    card: card ? cardSummary(card) : null,
  });
  setInstallments(
    charge,
    wallet.country,
    input.installments ?? (method && CARD_METHODS.includes(method) ? 1 : null),
  );
  const now = charge.created_at;
  if (input.subscription && !charge.subscription_uuid) {
    const subscription: Subscription = {
      subscription_uuid: randomUUID(),
      wallet_uuid: wallet.uuid,
      client_id: clientId,
      cycle: input.subscription.cycle,
      start_date: input.subscription.start_date ?? now.slice(0, 10),
      total_cycles: input.subscription.total_cycles ?? null,
      status: 'active',
      charge_uuids: [],
      created_at: now,
    };
    core.subscriptions.set(subscription.subscription_uuid, subscription);
    charge.subscription_uuid = subscription.subscription_uuid;
  }
  if (charge.subscription_uuid)
    core.subscriptions.get(charge.subscription_uuid)?.charge_uuids.push(charge.charge_uuid);
  if (method && isPayloadMethod(method)) await issueCode(core, charge, method);
  core.charges.set(charge.charge_uuid, charge);
  if (card) await processCard(core, charge, card);
  return charge;
}

/** Server-to-server card processing: approve (and capture unless `capture: false`), decline, or 3DS. */
export async function processCard(core: SandboxCore, charge: Charge, card: CardInput): Promise<void> {
  const outcome = await core.hooks.authorizeCard(charge, card);
  if (outcome.result === 'approved') {
    charge.error = null;
    core.transition(charge, 'confirmed', 'approved');
    if (charge.capture) core.transition(charge, 'paid', 'captured');
  } else if (outcome.result === 'declined') {
    charge.error = outcome.error;
    core.transition(charge, 'error', 'declined');
  } else {
    charge.url_3ds = outcome.url_3ds;
    core.transition(charge, 'pending', '3ds_challenge');
  }
}
