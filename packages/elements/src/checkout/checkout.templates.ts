/**
 * What the checkout's list renders: the total line above it, each method row's label, and the method's own element
 * with the checkout's options.
 */
import { html, nothing } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import type { NewCharge } from '../codes/code.session-host.ts';
import type { LocaleOverrides, LocalizeController } from '../controllers/localize.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import { type CheckoutMessageKey, checkoutMessages } from './checkout.messages.ts';
import { cardMethodsOf, isWallet, type MethodEntry, type MethodId } from './checkout.methods.ts';
import { exportParts, type MethodElements } from './method-elements.ts';

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

/** The checkout's options a method's element is given (`TucanCheckoutElement`'s own). */
export interface MethodHost {
  readonly chargeUuid: string;
  readonly currency: string;
  readonly country: string;
  readonly l10n: LocalizeController;
  readonly theme: string;
  readonly fields: string;
  readonly methods: string;
  readonly environment: string;
  readonly amount: number | undefined;
  readonly baseUrl: string;
  readonly statusUrl: string;
  readonly isolation: string;
  readonly merchantName: string;
  readonly cspNonce: string;
  readonly messages: LocaleOverrides | undefined;
  readonly payer: TucanPayer | undefined;
  readonly newCharge: NewCharge | undefined;
  readonly rendered: Pick<MethodElements, 'replacedFor'>;
}

/**
 * A method's element with the checkout's options (rendered again on every update: amount, currency, lang…). A
 * code method inside the checkout is `embedded`: no heading or box of its own, and a code only on the
 * shopper's press; with the merchant's `newCharge`, it asks the checkout's `renew` for a new code. The card and the
 * code methods take the payer (the wallets ask their own sheet). An unset `isolation` leaves the card its own
 * default (`frame`, which it reflects). The page's `csp-nonce` goes to Google Pay alone, the one method that loads
 * a script which injects styles (pay.js). A code method is told whose code is the charge's live one when it is
 * another method's (`replacedBy`: its own code, if shown, was voided).
 */
export function methodElement(el: MethodHost, m: MethodEntry, renew: NewCharge) {
  const tag = unsafeStatic(m.tag);
  const card = m.kind === 'card';
  const wallet = isWallet(m);
  return staticHtml`<${tag} exportparts=${exportParts(m.id)}
    charge-uuid=${el.chargeUuid} currency=${el.currency} country=${el.country} lang=${el.l10n.lang}
    theme=${el.theme} fields=${el.fields} methods=${card ? cardMethodsOf(el.methods) : el.methods}
    environment=${el.environment} amount=${el.amount ?? nothing} base-url=${el.baseUrl || nothing}
    status-url=${el.statusUrl || nothing} isolation=${(card && el.isolation) || nothing}
    merchant-name=${(wallet && el.merchantName) || nothing} ?embedded=${m.kind === 'code'}
    csp-nonce=${(m.id === 'googlepay' && el.cspNonce) || nothing}
    .messages=${el.messages} .payer=${wallet ? undefined : el.payer}
    .newCharge=${m.kind === 'code' && el.newCharge ? renew : undefined}
    .replacedBy=${m.kind === 'code' ? el.rendered.replacedFor(m.id) : undefined}></${tag}>`;
}
