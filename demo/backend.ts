/**
 * The demo's merchant backend, as a real merchant would write it:
 * - it holds the client secret and uses OAuth client credentials, caching the token for 55 minutes and
 *   refreshing it before it expires (seed §5.5), in ./backend/service.ts;
 * - it creates charges with a webhook_url pointing back at itself, one Idempotency-Key per order;
 * - it answers webhooks with 200 at once, checks their signature when they carry one, deduplicates them, and
 *   fetches the charge with its bearer token before trusting a status (seed §6.5–6.6), in ./backend/webhooks.ts;
 * - it never hands the secret or the token to the page.
 * For the QA console it also exposes the merchant's back-office operations (./backend/merchant.ts) and relays
 * the sandbox's control endpoints (./backend/sandbox-control.ts). A live shop would put its back office behind
 * a login; this one listens on the loopback interface only and refuses cross-site requests.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { createMerchant } from './backend/merchant.ts';
import { mountPaymentLinks } from './backend/payment-links.ts';
import { createSandboxControl } from './backend/sandbox-control.ts';
import { createService } from './backend/service.ts';
import { createWebhooks } from './backend/webhooks.ts';

export type { VerifiedCharge, WebhookReceipt } from './backend/webhooks.ts';

export interface BackendOptions {
  /** The service's base_url (the embedded sandbox in the demo). */
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where the service can reach this backend's webhook receiver. */
  publicUrl: string;
  /** The webhook signing secret shared with the service. */
  webhookSecret: string;
  /** Refuse unsigned webhooks (401) as well as badly signed ones. Default false: the sandbox may not sign. */
  requireWebhookSignature?: boolean;
}

/**
 * The console's POSTs change state (orders, refunds, the sandbox clock): a page on another site must not be able
 * to send them. Browsers put `Origin` on every POST; JSON bodies force a CORS preflight, which this server never
 * answers. The webhook receiver is exempt: the service posts from its own servers.
 */
const sameOriginJsonOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'POST' || c.req.path === '/api/webhooks') return next();
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    return c.json({ error: 'cross-site request refused' }, 403);
  }
  if (!(c.req.header('content-type') ?? '').startsWith('application/json')) {
    return c.json({ error: 'send JSON' }, 415);
  }
  return next();
};

export function createBackend(opts: BackendOptions) {
  const service = createService(opts);
  const controlUrl = `${opts.baseUrl}/sandbox`;
  const webhooks = createWebhooks({
    service,
    // The QA log shows each receipt on the sandbox clock, as the charge's history: asked of the sandbox itself.
    sandboxNow: async () => {
      const res = await fetch(controlUrl);
      const state = res.ok ? ((await res.json()) as { now?: unknown }) : undefined;
      return typeof state?.now === 'string' ? state.now : null;
    },
    secret: opts.webhookSecret,
    requireSignature: opts.requireWebhookSignature ?? false,
  });
  const merchant = createMerchant({ service, controlUrl, publicUrl: opts.publicUrl });
  const sandbox = createSandboxControl({
    controlUrl,
    onReset: () => {
      service.forgetToken();
      webhooks.clear();
    },
  });

  const app = new Hono();
  app.use('/api/*', sameOriginJsonOnly);

  app.get('/api/config', async (c) => {
    // The sandbox lists its seeded wallets on its control endpoint; a live merchant knows its own wallet UUIDs.
    const res = await fetch(controlUrl);
    const wallets = res.ok ? ((await res.json()) as { wallets: Array<Record<string, unknown>> }).wallets : [];
    return c.json({
      base_url: opts.baseUrl,
      wallets: wallets.map((w) => ({
        uuid: w.uuid,
        country: w.country,
        currency: w.currency,
        allowed_methods: w.allowed_methods,
      })),
    });
  });

  /** The script-tag page's checkout: a charge for the shopper's cart (the page then pays it). */
  app.post('/api/checkout', async (c) => {
    const input = (await c.req.json().catch(() => ({}))) as { wallet_uuid?: string; value?: number };
    const answer = await merchant.createOrder({ ...input, description: 'tucan demo order' });
    return c.json(answer.body ?? {}, answer.status as 200);
  });

  webhooks.mount(app);
  merchant.mount(app);
  mountPaymentLinks(app, { service, publicUrl: opts.publicUrl });
  sandbox.mount(app);

  return { app, verified: webhooks.verified, webhookLog: webhooks.log };
}
