/**
 * What the checkout's list says besides its methods' own elements: the total line above it, and each method row's
 * label.
 */
import { html, nothing } from 'lit';
import type { LocalizeController } from '../controllers/localize.ts';
import { type CheckoutMessageKey, checkoutMessages } from './checkout.messages.ts';
import type { MethodEntry, MethodId } from './checkout.methods.ts';
import type { MethodElements } from './method-elements.ts';

type Words = (key: CheckoutMessageKey, params?: Record<string, string>) => string;

/** What the total line reads from its checkout. */
export interface TotalHost {
  readonly chosen: MethodId | undefined;
  readonly chargeUuid: string;
  readonly amount: number | undefined;
  readonly currency: string;
  readonly rendered: Pick<MethodElements, 'cardTotal' | 'cardOnce'>;
  readonly l10n: LocalizeController;
}

/**
 * The total line: with the card chosen, what the card says the shopper pays (`tucan-total`: the charge's value from
 * the service, or an installment plan's total); else, and until the card has said it, the page's `amount`.
 */
export function totalLine(el: TotalHost, t: Words) {
  const said = el.rendered;
  const card =
    el.chosen === 'card' && said.cardTotal?.chargeUuid === el.chargeUuid ? said.cardTotal : undefined;
  const total = card?.total ?? el.amount;
  const currency = card?.currency || el.currency;
  if (total === undefined || !currency) return nothing;
  const count = card && card.installments > 1 ? card.installments : 0;
  // A plan's interest: its total above what the card pays at once (the charge's value, as it last said).
  const once = said.cardOnce?.chargeUuid === el.chargeUuid ? said.cardOnce.total : el.amount;
  const interest = count > 0 && once !== undefined && total > once;
  return html`<div class="summary" part="summary">
    <p class="total"><span>${t('total')}</span><strong>${el.l10n.amount(total, currency)}</strong></p>
    ${
      count
        ? html`<p class="plan" part="installments">
          ${t(interest ? 'installments.interest' : 'installments.free', { count: String(count) })}
        </p>`
        : nothing
    }
  </div>`;
}

/** A method row's label: the checkout's own words for it, else the method's name. */
export function methodLabel(el: Pick<TotalHost, 'l10n'>, m: MethodEntry, t: Words): string {
  const key = `method.${m.id}` as CheckoutMessageKey;
  return el.l10n.has(checkoutMessages, key) ? t(key) : m.name;
}
