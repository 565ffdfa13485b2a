/**
 * Google Pay and Apple Pay tokens on pay: the sandbox checks each token's real shape (422 on the token field
 * otherwise) and plays the gateway that decrypts it. Sandbox test tokens (../wallet-test-tokens.ts) carry the
 * payment data in the clear, so their PAN picks the card scenario; real encrypted tokens (Google's TEST
 * environment, Apple's sandbox) cannot be read and are approved.
 */
import { authStoreOf } from '../acs/store.ts';
import { cardBrand } from '../cards/brand.ts';
import { takeMethod } from '../charges/codes.ts';
import { ERROR_CODES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import { ApiError } from '../http/errors.ts';
import type { Charge } from '../models.ts';
import { cardOutcomeFor, methodBehaviourFor } from '../scenarios.ts';
import { setInstallments } from './installments.ts';
import { approve, beginAttempt, decline, declineReason } from './outcomes.ts';
import { payResponse } from './pay-response.ts';
import { startChallenge } from './three-ds.ts';

/** What the gateway learns from a wallet token: the card, when the token can be read. */
export interface WalletCard {
  pan?: string;
  expiryMonth?: string;
  expiryYear?: string;
  /** Google Pay `PAN_ONLY`: a plain card, so the issuer may still ask for 3DS. */
  needs3ds: boolean;
  /** Apple Pay `paymentMethod.network`. */
  network?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function refuse(source: 'googlepay_token' | 'applepay_token', description: string): never {
  throw ApiError.one(422, ERROR_CODES.invalidFormat, source, description);
}

const GOOGLE_SHAPE =
  'googlepay_token must be the string Google Pay returns at paymentMethodData.tokenizationData.token: JSON with protocolVersion "ECv2", signature, signedMessage and optionally intermediateSigningKey';

/** Reads a Google Pay ECv2 token; 422 on `googlepay_token` when it is not one. */
export function readGooglePayToken(raw: unknown): WalletCard {
  const token = typeof raw === 'string' ? parseJson(raw) : undefined;
  if (
    !isObject(token) ||
    token.protocolVersion !== 'ECv2' ||
    !nonEmpty(token.signature) ||
    !nonEmpty(token.signedMessage) ||
    (token.intermediateSigningKey !== undefined && !isObject(token.intermediateSigningKey))
  ) {
    refuse('googlepay_token', GOOGLE_SHAPE);
  }
  const message = parseJson(token.signedMessage);
  // A real token's signedMessage is encrypted ({encryptedMessage, ephemeralPublicKey, tag}): nothing to read.
  if (!isObject(message) || !('paymentMethodDetails' in message)) return { needs3ds: false };
  const details = message.paymentMethodDetails;
  const month = isObject(details) ? details.expirationMonth : undefined;
  const year = isObject(details) ? details.expirationYear : undefined;
  if (
    message.paymentMethod !== 'CARD' ||
    !isObject(details) ||
    (details.authMethod !== 'PAN_ONLY' && details.authMethod !== 'CRYPTOGRAM_3DS') ||
    typeof details.pan !== 'string' ||
    !/^\d{12,19}$/.test(details.pan) ||
    !Number.isInteger(month) ||
    (month as number) < 1 ||
    (month as number) > 12 ||
    !Number.isInteger(year) ||
    (year as number) < 2000 ||
    (year as number) > 2999
  ) {
    refuse(
      'googlepay_token',
      'The test token signedMessage must be {"paymentMethod":"CARD","paymentMethodDetails":{"authMethod":"PAN_ONLY"|"CRYPTOGRAM_3DS","pan","expirationMonth","expirationYear"}}',
    );
  }
  return {
    pan: details.pan,
    expiryMonth: String(month).padStart(2, '0'),
    expiryYear: String(year),
    needs3ds: details.authMethod === 'PAN_ONLY',
  };
}

const APPLE_SHAPE =
  'applepay_token must be ApplePayPayment.token: { paymentData: { version: "EC_v1"|"RSA_v1", data, signature, header }, paymentMethod: { network, displayName?, type? }, transactionIdentifier }';

/** Reads Apple's `ApplePayPayment.token`; 422 on `applepay_token` when it is not one. */
export function readApplePayToken(raw: unknown): WalletCard {
  const data = isObject(raw) ? raw.paymentData : undefined;
  const method = isObject(raw) ? raw.paymentMethod : undefined;
  if (
    !isObject(raw) ||
    !isObject(data) ||
    (data.version !== 'EC_v1' && data.version !== 'RSA_v1') ||
    !nonEmpty(data.data) ||
    !nonEmpty(data.signature) ||
    !isObject(data.header) ||
    !isObject(method) ||
    !nonEmpty(method.network) ||
    (method.displayName !== undefined && typeof method.displayName !== 'string') ||
    (method.type !== undefined && typeof method.type !== 'string') ||
    !nonEmpty(raw.transactionIdentifier)
  ) {
    refuse('applepay_token', APPLE_SHAPE);
  }
  // Real tokens carry encrypted bytes here; sandbox test tokens base64 of the decrypted JSON.
  const clear = parseJson(Buffer.from(data.data, 'base64').toString('utf8'));
  const pan = isObject(clear) ? clear.applicationPrimaryAccountNumber : undefined;
  const expiry = isObject(clear) ? clear.applicationExpirationDate : undefined;
  if (typeof pan !== 'string' || !/^\d{12,19}$/.test(pan))
    return { needs3ds: false, network: method.network };
  const yymmdd = typeof expiry === 'string' && /^\d{6}$/.test(expiry) ? expiry : undefined;
  return {
    pan,
    needs3ds: false,
    network: method.network,
    ...(yymmdd ? { expiryYear: `20${yymmdd.slice(0, 2)}`, expiryMonth: yymmdd.slice(2, 4) } : {}),
  };
}

/**
 * Pays with a read wallet token. The PAN (when the token can be read) picks the card scenario: decline cards
 * decline as card pays do; for Google Pay `PAN_ONLY`, a challenge, ACS-timeout or decoupled card gets a browser
 * challenge created here (the browser never saw the BIN, so pay starts 3DS itself), settled by validate as for
 * cards. `CRYPTOGRAM_3DS` and Apple Pay are already authenticated. Unreadable (real) tokens approve.
 */
export function payWithWalletCard(
  core: SandboxCore,
  charge: Charge,
  method: 'googlepay' | 'applepay',
  card: WalletCard,
  challengeWindowSize: string | undefined,
  browserLanguage?: unknown,
) {
  beginAttempt(charge);
  takeMethod(core, charge, method);
  setInstallments(charge, core.walletOf(charge).country, 1);
  if (card.pan) {
    charge.card = {
      brand: cardBrand(card.pan) ?? 'unknown',
      bin: card.pan.slice(0, 6),
      last4: card.pan.slice(-4),
      expiry_month: card.expiryMonth ?? '',
      expiry_year: card.expiryYear ?? '',
    };
  }
  const outcome = card.pan ? cardOutcomeFor(card.pan) : ({ kind: 'approve' } as const);
  const applepay = (status: string) => {
    if (method === 'applepay') charge.applepay_payload = { network: card.network ?? null, status };
  };
  if (outcome.kind === 'decline') {
    applepay('declined');
    decline(
      core,
      charge,
      { code: outcome.code, source: 'card_number', description: outcome.description },
      declineReason(`${method} card`, outcome.code),
    );
    return payResponse(charge);
  }
  if (outcome.kind !== 'approve' && card.needs3ds && card.pan) {
    const auth = authStoreOf(core).create(
      charge.charge_uuid,
      card.pan.slice(0, 8),
      methodBehaviourFor(card.pan),
    );
    auth.outcome = outcome;
    const creq = startChallenge(core, charge, auth, challengeWindowSize, browserLanguage);
    return payResponse(charge, auth, { creq });
  }
  applepay('authorized');
  approve(core, charge, `${method} token approved`);
  return payResponse(charge);
}
