/**
 * The sandbox 3DS Server + ACS records, one store per sandbox instance. The authoritative result of a
 * challenge (what the ACS would send in the RReq) lives here; the browser's `cres` is never trusted.
 */
import { randomUUID } from 'node:crypto';
import type { CardOutcome } from '../scenarios.ts';

export type TransStatus = 'Y' | 'A' | 'N' | 'U' | 'R' | 'C' | 'D';

export interface Authentication {
  authentication_uuid: string;
  threeDSServerTransID: string;
  acsTransID: string;
  charge_uuid: string;
  cardBin: string;
  methodBehaviour: 'normal' | 'timeout' | 'unavailable';
  /** Set when the ACS method page received the device-data POST. */
  methodSeenAt?: number;
  /**
   * The origin of the document that framed each ACS page, from the `Origin` of the form post that loaded it: the
   * 3DS Method's (`method`) and the CReq's (`challenge`). The notification pages post only to it (`notifyParentPage`).
   */
  framedBy?: { method?: string; challenge?: string };
  /** Set by pay: the card's scenario outcome and the ARes status. */
  outcome?: CardOutcome;
  aresStatus?: TransStatus;
  challengeWindowSize?: string;
  /** The AReq browser data's `browserLanguage` (BCP 47), which the ACS speaks on its challenge page. */
  browserLanguage?: string;
  /** When the challenge or decoupled flow started (sandbox clock). */
  startedAt?: number;
  /** The RReq: final transStatus decided by the ACS, and the cancel indicator if any. */
  rreq?: { transStatus: TransStatus; challengeCancel?: string };
  /** Server-to-server charge: the ACS settles the charge itself (no browser validate call). */
  hostToHost?: boolean;
  /** The charge has been moved to its final status for this authentication. */
  settled?: boolean;
}

export class AuthStore {
  private readonly byUuid = new Map<string, Authentication>();
  private readonly byServerTransId = new Map<string, Authentication>();
  private readonly byAcsTransId = new Map<string, Authentication>();

  create(
    chargeUuid: string,
    cardBin: string,
    methodBehaviour: Authentication['methodBehaviour'],
  ): Authentication {
    const auth: Authentication = {
      authentication_uuid: randomUUID(),
      threeDSServerTransID: randomUUID(),
      acsTransID: randomUUID(),
      charge_uuid: chargeUuid,
      cardBin,
      methodBehaviour,
    };
    this.byUuid.set(auth.authentication_uuid, auth);
    this.byServerTransId.set(auth.threeDSServerTransID, auth);
    this.byAcsTransId.set(auth.acsTransID, auth);
    return auth;
  }

  get(authenticationUuid: string): Authentication | undefined {
    return this.byUuid.get(authenticationUuid);
  }

  byServerTrans(id: string): Authentication | undefined {
    return this.byServerTransId.get(id);
  }

  byAcsTrans(id: string): Authentication | undefined {
    return this.byAcsTransId.get(id);
  }
}

const stores = new WeakMap<object, AuthStore>();

/** The store of one sandbox instance (keyed by its core object). */
export function authStoreOf(core: object): AuthStore {
  let store = stores.get(core);
  if (!store) {
    store = new AuthStore();
    stores.set(core, store);
  }
  return store;
}

/** base64url (no padding) of a JSON value, as EMV 3DS uses for threeDSMethodData, creq and cres. */
export function encodeB64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeB64Url(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
