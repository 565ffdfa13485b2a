/** POST /charge/applepay/{uuid}/session: an Apple Pay merchant session (what Apple's gateway would return). */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { APPLEPAY_COUNTRIES, ERROR_CODES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import { ApiError, validate } from '../http/errors.ts';
import { allowedMethodsOf } from './allowed-methods.ts';

/** Apple's merchant-session lifetime as observed in real payloads (assumption; Apple's doc says 5 minutes). */
export const APPLEPAY_SESSION_TTL_MS = 60 * 60_000;
const APPLE_GATEWAY_HOST = /^(cn-)?apple-pay-gateway(-[a-z0-9-]+)?\.apple\.com$/;

export const sessionSchema = z
  .object({
    validationURL: z.url({ protocol: /^https$/ }),
    domain: z.string().trim().min(1).max(253),
  })
  .loose();

export function applePaySession(core: SandboxCore, chargeUuid: string, raw: unknown) {
  const charge = core.findCharge(chargeUuid.toLowerCase());
  if (!charge) throw ApiError.notFound('charge');
  const body = validate(raw, sessionSchema);
  const wallet = core.walletOf(charge);
  if (!APPLEPAY_COUNTRIES.includes(wallet.country) || !allowedMethodsOf(core, charge).includes('applepay')) {
    throw ApiError.one(
      422,
      ERROR_CODES.methodNotAllowed,
      'type_charge',
      'Apple Pay is not available for this charge',
    );
  }
  if (!APPLE_GATEWAY_HOST.test(new URL(body.validationURL).hostname)) {
    throw ApiError.one(
      422,
      ERROR_CODES.invalidValue,
      'validationURL',
      'validationURL is not an Apple Pay gateway',
    );
  }
  const domain = body.domain.toLowerCase();
  if (!wallet.applepay_domains.map((d) => d.toLowerCase()).includes(domain)) {
    throw ApiError.one(
      422,
      ERROR_CODES.invalidValue,
      'domain',
      `${body.domain} is not registered for Apple Pay`,
    );
  }
  const now = core.now();
  const merchantIdentifier = createHash('sha256').update(wallet.uuid).digest('hex').toUpperCase();
  return {
    epochTimestamp: now,
    expiresAt: now + APPLEPAY_SESSION_TTL_MS,
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}_SANDBOX`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier,
    domainName: domain,
    displayName: wallet.name,
    signature: randomBytes(64).toString('hex'),
    operationalAnalyticsIdentifier: `${wallet.name}:${merchantIdentifier}`,
    retries: 0,
    pspId: merchantIdentifier,
  };
}
