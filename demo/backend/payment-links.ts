/**
 * The console's payment links: the merchant backend creates a payment link (`POST /api/v1/bank/wallet/payment-link/`)
 * or a checkout link (`…/checkout/`, `is_checkout: true`) for the console's current order (wallet and amount), with
 * this backend's webhook URL and the console's description, and answers the service's JSON (its `url` is the hosted checkout page).
 */
import type { Hono } from 'hono';
import { answerOf, type Service } from './service.ts';

export interface PaymentLinkInput {
  wallet_uuid?: unknown;
  value?: unknown;
  is_checkout?: unknown;
  /** The order's title on the hosted page, in the console's language; a short string, else the default. */
  description?: unknown;
}

const description = (value: unknown) =>
  typeof value === 'string' && value.trim() && value.length <= 120 ? value.trim() : 'tucan QA order';

export function mountPaymentLinks(app: Hono, opts: { service: Service; publicUrl: string }) {
  app.post('/api/payment-links', async (c) => {
    const input = (await c.req.json().catch(() => ({}))) as PaymentLinkInput;
    const reference = `qa-link-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 4)}`;
    const request = {
      // One logical attempt: a retried call reuses the key, so a link is never created twice.
      params: { header: { 'Idempotency-Key': reference } },
      // The console's wallet and amount go as they are: the service validates them.
      body: {
        wallet_uuid: input.wallet_uuid as string,
        value: input.value as number,
        description: description(input.description),
        reference_external_id: reference,
        webhook_url: `${opts.publicUrl}/api/webhooks`,
      },
    };
    const answer = answerOf(
      input.is_checkout === true
        ? await opts.service.api.POST('/api/v1/bank/wallet/checkout/', request)
        : await opts.service.api.POST('/api/v1/bank/wallet/payment-link/', request),
    );
    return c.json(answer.body ?? {}, answer.status as 201);
  });
}
