/**
 * The demo's merchant backend, as a real merchant would write it:
 * - it holds the client secret and uses OAuth client credentials, caching the token for 55 minutes (seed §5.5);
 * - it creates charges with a webhook_url pointing back at itself;
 * - it answers webhooks with 200 at once, then fetches the charge with its bearer token before trusting a
 *   status (seed §6.5–6.6), deduplicating by charge_uuid and status;
 * - it never hands the secret or the token to the page.
 */
import { Hono } from 'hono';

export interface BackendOptions {
  /** The service's base_url (the embedded sandbox in the demo). */
  baseUrl: string;
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** Where the service can reach this backend's webhook receiver. */
  publicUrl: string;
}

export interface VerifiedCharge {
  charge_uuid: string;
  status: string;
  verified_at: string;
  source: 'webhook' | 'poll';
}

const TOKEN_REUSE_MS = 55 * 60 * 1000;

export function createBackend(opts: BackendOptions) {
  let token: { value: string; until: number } | undefined;
  const verified = new Map<string, VerifiedCharge>();
  const webhookLog: Array<{ received_at: string; payload: unknown }> = [];
  const seen = new Set<string>();

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await fetch(`${opts.authUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
      }),
    });
    if (!res.ok) throw new Error(`token request failed: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = {
      value: body.access_token,
      until: Date.now() + Math.min(TOKEN_REUSE_MS, (body.expires_in - 300) * 1000),
    };
    return token.value;
  }

  async function service(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${await bearer()}` };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['idempotency-key'] = crypto.randomUUID();
    }
    const res = await fetch(`${opts.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status === 401) token = undefined;
    return res;
  }

  /** GET the full charge with the bearer token: the only status this backend trusts (seed §6.6). */
  async function fetchCharge(
    uuid: string,
    source: VerifiedCharge['source'],
  ): Promise<VerifiedCharge | undefined> {
    const res = await service('GET', `/api/v1/bank/wallet/charge/${encodeURIComponent(uuid)}/`);
    if (!res.ok) return undefined;
    const charge = (await res.json()) as { charge_uuid: string; status: string };
    return {
      charge_uuid: charge.charge_uuid,
      status: charge.status,
      verified_at: new Date().toISOString(),
      source,
    };
  }

  /** Webhook path: fetch, then record what the service says (a later webhook overwrites an earlier one). */
  async function verifyFromWebhook(uuid: string): Promise<void> {
    const v = await fetchCharge(uuid, 'webhook');
    if (v) verified.set(uuid, v);
  }

  const app = new Hono();

  app.get('/api/config', async (c) => {
    // The sandbox lists its seeded wallets on its control endpoint; a live merchant knows its own wallet UUIDs.
    const res = await fetch(`${opts.baseUrl}/sandbox`);
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

  /** Creates a charge for the shopper's cart; the page then pays it through the public endpoints. */
  app.post('/api/checkout', async (c) => {
    const input = (await c.req.json().catch(() => ({}))) as { wallet_uuid?: string; value?: number };
    const res = await service('POST', '/api/v1/bank/wallet/charge/', {
      wallet_uuid: input.wallet_uuid,
      value: input.value,
      description: 'tucan demo order',
      transaction_reference: `demo-${Date.now()}`,
      webhook_url: `${opts.publicUrl}/api/webhooks`,
    });
    return c.json(await res.json(), res.status as 200);
  });

  /** Webhook receiver: 200 at once, then verify in the background by fetching the charge. */
  app.post('/api/webhooks', async (c) => {
    const payload = (await c.req.json().catch(() => undefined)) as
      | { charge_uuid?: string; status?: string }
      | undefined;
    webhookLog.push({ received_at: new Date().toISOString(), payload });
    if (payload?.charge_uuid) {
      const key = `${payload.charge_uuid}:${payload.status}`;
      if (!seen.has(key)) {
        seen.add(key);
        void verifyFromWebhook(payload.charge_uuid).catch(() => seen.delete(key));
      }
    }
    return c.body(null, 200);
  });

  /**
   * The status this backend trusts: the last one fetched from the service after a webhook; before any webhook
   * arrived, a fresh fetch (marked `poll`). Never taken from the page or a redirect.
   */
  app.get('/api/charges/:uuid', async (c) => {
    const uuid = c.req.param('uuid');
    const v = verified.get(uuid) ?? (await fetchCharge(uuid, 'poll'));
    return v ? c.json(v) : c.json({ error: 'unknown charge' }, 404);
  });

  app.get('/api/webhooks', (c) => c.json(webhookLog));

  return { app, verified, webhookLog };
}
