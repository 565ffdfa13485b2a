/**
 * The sandbox 3DS Server side: settling an authentication from the ACS's own record (the RReq) and the
 * clock, never from the browser's cres.
 */
import { type Authentication, authStoreOf, encodeB64Url } from '../acs/store.ts';
import type { SandboxCore } from '../core.ts';
import type { Charge } from '../models.ts';
import { CHALLENGE_TIMEOUT_MS, DECOUPLED_DELAY_MS } from '../scenarios.ts';
import { abandon, approve, decline } from './outcomes.ts';

/** Completes what the clock decides: decoupled approval after its delay, challenge timeout. */
export function advanceByClock(core: SandboxCore, auth: Authentication): void {
  if (auth.rreq || auth.startedAt === undefined) return;
  const elapsed = core.now() - auth.startedAt;
  if (auth.aresStatus === 'D' && elapsed >= DECOUPLED_DELAY_MS) auth.rreq = { transStatus: 'Y' };
  else if (auth.aresStatus === 'C' && elapsed >= CHALLENGE_TIMEOUT_MS) {
    auth.rreq = { transStatus: 'N', challengeCancel: '04' };
  }
}

/** Moves the charge to its final status once the RReq is known; a no-op before that or once settled. */
export function settle(core: SandboxCore, charge: Charge, auth: Authentication): void {
  advanceByClock(core, auth);
  if (!auth.rreq || auth.settled || charge.status !== 'pending') return;
  auth.settled = true;
  const { transStatus, challengeCancel } = auth.rreq;
  if (transStatus === 'Y' || transStatus === 'A') {
    approve(core, charge, `3DS authenticated (${transStatus})`);
  } else if (challengeCancel === '01') {
    abandon(core, charge, '3DS challenge cancelled by the cardholder');
  } else if (challengeCancel === '04' || challengeCancel === '05') {
    abandon(core, charge, '3DS challenge timed out');
  } else {
    decline(
      core,
      charge,
      {
        code: 'AUTHENTICATION_FAILED',
        source: 'authentication',
        description: 'The cardholder was not authenticated.',
      },
      `3DS authentication failed (${transStatus})`,
    );
  }
}

/** Decoupled flows complete on their own: settle after the delay even if nobody polls. */
export function scheduleDecoupled(core: SandboxCore, charge: Charge, auth: Authentication): void {
  const timer = setTimeout(() => {
    if (authStoreOf(core).get(auth.authentication_uuid) !== auth) return;
    if (auth.startedAt !== undefined && core.now() - auth.startedAt < DECOUPLED_DELAY_MS) {
      auth.startedAt = core.now() - DECOUPLED_DELAY_MS;
    }
    try {
      settle(core, charge, auth);
    } catch {
      // The charge moved on meanwhile (e.g. cancelled by the merchant): nothing to settle.
    }
  }, DECOUPLED_DELAY_MS);
  timer.unref();
}

/**
 * Starts a browser challenge for this authentication: the charge goes `pending` with `url_3ds` (the ACS
 * challenge page); returns the `creq` the browser posts there.
 */
export function startChallenge(
  core: SandboxCore,
  charge: Charge,
  auth: Authentication,
  windowSize: string | undefined,
  browserLanguage?: unknown,
): string {
  auth.startedAt = core.now();
  auth.aresStatus = 'C';
  auth.challengeWindowSize = windowSize ?? '05';
  if (typeof browserLanguage === 'string') auth.browserLanguage = browserLanguage.slice(0, 35);
  charge.url_3ds = `${core.baseUrl}/sandbox/acs/challenge`;
  core.transition(charge, 'pending', '3DS challenge required');
  return encodeB64Url({
    threeDSServerTransID: auth.threeDSServerTransID,
    acsTransID: auth.acsTransID,
    challengeWindowSize: auth.challengeWindowSize,
    messageType: 'CReq',
    messageVersion: '2.2.0',
  });
}
