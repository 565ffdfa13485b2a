/**
 * Payment links and hosted checkout (seed §4; assumption for the bodies). A link owns one `issued` charge that
 * carries `payment_link_uuid`; the shopper picks the method among the link's `allowed_methods` when paying.
 * Checkout is the same resource with `is_checkout: true`.
 */
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { newTransactionReference } from '../charges/create.ts';
import { isoDate, webhookUrl } from '../charges/schema.ts';
import { ERROR_CODES, type FxCurrency, roundMinor, TYPE_CHARGES, UNITS_PER_USD } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validateBody } from '../http/errors.ts';
import type { Charge, PaymentLink } from '../models.ts';
import { paymentLinkJson } from '../serialize.ts';

const linkSchema = z.object({
  wallet_uuid: z.uuid('must be a UUID'),
  value: z.number().positive('must be greater than 0').max(1_000_000_000),
  description: z.string().max(500).optional(),
  allowed_methods: z.array(z.enum(TYPE_CHARGES)).min(1).optional(),
  reference_external_id: z.string().min(1).max(255).optional(),
  transaction_reference: z.string().min(1).max(255).optional(),
  webhook_url: webhookUrl.optional(),
  due_date: isoDate.optional(),
  is_checkout: z.boolean().optional(),
});

export function paymentLinkRoutes(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });
  const create = (isCheckout: boolean) => (c: Context<SandboxEnv>) => {
    const input = validateBody(c, linkSchema);
    const clientId = c.get('clientId') ?? '';
    const wallet = core.ownedWallet(clientId, input.wallet_uuid.toLowerCase());
    const methods = input.allowed_methods ?? wallet.allowed_methods;
    const refused = methods.filter((m) => !wallet.allowed_methods.includes(m));
    if (refused.length > 0) {
      throw ApiError.one(
        422,
        ERROR_CODES.methodNotAllowed,
        'allowed_methods',
        `Not allowed on this wallet: ${refused.join(', ')}`,
      );
    }
    const now = core.isoNow();
    const uuid = randomUUID();
    const url = `${core.baseUrl}/sandbox/links/${uuid}`;
    const value = roundMinor(input.value, wallet.currency);
    const charge: Charge = {
      charge_uuid: randomUUID(),
      wallet_uuid: wallet.uuid,
      client_id: clientId,
      status: 'issued',
      type_charge: null,
      value,
      local_currency: wallet.currency,
      currency: wallet.currency,
      usd_currency: roundMinor(value / (UNITS_PER_USD[wallet.currency as FxCurrency] ?? 1), 'USD'),
      due_date: input.due_date ?? null,
      description: input.description ?? null,
      installments: null,
      transaction_reference: input.transaction_reference ?? newTransactionReference(),
      reference_external_id: input.reference_external_id ?? null,
      subscription_uuid: null,
      payment_link_uuid: uuid,
      action_url: url,
      applepay_payload: null,
      url_3ds: null,
      payment_payload: null,
      webhook_url: input.webhook_url ?? null,
      email: null,
      ip_address: null,
      device_id: null,
      soft_descriptor: null,
      payer_name: null,
      payer_tax_id: null,
      payer_document_type: null,
      metadata: null,
      capture: true,
      card: null,
      error: null,
      refund_reason: null,
      created_at: now,
      updated_at: now,
      history: [
        {
          from: null,
          to: 'issued',
          reason: isCheckout ? 'checkout created' : 'payment link created',
          at: now,
        },
      ],
      internal: { allowedMethods: methods },
    };
    core.charges.set(charge.charge_uuid, charge);
    const link: PaymentLink = {
      payment_link_uuid: uuid,
      wallet_uuid: wallet.uuid,
      client_id: clientId,
      is_checkout: isCheckout || input.is_checkout === true,
      url,
      charge_uuid: charge.charge_uuid,
      value,
      currency: wallet.currency,
      description: input.description ?? null,
      allowed_methods: [...methods],
      reference_external_id: input.reference_external_id ?? null,
      expires_at: input.due_date ?? null,
      created_at: now,
    };
    core.paymentLinks.set(uuid, link);
    return c.json(paymentLinkJson(link), 201);
  };
  app.post('/payment-link', create(false));
  app.post('/checkout', create(true));
  return app;
}
