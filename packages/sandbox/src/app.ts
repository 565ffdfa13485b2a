/** The sandbox's Hono app: shared middlewares in order, then the merchant, public, ACS and control routes. */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { acsRoutes } from './acs/routes.ts';
import { ERROR_CODES } from './contract.ts';
import { ACCESS_LOG_LIMIT, type SandboxCore } from './core.ts';
import { requireAuth } from './http/auth.ts';
import { bodySizeLimit, jsonBody } from './http/body.ts';
import { elementsAssets } from './http/elements-assets.ts';
import type { SandboxEnv } from './http/env.ts';
import { ApiError, errorBody } from './http/errors.ts';
import { listeningHostOnly } from './http/host.ts';
import { idempotency } from './http/idempotency.ts';
import { pathKind } from './http/paths.ts';
import { rateLimit, rateLimitHeaders } from './http/rate-limit.ts';
import { deprecationHeaders, versionGate } from './http/versioning.ts';
import { openApiDocument } from './openapi/document.ts';
import { publicCors } from './public/cors.ts';
import { publicRoutes } from './public/routes.ts';
import { cardRoutes } from './routes/cards.ts';
import { chargeOperationRoutes } from './routes/charge-operations.ts';
import { chargeRoutes, shortChargeRoute } from './routes/charges.ts';
import { controlRoutes } from './routes/control.ts';
import { fxRoutes } from './routes/fx.ts';
import { paymentLinkRoutes } from './routes/payment-links.ts';
import { payoutRoutes } from './routes/payouts.ts';
import { tokenRoutes } from './routes/token.ts';
import { walletRoutes } from './routes/wallets.ts';

export function createApp(core: SandboxCore): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>({ strict: false });

  app.onError((error, c) => {
    const requestId = c.get('requestId') ?? '';
    if (error instanceof ApiError) {
      return c.json(errorBody(error.entries, requestId, error.extra), error.status, error.headers);
    }
    return c.json(
      errorBody(
        [{ code: ERROR_CODES.internal, source: 'server', description: 'Unexpected sandbox error' }],
        requestId,
      ),
      500,
    );
  });
  app.notFound((c) =>
    c.json(
      errorBody(
        [
          {
            code: ERROR_CODES.notFound,
            source: 'path',
            description: `No endpoint ${c.req.method} ${c.req.path}`,
          },
        ],
        c.get('requestId') ?? '',
      ),
      404,
    ),
  );

  app.use('*', async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    const start = performance.timeOrigin + performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const log = core.accessLog;
    if (log) {
      const end = performance.timeOrigin + performance.now();
      log.push({ method: c.req.method, path: c.req.path, status: c.res.status, start, end });
      if (log.length > ACCESS_LOG_LIMIT) log.splice(0, log.length - ACCESS_LOG_LIMIT);
    }
  });
  // Seed §8, headers on every response: the public preflights too, which the CORS middleware answers itself.
  app.use('/api/v1/bank/public/*', rateLimitHeaders(core));
  // Outermost on public paths, so that 429/410/413/415 answers stay readable by the widget's browser.
  app.use('/api/v1/bank/public/*', publicCors);
  app.use('*', deprecationHeaders(core));
  app.use('*', rateLimit(core));
  app.use('*', versionGate(core));
  // A5: the secret and the bearer token are backend-only, so browser origins are refused on merchant paths.
  app.use('*', async (c, next) => {
    const kind = pathKind(c.req.path);
    if ((kind === 'merchant' || kind === 'token') && c.req.header('origin')) {
      throw ApiError.one(
        403,
        ERROR_CODES.forbiddenOrigin,
        'header',
        'Merchant endpoints refuse browser requests',
      );
    }
    await next();
  });
  app.use('/auth/*', bodySizeLimit);
  // Control and ACS pages: the same 413 as the API, and only under a Host the sandbox listens on (DNS rebinding).
  app.use('/sandbox/*', listeningHostOnly(core), bodySizeLimit);
  app.use('*', jsonBody());
  app.use('*', idempotency(core));

  if (core.elementsDir) app.get('/elements/*', elementsAssets(core.elementsDir));
  // The service contract (./openapi/document.ts), naming this sandbox as its server.
  app.get('/openapi.json', (c) =>
    c.json(openApiDocument({ baseUrl: core.baseUrl }), 200, { 'Access-Control-Allow-Origin': '*' }),
  );
  app.route('/auth', tokenRoutes(core));

  const merchant = new Hono<SandboxEnv>({ strict: false });
  merchant.use('*', requireAuth(core));
  merchant.route('/', chargeRoutes(core));
  merchant.route('/', chargeOperationRoutes(core));
  merchant.route('/', paymentLinkRoutes(core));
  merchant.route('/', cardRoutes(core));
  merchant.route('/', fxRoutes(core));
  merchant.route('/', payoutRoutes(core));
  merchant.route('/', walletRoutes(core));
  app.route('/api/v1/bank/wallet', merchant);

  const short = new Hono<SandboxEnv>({ strict: false });
  short.use('*', requireAuth(core));
  short.route('/', shortChargeRoute(core));
  app.route('/charge', short);
  app.route('/api/v1/charge', short);

  app.route('/api/v1/bank/public', publicRoutes(core));
  app.route('/sandbox/acs', acsRoutes(core));
  app.route('/sandbox', controlRoutes(core));
  return app;
}
