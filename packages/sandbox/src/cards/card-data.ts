/** What the sandbox keeps of a card (never the whole number or the CVV), and the expiry rule. */
import type { CardInput } from '../core.ts';
import type { CardSummary } from '../models.ts';
import { cardBrand } from './brand.ts';

export function cardSummary(card: CardInput): CardSummary {
  return {
    brand: cardBrand(card.card_number) ?? 'unknown',
    bin: card.card_number.slice(0, 6),
    last4: card.card_number.slice(-4),
    expiry_month: card.card_expiry_month,
    expiry_year: card.card_expiry_year,
  };
}

/** A card is valid through the last day of its expiry month (UTC, sandbox clock). */
export function cardExpired(month: string, year: string, now: number): boolean {
  const today = new Date(now);
  return Number(year) * 12 + Number(month) < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
}
