/**
 * Payment links and hosted checkout (seed §4; assumption for the bodies). A link owns one `issued` charge that
 * carries `payment_link_uuid`; the shopper picks the method among the link's `allowed_methods` when paying.
 * Checkout is the same resource with `is_checkout: true`.
 */
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { checkedAmount } from '../charges/amount.ts';
import { newCharge } from '../charges/record.ts';
import { isoDate, webhookUrl } from '../charges/schema.ts';
import { ERROR_CODES, TYPE_CHARGES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validateBody } from '../http/errors.ts';
import type { PaymentLink } from '../models.ts';
import { paymentLinkJson } from '../serialize.ts';

export const linkSchema = z.object({
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
    // **Assumption** (docs/contract.md): a checkout session is a link with is_checkout true (seed §4); asking the
    // checkout endpoint for false is a contradiction, refused rather than silently turned into true.
    if (isCheckout && input.is_checkout === false) {
      throw ApiError.one(
        422,
        ERROR_CODES.invalidValue,
        'is_checkout',
        'POST /checkout/ creates checkout sessions (is_checkout true); for a plain link use POST /payment-link/',
      );
    }
    const clientId = c.get('clientId') ?? '';
    const wallet = core.ownedWallet(clientId, input.wallet_uuid.toLowerCase());
    checkedAmount(input.value, wallet.currency);
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
    const uuid = randomUUID();
    const url = `${core.baseUrl}/sandbox/links/${uuid}`;
    const charge = newCharge(core, wallet, isCheckout ? 'checkout created' : 'payment link created', {
      value: input.value,
      due_date: input.due_date ?? null,
      description: input.description ?? null,
      transaction_reference: input.transaction_reference,
      reference_external_id: input.reference_external_id ?? null,
      payment_link_uuid: uuid,
      action_url: url,
      webhook_url: input.webhook_url ?? null,
      internal: { allowedMethods: methods },
    });
    const value = charge.value;
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
      created_at: charge.created_at,
    };
    core.paymentLinks.set(uuid, link);
    return c.json(paymentLinkJson(link), 201);
  };
  app.post('/payment-link', create(false));
  app.post('/checkout', create(true));
  return app;
}
