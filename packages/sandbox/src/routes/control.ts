/**
 * QA control endpoints outside /api/v1, under /sandbox (no token, no rate limit). They mirror the in-process
 * `control` handle returned by createSandbox.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { hasLiveCode } from '../charges/codes.ts';
import { CHARGE_STATUSES, ERROR_CODES, PAYOUT_STATUSES, SEED_WALLETS, VERSION_MODES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import { parseJsonText } from '../http/body.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validate } from '../http/errors.ts';
import {
  cspNonce,
  fillHostedPage,
  HOSTED_PAGE,
  hostedLinkData,
  hostedPagePolicy,
  readHostedPage,
  wantsHtml,
} from '../http/hosted-page.ts';
import { pruneIdempotency } from '../http/idempotency.ts';
import type { PayThrottle } from '../http/rate-limit.ts';
import { chargeFull, paymentLinkPublicJson, walletJson } from '../serialize.ts';
import { setPayoutStatus } from './payouts.ts';

/** The longest single move of the sandbox clock (assumption): ten years. */
export const MAX_CLOCK_ADVANCE_MS = 3650 * 86_400_000;

async function jsonOf(c: { req: { text(): Promise<string>; header(name: string): string | undefined } }) {
  const text = await c.req.text();
  return text.trim() === '' ? {} : parseJsonText(text, c.req.header('content-type'));
}

/**
 * State-changing control requests are refused from any web page but the sandbox's own (403): a browser puts
 * `Origin` on every cross-origin POST, and a text/plain or form body (a "simple" request, no preflight) is
 * refused with 415 by `jsonOf`. The ACS pages under /sandbox/acs are exempt: browsers form-post there from shops.
 */
const sameOriginOnly =
  (core: SandboxCore): MiddlewareHandler<SandboxEnv> =>
  async (c, next) => {
    const origin = c.req.header('origin');
    // Mounted at /sandbox, this middleware also sees the ACS paths: browsers post there from any shop.
    const acs = /^\/sandbox\/acs(\/|$)/.test(c.req.path);
    if (c.req.method === 'POST' && origin !== undefined && !acs) {
      const own = [new URL(c.req.url).origin, core.baseUrl];
      if (!own.includes(origin)) {
        throw ApiError.one(
          403,
          ERROR_CODES.forbiddenOrigin,
          'header',
          'Sandbox control endpoints refuse requests from other web pages',
        );
      }
    }
    await next();
  };

export function controlRoutes(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });
  app.use('*', sameOriginOnly(core));
  const charge = (uuid: string) => {
    const found = core.findCharge(uuid.toLowerCase());
    if (!found) throw ApiError.notFound('charge');
    return found;
  };

  app.get('/', (c) => {
    pruneIdempotency(core);
    return c.json({
      base_url: core.baseUrl,
      auth_url: `${core.baseUrl}/auth`,
      client_id: core.clientId,
      version_mode: core.versionMode,
      now: core.isoNow(),
      seed_wallets: SEED_WALLETS,
      wallets: [...core.wallets.values()].map(walletJson),
      /** Stored Idempotency-Key records (they expire 24 h after their first request, sandbox clock). */
      idempotency_records: core.idempotency.size,
    });
  });
  app.get('/webhooks', (c) => {
    const subject = c.req.query('charge_uuid') ?? c.req.query('payout_uuid');
    const deliveries = core.webhooks.log.filter((d) => !subject || d.subject_uuid === subject);
    return c.json({ deliveries });
  });
  app.get('/charges/:uuid', (c) => {
    const found = charge(c.req.param('uuid'));
    return c.json({ ...chargeFull(found), history: found.history });
  });
  app.post('/charges/:uuid/status', async (c) => {
    const input = validate(
      await jsonOf(c),
      z.object({ status: z.enum(CHARGE_STATUSES), reason: z.string().max(200).optional() }),
    );
    const found = core.transition(
      charge(c.req.param('uuid')),
      input.status,
      input.reason ?? 'sandbox control',
    );
    return c.json({ ...chargeFull(found), history: found.history });
  });
  app.post('/charges/:uuid/pay', (c) => {
    const found = charge(c.req.param('uuid'));
    if (!hasLiveCode(found)) {
      throw ApiError.one(
        409,
        ERROR_CODES.invalidState,
        'payment_payload',
        `charge is ${found.status} and has no code that can be paid (never issued, voided when another method paid, or expired)`,
      );
    }
    core.transition(found, 'paid', `${found.type_charge} code paid (sandbox control)`);
    return c.json(chargeFull(found));
  });
  // QA: the charge's next `times` public pay calls answer 429 RATE_LIMIT_EXCEEDED with `Retry-After: retry_after`
  // and change nothing, as a shopper at the public limit would meet it (the widget's wait, tested quickly).
  app.post('/charges/:uuid/throttle', async (c) => {
    const input = validate(
      await jsonOf(c),
      z.object({
        retry_after: z.int().min(1).max(120).default(2),
        times: z.int().min(0).max(10).default(1),
      }),
    );
    const found = charge(c.req.param('uuid'));
    const throttle: PayThrottle = { retryAfter: input.retry_after, remaining: input.times };
    found.internal.throttle = throttle;
    return c.json({ charge_uuid: found.charge_uuid, retry_after: input.retry_after, times: input.times });
  });
  app.post('/charges/:uuid/chargeback', (c) => {
    const found = core.transition(
      charge(c.req.param('uuid')),
      'chargeback_requested',
      'chargeback (sandbox control)',
    );
    return c.json(chargeFull(found));
  });
  app.post('/payouts/:uuid/status', async (c) => {
    const input = validate(await jsonOf(c), z.object({ status: z.enum(PAYOUT_STATUSES) }));
    const payout = core.payouts.get(c.req.param('uuid').toLowerCase());
    if (!payout) throw ApiError.notFound('payout');
    setPayoutStatus(core, payout, input.status);
    return c.json({ payout_uuid: payout.payout_uuid, status: payout.status });
  });
  const linkOf = (uuid: string) => {
    const link = core.paymentLinks.get(uuid.toLowerCase());
    if (!link) throw ApiError.notFound('payment link');
    return link;
  };
  // The link's `url`: the hosted checkout page for a browser (Accept: text/html), the link's public JSON for tools
  // (no payer data: anyone with the link may ask).
  // The page is the static build of @tucan/elements (`<elementsDir>/hosted/`), filled with the link's data.
  app.get('/links/:uuid', async (c) => {
    const link = linkOf(c.req.param('uuid'));
    const linked = core.findCharge(link.charge_uuid);
    c.header('Vary', 'Accept');
    if (wantsHtml(c.req.header('accept'))) {
      const wallet = core.wallets.get(link.wallet_uuid);
      // A fresh nonce per response, in the policy and on the page's data island (for its checkout's Google Pay).
      const nonce = cspNonce();
      c.header('Content-Security-Policy', hostedPagePolicy(nonce));
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Referrer-Policy', 'no-referrer');
      c.header('Cache-Control', 'no-store');
      const template = await readHostedPage(core.elementsDir);
      if (!template) {
        return c.text(
          `The hosted checkout page is not available: this sandbox serves no ${HOSTED_PAGE}. Start it with ` +
            'elementsDir (the built dist/ of @tucan/elements; the CLI finds an installed @tucan/elements, or ' +
            'takes --elements-dir). The link as JSON: ask with Accept: application/json.',
          503,
        );
      }
      const data = hostedLinkData(link, linked, wallet?.country ?? 'BR', core.baseUrl, {
        now: core.isoNow(),
        merchantName: wallet?.name ?? null,
        lang: c.req.query('lang'),
      });
      return c.html(fillHostedPage(template, data, nonce));
    }
    c.header('Cache-Control', 'no-store');
    return c.json(paymentLinkPublicJson(link, linked));
  });
  // The hosted page's status URL for the code methods' waiting screen: the link's charge status, nothing else.
  app.get('/links/:uuid/status', (c) => {
    const link = linkOf(c.req.param('uuid'));
    c.header('Cache-Control', 'no-store');
    return c.json({ status: core.findCharge(link.charge_uuid)?.status ?? 'issued' });
  });
  app.get('/version-mode', (c) => c.json({ mode: core.versionMode }));
  app.post('/version-mode', async (c) => {
    const input = validate(await jsonOf(c), z.object({ mode: z.enum(VERSION_MODES) }));
    core.versionMode = input.mode;
    return c.json({ mode: core.versionMode });
  });
  app.post('/clock/advance', async (c) => {
    const input = validate(
      await jsonOf(c),
      z.object({ ms: z.number().int().min(0).max(MAX_CLOCK_ADVANCE_MS) }),
    );
    core.advance(input.ms);
    return c.json({ now: core.isoNow() });
  });
  app.post('/reset', (c) => {
    core.reset();
    return c.json({ reset: true });
  });
  return app;
}
