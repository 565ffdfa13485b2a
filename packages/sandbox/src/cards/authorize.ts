/**
 * Default approval rule for server-to-server card charges, used until the public endpoints install the full
 * scenario table (./scenarios.ts, sandbox part 2) through `core.hooks.authorizeCard`.
 */
import type { CardAuthorization, CardInput } from '../core.ts';
import type { Charge } from '../models.ts';

/** Stripe's well-known decline numbers (domain facts §9). */
const DECLINES: Readonly<Record<string, { reason: string; description: string }>> = {
  '4000000000000002': { reason: 'card_declined', description: 'The card was declined' },
  '4000000000009995': { reason: 'insufficient_funds', description: 'The card has insufficient funds' },
};

export function defaultAuthorizeCard(_charge: Charge, card: CardInput): CardAuthorization {
  const decline = DECLINES[card.card_number];
  if (decline) {
    return {
      result: 'declined',
      error: { code: decline.reason.toUpperCase(), source: 'card_number', description: decline.description },
    };
  }
  return { result: 'approved' };
}
