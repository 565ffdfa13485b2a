/**
 * What the checkout's list renders: the total line above it, each method row's label, and the method's own element
 * with the checkout's options.
 */
import type { Environment } from '@tucan/client';
import { html, nothing } from 'lit';
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js';
import type { NewCharge } from '../codes/code.session-host.ts';
import type { LocaleOverrides, LocalizeController } from '../controllers/localize.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import type { ChargeValue, ChargeValueReader } from '../payment/charge-value.ts';
import type { ClientCache } from '../payment/client-cache.ts';
import { type CheckoutMessageKey, checkoutMessages } from './checkout.messages.ts';
import { cardMethodsOf, isWallet, type MethodEntry, type MethodId } from './checkout.methods.ts';
import { exportParts, type MethodElements } from './method-elements.ts';

type Words = (key: CheckoutMessageKey, params?: Record<string, string>) => string;

/** What the total line reads from its checkout. */
export interface TotalHost {
  readonly chosen: MethodId | undefined;
  readonly chargeUuid: string;
  readonly chargeValue: Pick<ChargeValue, 'value' | 'currency' | 'state'>;
  readonly rendered: Pick<MethodElements, 'cardTotal'>;
  readonly l10n: LocalizeController;
}

/**
 * The total line (docs/contract.md K3, K15): the charge's value and currency as the service states them
 * (`ChargeValue`, read by the checkout itself), never the page's `amount`; with the card chosen and a plan of 2+
 * installments, that plan's total (the card's `tucan-total`, from the service's own options). **Decision**: while
 * the service's answer is on its way the line holds a neutral placeholder (no amount), and a charge whose value the
 * service cannot give shows no total line (the card, chosen, still shows a plan's total).
 */
export function totalLine(el: TotalHost, t: Words) {
  const said = el.rendered.cardTotal;
  const { value, currency, state } = el.chargeValue;
  const plan =
    el.chosen === 'card' && said?.chargeUuid === el.chargeUuid && said.installments > 1 ? said : undefined;
  if (!plan && state !== 'known' && state !== 'loading') return nothing;
  const total = plan?.total ?? value;
  const amount =
    total === undefined
      ? html`<span aria-hidden="true">…</span><span class="visually-hidden">${t('loading')}</span>`
      : el.l10n.amount(total, plan?.currency || currency);
  // A plan's interest: its total above the charge's value, as the service states it.
  const interest = !!plan && value !== undefined && plan.total > value;
  // Which plan line is said needs the charge's value (interest or not): until then the plan's total alone.
  const count = plan && value !== undefined ? plan.installments : 0;
  return html`<div class="summary" part="summary">
    <p class="total"><span>${t('total')}</span><strong>${amount}</strong></p>
    ${
      count
        ? html`<p class="plan" part="installments">
          ${t(interest ? 'installments.interest' : 'installments.free', { count: String(count) })}
        </p>`
        : nothing
    }
  </div>`;
}

/**
 * How the checkout reads the charge's value for its Total (`ChargeValue`): with a client built from its `environment`
 * and `base-url`, whose code loads when first asked (as a wallet's), and `amount_mismatch` in the checkout's words,
 * with `method` `''` (the checkout's own, no method's).
 */
export function totalReader(el: {
  readonly environment: Environment;
  readonly baseUrl: string;
  readonly l10n: LocalizeController;
}): ChargeValueReader {
  let clients: ClientCache | undefined;
  return {
    get api() {
      return import('../payment/client-cache.ts').then(({ ClientCache }) => {
        clients ??= new ClientCache();
        return clients.get(el.environment, el.baseUrl);
      });
    },
    mismatchText: (amount) => el.l10n.t(checkoutMessages, 'amount.mismatch', { amount }),
    mismatchDetail: { method: '' },
  };
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
