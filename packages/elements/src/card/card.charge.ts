import type { InstallmentOption, TucanClient } from '@tucan/client';
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { LocalizeController } from '../controllers/localize.ts';
import { TucanTotalEvent } from '../events.ts';
import { AmountCheck, statedCurrency } from '../payment/amount-check.ts';
import { paymentMessages } from '../payment/payment.messages.ts';
import type { PaymentView } from '../payment/payment-state.ts';
import type { CardMethod } from './card.logic.ts';
import type { CardMessageKey } from './card.messages.ts';
import type { FieldContext } from './card.templates.ts';

export { AMOUNT_MISMATCH } from '../payment/amount-check.ts';

/**
 * Where the installment plans' view comes from (`card.plans.ts`), asked for with the simulation. An object, so that a
 * test can stand in for the network.
 */
export const plansCode = { load: () => import('./card.plans.ts') };

/** The plans' view, once loaded. */
let plansModule: typeof import('./card.plans.ts') | undefined;
/** The plans' view, once loaded (the result's plan words are there too). */
export const loadedPlans = () => plansModule;

/** What the charge's controller needs from the card form. */
export interface CardChargeHost extends ReactiveControllerHost {
  chargeUuid: string;
  method: CardMethod;
  amount: number | undefined;
  currency: string;
  /** In the frame: only the service's value is shown. */
  amountFromService: boolean;
  readonly card: EventTarget & {
    readonly l10n: LocalizeController;
    readonly payment: { announce(text: string): void };
  };
  /** The card's words. */
  t(key: CardMessageKey, params?: Record<string, string>): string;
}

/**
 * The charge as the card form shows it: the installment plans and the charge's value from the service's simulation,
 * the chosen plan, what the shopper pays and in which currency, the amounts in the shopper's language. Tells the page
 * `tucan-total` when what the shopper pays changes, and `tucan-error` `amount_mismatch` when its own amount differs.
 */
export class CardCharge implements ReactiveController {
  options: InstallmentOption[] = [];
  /** The simulation's currency ('' until it is there). */
  currency = '';
  /** The charge's value as the service gives it (the installment simulation's `value`). */
  value: number | undefined;
  installments = 1;
  /** Amounts and rates already formatted, by language, currency and value. */
  readonly #formatted = new Map<string, string>();
  /** The page's amount against the charge's (`amount_mismatch`, once per difference). */
  readonly #amount = new AmountCheck();
  /** What was last told as `tucan-total`. */
  #reported = '';
  /** The charge whose value and plans these are ('' before the first answer). */
  #of = '';
  /** Pay was pressed while the price was on its way: the line next to Pay says so until it is known. */
  #pressedEarly = false;

  constructor(private readonly host: CardChargeHost) {
    host.addController(this);
  }

  /** The charge whose plans the service gave ('' while they are on their way). */
  get answered(): string {
    return this.#of;
  }

  /**
   * Pay waits for the price: the card has a charge whose simulation (which gives its value) has not answered yet.
   * A press sends nothing then (`holdPay`); "Check payment" after an unknown outcome checks an attempt already
   * approved, so it never waits (contract E33).
   */
  payHeld(p: Pick<PaymentView, 'outcomeUnknown'>): boolean {
    const charge = this.host.chargeUuid;
    return !!charge && this.#of !== charge && !p.outcomeUnknown;
  }

  /**
   * A press of Pay while the price is on its way: nothing is sent; the live region and the line next to Pay say the
   * amount to pay is loading. True when the press was held.
   */
  holdPay(p: Pick<PaymentView, 'outcomeUnknown'>): boolean {
    if (!this.payHeld(p)) return false;
    this.#pressedEarly = true;
    this.host.card.payment.announce(this.host.t('pay.priceLoading'));
    this.host.requestUpdate();
    return true;
  }

  /** The line next to Pay (its description) once a press waited for the price, until the price is known. */
  priceWait(p: Pick<PaymentView, 'outcomeUnknown'>) {
    return this.#pressedEarly && this.payHeld(p)
      ? html`<p class="notice" id="price-wait">${this.host.t('pay.priceLoading')}</p>`
      : nothing;
  }

  /** The installment options shown: credit only, and only when there is a choice. */
  get choices(): InstallmentOption[] {
    return this.host.method === 'credit_card' && this.options.length > 1 ? this.options : [];
  }

  /** The chosen installment plan, when the shopper pays in more than one installment. */
  plan(): InstallmentOption | undefined {
    return this.choices.find((o) => o.installments === this.installments && o.installments > 1);
  }

  /**
   * What the shopper pays: the chosen plan's total (with its interest), else the charge's value from the service.
   * For a charge, nothing else: until the service states its value (or when its simulation fails) no amount is shown,
   * in the frame and inline alike (contract E33, E36). Only an inline card without a charge (a preview) shows the
   * page's `amount`.
   */
  total(): number | undefined {
    const h = this.host;
    const hint = h.amountFromService || h.chargeUuid ? undefined : h.amount;
    return this.plan()?.total_value ?? this.value ?? hint;
  }

  /** The currency of what the shopper pays: the service's, else the page's `currency`. */
  currencyToPay(): string {
    return this.currency || this.host.currency;
  }

  /** What the shopper pays and in which currency, once both are known. */
  #toPay(): [total: number, currency: string] | undefined {
    const total = this.total();
    const currency = this.currencyToPay();
    return typeof total === 'number' && Number.isFinite(total) && currency ? [total, currency] : undefined;
  }

  /** What the live region says at Pay: the amount the shopper approves, when it is known. */
  payingText(): string | undefined {
    const pay = this.#toPay();
    return pay && this.host.t('paying.amount', { amount: this.money(...pay) });
  }

  /**
   * Pay's label: the amount once the form is settled; after an unknown outcome, "Check payment" (the same
   * Idempotency-Key).
   */
  payLabel(p: PaymentView, settled: boolean): string {
    const { l10n } = this.host.card;
    if (p.busy) return l10n.t(paymentMessages, p.outcomeUnknown ? 'checking' : 'paying');
    if (p.outcomeUnknown) return l10n.t(paymentMessages, 'check');
    const pay = settled && this.#toPay();
    return pay ? this.host.t('pay', { amount: this.money(...pay) }) : this.host.t('pay.plain');
  }

  /**
   * An amount (or, with `null` for the currency, a rate) in the shopper's language, formatted once per value: Pay and
   * the plans show the same ones again at every keystroke.
   */
  money(value: number, currency: string | null = this.currencyToPay()): string {
    const l10n = this.host.card.l10n;
    const key = `${l10n.lang}|${currency}|${value}`;
    let text = this.#formatted.get(key);
    if (text === undefined) {
      if (this.#formatted.size >= 64) this.#formatted.clear();
      text = currency === null ? l10n.number(value) : l10n.amount(value, currency);
      this.#formatted.set(key, text);
    }
    return text;
  }

  /**
   * The plans of the charge (`client.simulateInstallments`), with their view's code, asked for at the same time; a
   * failed simulation, or a view that cannot load, leaves none (full payment).
   */
  async load(api: () => Promise<TucanClient>): Promise<void> {
    const charge = this.host.chargeUuid;
    // Another charge: the last one's value, plans and chosen plan are not its own. None is shown until its own are
    // here (the page cannot have the shopper approve one charge's price for another).
    if (this.#of && this.#of !== charge) {
      this.#of = '';
      this.value = undefined;
      this.options = [];
      this.currency = '';
      this.installments = 1;
      this.host.requestUpdate();
    }
    const view = plansModule
      ? Promise.resolve(true)
      : plansCode.load().then(
          (m) => {
            plansModule = m;
            return true;
          },
          () => false,
        );
    let options: InstallmentOption[] = [];
    let value: number | undefined;
    try {
      const { data } = await (await api()).simulateInstallments(charge);
      if (charge !== this.host.chargeUuid) return;
      // Amounts need the service's ISO 4217 currency: an answer without one is no answer (the page's is no stand-in).
      this.currency = statedCurrency(data.currency);
      if (this.currency) {
        options = Array.isArray(data.options) ? data.options : [];
        // The charge's value: what the shopper is shown and approves from now on (the page's `amount` was a hint).
        if (Number.isFinite(data.value) && data.value >= 0) value = data.value;
      }
    } catch {
      // No selector: the shopper pays in full. A failed simulation never blocks payment.
    }
    // Without the plans' view the shopper could not see a plan: none is offered, the shopper pays in full.
    if (!(await view)) options = [];
    if (charge !== this.host.chargeUuid) return;
    this.#of = charge;
    this.value = value;
    this.options = options;
    const counts = options.map((o) => o.installments);
    this.installments = counts.includes(1) || counts.length === 0 ? 1 : (counts[0] ?? 1);
    // A press waited for this price: Pay now names it, and the shopper hears it (the next press pays it).
    const pay = this.#pressedEarly && this.#toPay();
    this.#pressedEarly = false;
    if (pay) this.host.card.payment.announce(this.host.t('pay', { amount: this.money(...pay) }));
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    const { value, currency } = this;
    this.#amount.check(this.host.card, this.host, value, currency, () =>
      this.host.t('amount.mismatch', { amount: this.money(value ?? 0, currency || null) }),
    );
    this.#reportTotal();
  }

  /** `tucan-total` once per change of what the shopper pays (a drop-in shows it as its total). */
  #reportTotal(): void {
    const pay = this.#toPay();
    if (!pay) return;
    const [total, currency] = pay;
    const key = `${total}|${currency}|${this.installments}`;
    if (key === this.#reported) return;
    this.#reported = key;
    const installments = this.plan()?.installments ?? 1;
    this.host.card.dispatchEvent(
      new TucanTotalEvent({ chargeUuid: this.host.chargeUuid, total, currency, installments }),
    );
  }

  /** The installments select (`card.plans.ts`), when there is a choice (and no number formatter made without one). */
  view(ctx: FieldContext, onChange: (count: number) => void) {
    if (!this.choices.length || !plansModule) return nothing;
    const plans = {
      options: this.choices,
      chosen: this.installments,
      currency: this.currencyToPay(),
      lang: this.host.card.l10n.lang,
      money: (value: number, currency?: string | null) => this.money(value, currency),
    };
    return plansModule.installmentsField(ctx, plans, (count) => {
      this.installments = count;
      this.host.requestUpdate();
      onChange(count);
    });
  }
}
