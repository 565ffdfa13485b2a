/** POST /setup-authentication and POST /charge/authentication/{uuid}/validate (EMV 3DS 2.2, browser). */
import { z } from 'zod';
import { authStoreOf, decodeB64Url, encodeB64Url } from '../acs/store.ts';
import { ERROR_CODES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import { ApiError, validate } from '../http/errors.ts';
import { methodBehaviourFor } from '../scenarios.ts';
import { payableCharge } from './pay.ts';
import { payResponse } from './pay-response.ts';
import { advanceByClock, settle } from './three-ds.ts';

export const setupSchema = z
  .object({
    charge_uuid: z.string().min(1),
    card_bin: z.string().regex(/^\d{6,8}$/, 'card_bin is the first 6 to 8 digits of the card'),
  })
  .loose();

export function setupAuthentication(core: SandboxCore, raw: unknown) {
  const body = validate(raw, setupSchema);
  const charge = payableCharge(core, body.charge_uuid, 'charge_uuid');
  const behaviour = methodBehaviourFor(body.card_bin);
  const auth = authStoreOf(core).create(charge.charge_uuid, body.card_bin, behaviour);
  const threeDSMethodNotificationURL = `${core.baseUrl}/sandbox/acs/method-notify`;
  return {
    authentication_uuid: auth.authentication_uuid,
    threeDSServerTransID: auth.threeDSServerTransID,
    threeDSMethodURL: behaviour === 'unavailable' ? null : `${core.baseUrl}/sandbox/acs/method`,
    threeDSMethodNotificationURL,
    threeDSMethodData: encodeB64Url({
      threeDSServerTransID: auth.threeDSServerTransID,
      threeDSMethodNotificationURL,
    }),
  };
}

export const validateSchema = z
  .object({
    authentication_uuid: z.string().min(1),
    cres: z.string().min(1).optional(),
  })
  .loose();

export function validateAuthentication(core: SandboxCore, chargeUuid: string, raw: unknown) {
  const charge = core.findCharge(chargeUuid.toLowerCase());
  if (!charge) throw ApiError.notFound('charge');
  const body = validate(raw, validateSchema);
  const auth = authStoreOf(core).get(body.authentication_uuid);
  if (!auth || auth.charge_uuid !== charge.charge_uuid) {
    throw ApiError.one(
      404,
      ERROR_CODES.notFound,
      'authentication_uuid',
      'authentication not found for this charge',
    );
  }
  if (body.cres !== undefined) {
    const cres = decodeB64Url(body.cres);
    if (
      !cres ||
      cres.acsTransID !== auth.acsTransID ||
      cres.threeDSServerTransID !== auth.threeDSServerTransID
    ) {
      throw ApiError.one(
        422,
        ERROR_CODES.invalidValue,
        'cres',
        'cres does not belong to this authentication',
      );
    }
  }
  if (auth.aresStatus !== 'C' && auth.aresStatus !== 'D' && !auth.settled && charge.status === 'pending') {
    throw ApiError.one(409, ERROR_CODES.invalidState, 'authentication_uuid', 'no 3DS challenge is running');
  }
  // The widget calls validate without `cres` when the shopper abandons a browser challenge (Esc/Close). If the
  // ACS holds no result yet, that is the cardholder's cancel (RReq challengeCancel 01): `canceled` at once, as
  // the seed defines for a 3DS challenge not completed. A result the ACS already holds always wins.
  advanceByClock(core, auth);
  if (body.cres === undefined && auth.aresStatus === 'C' && !auth.rreq && charge.status === 'pending') {
    auth.rreq = { transStatus: 'N', challengeCancel: '01' };
  }
  settle(core, charge, auth);
  return payResponse(
    charge,
    auth,
    auth.aresStatus === 'D' && charge.status === 'pending' ? { decoupled: true } : {},
  );
}
