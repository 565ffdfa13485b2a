/**
 * The installments control of the inline card: shown only once the BIN is known and the service answered the
 * simulation, which comes after the pay chunk (`card.pay-chunk.ts`, the client's chunk), so it is part of that
 * chunk and not of the form's first render (`card.inline.ts` renders it once the chunk is there; the simulation
 * waits for it, so the plans never arrive before their view). Its words and amounts come from the form.
 */
import type { InstallmentOption } from '@tucan/client';
import { html, nothing, type TemplateResult } from 'lit';
import { controlIcon } from '../styles/icons.ts';
import type { FieldContext } from './card.templates.ts';

/** What the installments control needs from the form: the plans, the choice, its words and amounts. */
export interface InstallmentsInput {
  readonly ctx: FieldContext;
  readonly options: readonly InstallmentOption[];
  readonly selected: number;
  /** An amount, or with `null` a rate, in the shopper's language (formatted once per value by the form). */
  readonly money: (value: number, currency?: null) => string;
  readonly onChange: (count: number) => void;
}

/**
 * The installments select (each plan: "3× R$ 50,00 sem juros", with its total and monthly rate when it has
 * interest) and the chosen plan's total below it, or nothing without a choice of plans.
 */
export function installmentsView(v: InstallmentsInput): TemplateResult | typeof nothing {
  const { ctx, options, selected, money } = v;
  if (!options.length) return nothing;
  const params = (o: InstallmentOption) => ({
    n: String(o.installments),
    each: money(o.installment_value),
    total: money(o.total_value),
    rate: money(o.interest_rate, null),
  });
  const text = (o: InstallmentOption) =>
    ctx.t(
      o.installments === 1
        ? 'installments.single'
        : o.interest_rate > 0
          ? 'installments.interest'
          : 'installments.free',
      params(o),
    );
  const chosen = options.find((o) => o.installments === selected);
  const detail =
    chosen && chosen.installments > 1
      ? ctx.t(
          chosen.interest_rate > 0 ? 'installments.total.interest' : 'installments.total.free',
          params(chosen),
        )
      : '';
  return html`<div class="field">
    <label for="installments">${ctx.t('installments.label')}</label>
    <div class="select"><select id="installments" part="input" ?disabled=${ctx.off}
      aria-describedby="installments-detail"
      @change=${(e: Event) => v.onChange(Number((e.target as HTMLSelectElement).value))}>
      ${options.map(
        (o) =>
          html`<option value=${o.installments} ?selected=${o.installments === selected}>${text(o)}</option>`,
      )}
    </select>${controlIcon('chevron')}</div>
    <p class="hint always" id="installments-detail" ?hidden=${!detail}>${detail}</p>
  </div>`;
}
