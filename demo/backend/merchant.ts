/**
 * The merchant's own operations, as its back office would call them with the bearer token: create an order's
 * charge, list charges (seed §4, page-number pagination and the `status` / `reference_external_id` filters the
 * sandbox implements), read one, capture, refund (full, or partial with `value`) and cancel. The QA console
 * reads the status history and the delivery log from the sandbox's control endpoints next to the merchant GET:
 * the service itself shows neither.
 */
import type { Context, Hono } from 'hono';
import type { Service, ServiceAnswer } from './service.ts';

export interface MerchantOptions {
  service: Service;
  /** The sandbox's control base (`{base_url}/sandbox`). */
  controlUrl: string;
  /** Where the service reaches this backend's webhook receiver. */
  publicUrl: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTIONS = ['capture', 'refund', 'cancel'] as const;
type Action = (typeof ACTIONS)[number];

export interface OrderInput {
  wallet_uuid?: unknown;
  value?: unknown;
  /** `false`: authorize only; the merchant captures later (card payments end `confirmed`). */
  capture?: unknown;
  description?: unknown;
  /** Only `{ sandbox_auto_pay_seconds: 0–3600 }` is passed on (the sandbox pays the code by itself, QA only). */
  metadata?: unknown;
}

/** The QA metadata this backend passes on to the service; anything else a page sends is dropped. */
function qaMetadata(input: unknown): { sandbox_auto_pay_seconds: number } | undefined {
  const seconds = (input as { sandbox_auto_pay_seconds?: unknown } | null | undefined)
    ?.sandbox_auto_pay_seconds;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0 && seconds <= 3600
    ? { sandbox_auto_pay_seconds: seconds }
    : undefined;
}

function relay(c: Context, answer: ServiceAnswer) {
  return c.json(answer.body ?? {}, answer.status as 200);
}

async function control(controlUrl: string, path: string): Promise<ServiceAnswer> {
  const res = await fetch(`${controlUrl}${path}`);
  return { status: res.status, body: await res.json().catch(() => null) };
}

export function createMerchant(opts: MerchantOptions) {
  const { service } = opts;

  /** One order, one logical attempt: its reference is the Idempotency-Key, so a retried order is one charge. */
  async function createOrder(input: OrderInput): Promise<ServiceAnswer> {
    const reference = `qa-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 4)}`;
    const metadata = qaMetadata(input.metadata);
    return service.call({
      method: 'POST',
      path: '/api/v1/bank/wallet/charge/',
      idempotencyKey: reference,
      body: {
        wallet_uuid: input.wallet_uuid,
        value: input.value,
        description: typeof input.description === 'string' ? input.description : 'tucan QA order',
        transaction_reference: reference,
        reference_external_id: reference,
        webhook_url: `${opts.publicUrl}/api/webhooks`,
        ...(input.capture === false ? { capture: false } : {}),
        ...(metadata ? { metadata } : {}),
      },
    });
  }

  function mount(app: Hono) {
    app.post('/api/orders', async (c) => {
      const input = (await c.req.json().catch(() => ({}))) as OrderInput;
      return relay(c, await createOrder(input));
    });

    app.get('/api/merchant/charges', async (c) => {
      const query = new URLSearchParams();
      for (const name of ['page', 'page_size', 'status', 'reference_external_id', 'wallet_uuid']) {
        const value = c.req.query(name);
        if (value) query.set(name, value);
      }
      return relay(c, await service.call({ method: 'GET', path: `/api/v1/bank/wallet/charges/?${query}` }));
    });

    /** The merchant GET, plus the sandbox's history and deliveries for that charge (QA only). */
    app.get('/api/merchant/charges/:uuid', async (c) => {
      const uuid = c.req.param('uuid');
      if (!UUID.test(uuid)) return c.json({ error: 'not a charge UUID' }, 400);
      const [charge, history, deliveries] = await Promise.all([
        service.call({ method: 'GET', path: `/api/v1/bank/wallet/charge/${uuid}/` }),
        control(opts.controlUrl, `/charges/${uuid}`),
        control(opts.controlUrl, `/webhooks?charge_uuid=${uuid}`),
      ]);
      return c.json({
        charge: { status: charge.status, body: charge.body },
        history: (history.body as { history?: unknown[] } | null)?.history ?? [],
        deliveries: (deliveries.body as { deliveries?: unknown[] } | null)?.deliveries ?? [],
      });
    });

    app.post('/api/merchant/charges/:uuid/:action', async (c) => {
      const uuid = c.req.param('uuid');
      const action = c.req.param('action') as Action;
      if (!UUID.test(uuid) || !ACTIONS.includes(action)) return c.json({ error: 'unknown action' }, 404);
      const input = (await c.req.json().catch(() => ({}))) as {
        attempt?: unknown;
        value?: unknown;
        reason?: unknown;
      };
      // The merchant knows the wallet of its own charge; here it asks the service.
      const found = await service.call({ method: 'GET', path: `/api/v1/bank/wallet/charge/${uuid}/` });
      const wallet = (found.body as { wallet_uuid?: string } | null)?.wallet_uuid;
      if (found.status !== 200 || !wallet) return relay(c, found);
      const body: Record<string, unknown> = {};
      if (action === 'refund') {
        if (typeof input.value === 'number') body.value = input.value;
        if (typeof input.reason === 'string' && input.reason) body.reason = input.reason;
      }
      const attempt = typeof input.attempt === 'string' ? input.attempt.slice(0, 64) : crypto.randomUUID();
      return relay(
        c,
        await service.call({
          method: 'POST',
          path: `/api/v1/bank/wallet/charge/${uuid}/${action}/${wallet}/`,
          body,
          idempotencyKey: `${action}-${uuid}-${attempt}`,
        }),
      );
    });
  }

  return { mount, createOrder };
}
