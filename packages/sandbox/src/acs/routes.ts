/**
 * The sandbox ACS (EMV 3DS 2.2 browser channel), mounted by ../app.ts at `/sandbox/acs`:
 *   POST /method            3DS Method: takes `threeDSMethodData`, posts back to the notification URL
 *   POST /method-notify     notification page: postMessage `{ type: 'tucan:3ds-method', threeDSServerTransID }`
 *                           to the origin that framed it (`notifyParentPage`), never `'*'`
 *   POST /challenge         takes `creq` (in an iframe), renders the one-time-password form
 *   GET  /redirect/:acsTransID  the same form for host-to-host `url_3ds` redirects
 *   POST /challenge/submit  OTP or cancel: records the RReq, posts `cres` to the notification page
 *   POST /challenge-notify  notification page: postMessage `{ type: 'tucan:3ds-challenge', cres }`, likewise
 */
import { Hono } from 'hono';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { settle } from '../public/three-ds.ts';
import { CHALLENGE_OTP } from '../scenarios.ts';
import {
  ACS_TEXT,
  type AcsLang,
  acsAmount,
  acsErrorPage,
  acsLang,
  autoPostPage,
  challengePage,
  headerOrigin,
  notifyParentPage,
  silentMethodPage,
} from './pages.ts';
import { type Authentication, authStoreOf, decodeB64Url, encodeB64Url } from './store.ts';

function field(form: Record<string, unknown>, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value : undefined;
}

export function acsRoutes(core: SandboxCore): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>({ strict: false });
  const store = authStoreOf(core);
  const notifyUrl = () => `${core.baseUrl}/sandbox/acs/challenge-notify`;

  const cresFor = (auth: Authentication) =>
    encodeB64Url({
      threeDSServerTransID: auth.threeDSServerTransID,
      acsTransID: auth.acsTransID,
      messageType: 'CRes',
      messageVersion: '2.2.0',
      transStatus: auth.rreq?.transStatus ?? 'U',
      challengeCompletionInd: 'Y',
      ...(auth.rreq?.challengeCancel ? { challengeCancel: auth.rreq.challengeCancel } : {}),
    });

  /** Sends the cardholder on: to the widget's notification page, or (host-to-host) settles and says so. */
  const finish = (auth: Authentication, sessionData: string | undefined) => {
    if (auth.hostToHost) {
      const charge = core.findCharge(auth.charge_uuid);
      if (charge) settle(core, charge, auth);
      const text =
        auth.rreq?.transStatus === 'Y' ? 'Authentication complete.' : 'Authentication not completed.';
      return acsErrorPage(`${text} You can return to the store.`);
    }
    return autoPostPage('Returning to the store', notifyUrl(), {
      cres: cresFor(auth),
      threeDSSessionData: sessionData,
    });
  };

  const renderChallenge = (
    auth: Authentication,
    windowSize: string,
    sessionData?: string,
    error?: string,
    lang: AcsLang = 'en',
  ) => {
    const charge = core.findCharge(auth.charge_uuid);
    const wallet = charge ? core.walletOf(charge) : undefined;
    return challengePage({
      action: `${core.baseUrl}/sandbox/acs/challenge/submit`,
      acsTransID: auth.acsTransID,
      threeDSSessionData: sessionData,
      challengeWindowSize: windowSize,
      merchantName: wallet?.name ?? 'Merchant',
      // The purchase amount authenticated: what the card is charged, an installment plan's interest included.
      amount: charge ? acsAmount(charge.total_value, charge.currency, lang) : '',
      last4: charge?.card?.last4 ?? '••••',
      error,
      lang,
    });
  };

  app.post('/method', async (c) => {
    const data = decodeB64Url(field(await c.req.parseBody(), 'threeDSMethodData') ?? '');
    const transId = typeof data?.threeDSServerTransID === 'string' ? data.threeDSServerTransID : '';
    const notification =
      typeof data?.threeDSMethodNotificationURL === 'string' ? data.threeDSMethodNotificationURL : '';
    const auth = store.byServerTrans(transId);
    if (!auth || !/^https?:\/\//.test(notification))
      return c.html(acsErrorPage('Invalid threeDSMethodData.'), 400);
    auth.methodSeenAt = core.now();
    auth.framedBy = { ...auth.framedBy, method: headerOrigin(c.req.header('origin')) };
    if (auth.methodBehaviour === 'timeout') return c.html(silentMethodPage());
    return c.html(
      autoPostPage('3DS Method', notification, {
        threeDSMethodData: encodeB64Url({ threeDSServerTransID: transId }),
      }),
    );
  });

  app.post('/method-notify', async (c) => {
    const data = decodeB64Url(field(await c.req.parseBody(), 'threeDSMethodData') ?? '');
    const transId = typeof data?.threeDSServerTransID === 'string' ? data.threeDSServerTransID : undefined;
    if (!transId) return c.html(acsErrorPage('Invalid threeDSMethodData.'), 400);
    const framedBy = store.byServerTrans(transId)?.framedBy?.method;
    return c.html(
      notifyParentPage(
        '3DS Method complete',
        { type: 'tucan:3ds-method', threeDSServerTransID: transId },
        framedBy,
      ),
    );
  });

  app.post('/challenge', async (c) => {
    const form = await c.req.parseBody();
    const creq = decodeB64Url(field(form, 'creq') ?? '');
    const auth = store.byAcsTrans(typeof creq?.acsTransID === 'string' ? creq.acsTransID : '');
    if (!auth || creq?.threeDSServerTransID !== auth.threeDSServerTransID || creq?.messageType !== 'CReq') {
      return c.html(acsErrorPage('Invalid creq.'), 400);
    }
    const sessionData = field(form, 'threeDSSessionData');
    auth.framedBy = { ...auth.framedBy, challenge: headerOrigin(c.req.header('origin')) };
    if (auth.outcome?.kind === 'challenge_timeout' && !auth.rreq)
      auth.rreq = { transStatus: 'N', challengeCancel: '04' };
    if (auth.rreq) return c.html(finish(auth, sessionData));
    const size =
      typeof creq.challengeWindowSize === 'string'
        ? creq.challengeWindowSize
        : (auth.challengeWindowSize ?? '05');
    return c.html(
      renderChallenge(
        auth,
        size,
        sessionData,
        undefined,
        acsLang(auth.browserLanguage, c.req.header('accept-language')),
      ),
    );
  });

  app.get('/redirect/:acsTransID', (c) => {
    const auth = store.byAcsTrans(c.req.param('acsTransID'));
    if (!auth) return c.html(acsErrorPage('Unknown authentication.'), 404);
    if (auth.outcome?.kind === 'challenge_timeout' && !auth.rreq)
      auth.rreq = { transStatus: 'N', challengeCancel: '04' };
    if (auth.rreq) return c.html(finish(auth, undefined));
    return c.html(
      renderChallenge(
        auth,
        '05',
        undefined,
        undefined,
        acsLang(auth.browserLanguage, c.req.header('accept-language')),
      ),
    );
  });

  app.post('/challenge/submit', async (c) => {
    const form = await c.req.parseBody();
    const auth = store.byAcsTrans(field(form, 'acsTransID') ?? '');
    if (!auth) return c.html(acsErrorPage('Unknown authentication.'), 400);
    const sessionData = field(form, 'threeDSSessionData');
    if (!auth.rreq) {
      if (field(form, 'action') === 'cancel') {
        auth.rreq = { transStatus: 'N', challengeCancel: '01' };
      } else {
        const otp = (field(form, 'otp') ?? '').trim();
        if (!otp) {
          const size = auth.challengeWindowSize ?? '05';
          const lang = acsLang(auth.browserLanguage, c.req.header('accept-language'));
          return c.html(renderChallenge(auth, size, sessionData, ACS_TEXT[lang].missing, lang), 422);
        }
        const kind = auth.outcome?.kind;
        const failing = auth.outcome?.kind === 'challenge' && auth.outcome.fail === true;
        const pass = otp === CHALLENGE_OTP && (kind === 'challenge' || kind === 'decoupled') && !failing;
        auth.rreq = { transStatus: pass ? 'Y' : 'N' };
      }
    }
    return c.html(finish(auth, sessionData));
  });

  app.post('/challenge-notify', async (c) => {
    const form = await c.req.parseBody();
    const cres = field(form, 'cres');
    const decoded = cres ? decodeB64Url(cres) : undefined;
    if (!cres || !decoded) return c.html(acsErrorPage('Invalid cres.'), 400);
    const acsTransID = typeof decoded.acsTransID === 'string' ? decoded.acsTransID : '';
    const framedBy = store.byAcsTrans(acsTransID)?.framedBy?.challenge;
    return c.html(
      notifyParentPage('3DS challenge complete', { type: 'tucan:3ds-challenge', cres }, framedBy),
    );
  });

  return app;
}
