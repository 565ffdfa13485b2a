/**
 * The installment plans as the card form shows them: the select of the charge's plans, each plan in the shopper's
 * words (its installments as they add up at the currency's shown decimals) and the chosen plan's total and interest
 * below it. Loaded with the installment simulation (`CardCharge.load` asks for it with the simulation): no first
 * render waits for it, and the select shows with the service's answer.
 */
import type { InstallmentOption } from '@tucan/client';
import { html, type TemplateResult } from 'lit';
import { currencyDigits } from '../controllers/formatters.ts';
import { installmentParts } from '../domain/installments.ts';
import { controlIcon } from '../styles/icons.ts';
import type { CardMessageKey } from './card.messages.ts';
import type { FieldContext } from './card.templates.ts';

/** The plans the select offers, and how their amounts are written. */
export interface Plans {
  /** The plans offered (credit, and only when there is a choice). */
  options: readonly InstallmentOption[];
  /** The chosen plan's installment count. */
  chosen: number;
  /** The currency of the amounts, and the shopper's language. */
  currency: string;
  lang: string;
  /** An amount in the currency, or with `null` a rate, in the shopper's language. */
  money(value: number, currency?: string | null): string;
}

/**
 * The message key and parameters of one installment option, amounts already formatted: the installments as they
 * add up to the total at the currency's shown decimals (`domain/installments.ts`): the count, each installment's
 * amount and, when it differs, the last one's; then a plan with interest states its total, one without says so
 * ("3× R$ 53,81 (total R$ 161,43)", "2× R$ 75,38 (última R$ 75,37) sem juros"), as the shopper compares them in the
 * open list. Every amount is the service's simulation's, never the page's. The rate is the description line's
 * (`installmentDetailKey`), with the chosen plan's total.
 */
export function installmentLabel(
  option: InstallmentOption,
  money: (value: number) => string,
  percent: (value: number) => string,
  digits: number,
): { key: CardMessageKey; params: Record<string, string> } {
  const [first, last] = installmentParts(option, digits);
  const params = {
    n: String(option.installments),
    each: money(first?.value ?? option.installment_value),
    last: last ? money(last.value) : '',
    total: money(option.total_value),
    rate: percent(option.interest_rate),
  };
  if (option.installments === 1) return { key: 'installments.single', params };
  if (option.interest_rate > 0)
    return { key: last ? 'installments.split.interest' : 'installments.each.interest', params };
  return { key: last ? 'installments.split' : 'installments.each', params };
}

/** The key of the chosen plan's description line: its total, and its monthly interest or "interest-free". */
export const installmentDetailKey = (option: InstallmentOption): CardMessageKey =>
  option.interest_rate > 0 ? 'installments.total.interest' : 'installments.total.free';

/** The installments select, each plan in the shopper's words, and the chosen plan's total and interest. */
export function installmentsField(
  ctx: FieldContext,
  plans: Plans,
  onChange: (count: number) => void,
): TemplateResult {
  const digits = currencyDigits(plans.currency || 'XXX', plans.lang);
  const words = (o: InstallmentOption) =>
    installmentLabel(
      o,
      (v) => plans.money(v),
      (v) => plans.money(v, null),
      digits,
    );
  const chosen = plans.options.find((o) => o.installments === plans.chosen && o.installments > 1);
  const detail = chosen ? ctx.t(installmentDetailKey(chosen), words(chosen).params) : '';
  return html`<div class="field">
    <label for="installments">${ctx.t('installments.label')}</label>
    <div class="select"><select id="installments" part="input" ?disabled=${ctx.off}
      aria-describedby="installments-detail"
      @change=${(e: Event) => onChange(Number((e.target as HTMLSelectElement).value))}>
      ${plans.options.map((o) => {
        const { key, params } = words(o);
        return html`<option value=${o.installments} ?selected=${o.installments === plans.chosen}>${ctx.t(key, params)}</option>`;
      })}
    </select>${controlIcon('chevron')}</div>
    <p class="hint always" id="installments-detail" ?hidden=${!detail}>${detail}</p>
  </div>`;
}

/**
 * The chosen plan as the card's result says it after the amount ("6 installments of R$26.90", "2× R$ 75,38 (última
 * R$ 75,37)"): its installments as they add up, from the service's simulation, never the page's; '' for none, or
 * when the total the attempt's Pay approved is not the plan's.
 */
export function resultPlan(
  charge: {
    plan(): InstallmentOption | undefined;
    currencyToPay(): string;
    money(value: number): string;
  },
  t: FieldContext['t'],
  lang: string,
  approved: number | undefined,
): string {
  const plan = charge.plan();
  if (!plan || plan.total_value !== approved) return '';
  const digits = currencyDigits(charge.currencyToPay() || 'XXX', lang);
  return t('result.plan', installmentLabel(plan, (v) => charge.money(v), String, digits).params);
}
