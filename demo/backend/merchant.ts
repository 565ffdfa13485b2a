/**
 * The merchant's own operations, as its back office would call them with the bearer token: create an order's
 * charge, list charges (seed §4, page-number pagination and the `status` / `reference_external_id` filters the
 * sandbox implements), read one, capture, refund (full, or partial with `value`) and cancel. The QA console
 * reads the status history and the delivery log from the sandbox's control endpoints next to the merchant GET:
 * the service itself shows neither.
 */

import type { paths } from '@tucan/sandbox/openapi';
import type { Context, Hono } from 'hono';
import { answerOf, type Service, type ServiceAnswer } from './service.ts';

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

type ChargeListQuery = NonNullable<paths['/api/v1/bank/wallet/charges/']['get']['parameters']['query']>;
const CHARGE = '/api/v1/bank/wallet/charge/{charge_uuid}' as const;

export function createMerchant(opts: MerchantOptions) {
  const { service } = opts;

  const getCharge = async (uuid: string) =>
    answerOf(await service.api.GET('/api/v1/bank/wallet/charge/{uuid}/', { params: { path: { uuid } } }));

  /** One order, one logical attempt: its reference is the Idempotency-Key, so a retried order is one charge. */
  async function createOrder(input: OrderInput): Promise<ServiceAnswer> {
    const reference = `qa-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 4)}`;
    const metadata = qaMetadata(input.metadata);
    return answerOf(
      await service.api.POST('/api/v1/bank/wallet/charge/', {
        params: { header: { 'Idempotency-Key': reference } },
        // The page's wallet and amount go as they are: the service validates them (422 names the bad field).
        body: {
          wallet_uuid: input.wallet_uuid as string,
          value: input.value as number,
          description: typeof input.description === 'string' ? input.description : 'tucan QA order',
          transaction_reference: reference,
          reference_external_id: reference,
          webhook_url: `${opts.publicUrl}/api/webhooks`,
          ...(input.capture === false ? { capture: false } : {}),
          ...(metadata ? { metadata } : {}),
        },
      }),
    );
  }

  function mount(app: Hono) {
    app.post('/api/orders', async (c) => {
      const input = (await c.req.json().catch(() => ({}))) as OrderInput;
      return relay(c, await createOrder(input));
    });

    /**
     * A new charge for the same order, when its code expired unpaid (the code elements' `newCharge`): the old
     * charge's wallet, amount, description and QA metadata, read from the service, never taken from the page. Only
     * a charge the service canceled is replaced (409 otherwise): an order has one payable charge at a time.
     */
    app.post('/api/orders/:uuid/renew', async (c) => {
      const uuid = c.req.param('uuid');
      if (!UUID.test(uuid)) return c.json({ error: 'not a charge UUID' }, 400);
      const found = await getCharge(uuid);
      const old = found.body as {
        wallet_uuid?: string;
        value?: number;
        description?: string;
        status?: string;
        metadata?: unknown;
      } | null;
      if (found.status !== 200 || !old?.wallet_uuid) return relay(c, found);
      if (old.status !== 'canceled')
        return c.json({ error: `the charge is ${old.status}, not canceled` }, 409);
      return relay(
        c,
        await createOrder({
          wallet_uuid: old.wallet_uuid,
          value: old.value,
          description: old.description,
          metadata: old.metadata,
        }),
      );
    });

    app.get('/api/merchant/charges', async (c) => {
      const number = (name: string) => (c.req.query(name) ? Number(c.req.query(name)) : undefined);
      const text = (name: string) => c.req.query(name) || undefined;
      const query: ChargeListQuery = {
        page: number('page'),
        page_size: number('page_size'),
        status: text('status') as ChargeListQuery['status'],
        reference_external_id: text('reference_external_id'),
        wallet_uuid: text('wallet_uuid'),
      };
      return relay(c, answerOf(await service.api.GET('/api/v1/bank/wallet/charges/', { params: { query } })));
    });

    /** The merchant GET, plus the sandbox's history and deliveries for that charge (QA only). */
    app.get('/api/merchant/charges/:uuid', async (c) => {
      const uuid = c.req.param('uuid');
      if (!UUID.test(uuid)) return c.json({ error: 'not a charge UUID' }, 400);
      const [charge, history, deliveries] = await Promise.all([
        getCharge(uuid),
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
      const found = await getCharge(uuid);
      const wallet = (found.body as { wallet_uuid?: string } | null)?.wallet_uuid;
      if (found.status !== 200 || !wallet) return relay(c, found);
      const attempt = typeof input.attempt === 'string' ? input.attempt.slice(0, 64) : crypto.randomUUID();
      const params = {
        path: { charge_uuid: uuid, wallet_uuid: wallet },
        header: { 'Idempotency-Key': `${action}-${uuid}-${attempt}` },
      };
      if (action === 'capture') {
        return relay(
          c,
          answerOf(await service.api.POST(`${CHARGE}/capture/{wallet_uuid}/`, { params, body: {} })),
        );
      }
      if (action === 'cancel') {
        return relay(
          c,
          answerOf(await service.api.POST(`${CHARGE}/cancel/{wallet_uuid}/`, { params, body: {} })),
        );
      }
      const body: { value?: number; reason?: string } = {};
      if (typeof input.value === 'number') body.value = input.value;
      if (typeof input.reason === 'string' && input.reason) body.reason = input.reason;
      return relay(c, answerOf(await service.api.POST(`${CHARGE}/refund/{wallet_uuid}/`, { params, body })));
    });
  }

  return { mount, createOrder };
}
