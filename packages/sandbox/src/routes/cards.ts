/** Zero-auth validation, tokenization and BIN lookup (seed §4; bodies are assumptions). */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { lookupBin } from '../cards/bin.ts';
import { cardExpired, cardSummary } from '../cards/card-data.ts';
import { cardFields } from '../charges/schema.ts';
import { CARD_TOKEN_TTL_MS, ERROR_CODES } from '../contract.ts';
import type { CardInput, SandboxCore } from '../core.ts';
import type { SandboxEnv } from '../http/env.ts';
import { ApiError, validateBody } from '../http/errors.ts';
import type { Charge } from '../models.ts';

export const cardSchema = z.object({ ...cardFields, wallet_uuid: z.uuid('must be a UUID').optional() });

function checkExpiry(core: SandboxCore, card: CardInput) {
  if (cardExpired(card.card_expiry_month, card.card_expiry_year, core.now())) {
    throw ApiError.one(422, ERROR_CODES.cardExpired, 'card_expiry_year', 'The card has expired');
  }
}

export function cardRoutes(core: SandboxCore) {
  const app = new Hono<SandboxEnv>({ strict: false });

  app.post('/zero-auth', async (c) => {
    const card = validateBody(c, cardSchema);
    const clientId = c.get('clientId') ?? '';
    if (card.wallet_uuid) core.ownedWallet(clientId, card.wallet_uuid.toLowerCase());
    checkExpiry(core, card);
    // The authorizer sees a throw-away zero-value charge that is never stored.
    const probe = {
      charge_uuid: randomUUID(),
      value: 0,
      client_id: clientId,
      internal: {},
    } as unknown as Charge;
    const outcome = await core.hooks.authorizeCard(probe, card);
    const valid = outcome.result !== 'declined';
    return c.json({
      valid,
      status: valid ? 'approved' : 'declined',
      ...cardSummary(card),
      error: outcome.result === 'declined' ? outcome.error : null,
    });
  });

  app.post('/tokenization', (c) => {
    const card = validateBody(c, cardSchema);
    checkExpiry(core, card);
    const now = core.now();
    for (const [key, old] of core.cardTokens) if (old.expires_at <= now) core.cardTokens.delete(key);
    const token = {
      card_token: `tok_${randomUUID().replaceAll('-', '')}`,
      client_id: c.get('clientId') ?? '',
      card: cardSummary(card),
      pan: card.card_number,
      holder: card.card_name,
      created_at: new Date(now).toISOString(),
      expires_at: now + CARD_TOKEN_TTL_MS,
    };
    core.cardTokens.set(token.card_token, token);
    return c.json(
      {
        card_token: token.card_token,
        ...token.card,
        created_at: token.created_at,
        expires_at: new Date(token.expires_at).toISOString(),
      },
      201,
    );
  });

  app.get('/bin/:bin', (c) => {
    const bin = c.req.param('bin');
    if (!/^\d{6,8}$/.test(bin)) {
      throw ApiError.one(422, ERROR_CODES.invalidFormat, 'card_bin', 'card_bin must be 6 to 8 digits');
    }
    const info = lookupBin(bin);
    if (!info) throw ApiError.notFound('BIN', 'card_bin');
    return c.json(info);
  });
  return app;
}
