/**
 * `<tucan-card-form>`: the form of `<tucan-card isolation="inline">` and of the card inside the frame. Internal: the
 * card renders it in its shadow root and it renders there too (no shadow root of its own), so the card's parts and
 * focus delegation cover it; its styles and words come with its code. Loaded by the card for an inline card;
 * included by `card-inline.ts`, the frame's script and `index.ts`.
 */
import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { Messages } from '../controllers/localize.ts';
import { brandOf, cardBin, digitsOnly } from '../domain/brands.ts';
import { define } from '../internal/define.ts';
import { whenIdle } from '../internal/idle.ts';
import type { PayerWordKey } from '../payer/payer-fields.templates.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import { checkingText, paymentMessages } from '../payment/payment.messages.ts';
import {
  isClosed,
  liveRegion,
  type PaymentView,
  type ResultHost,
  resultView,
} from '../payment/payment-state.ts';
import { adoptInShadowRoot } from '../styles/adopt.ts';
import { BRAND_MARKS } from './brand-marks.ts';
import { CardAttempt } from './card.attempt.ts';
import { CardCharge, loadedPlans } from './card.charge.ts';
import { CardFormState, type CardInput, payerToLoad } from './card.form-state.ts';
import {
  BRAND_ANNOUNCE_DIGITS,
  cvcTyped,
  expiryTyped,
  keepFocus,
  numberTyped,
  TypingKept,
} from './card.inputs.ts';
import { type CardMethod, cardMethods } from './card.logic.ts';
import { type CardMessageKey, cardMessages } from './card.messages.ts';
import { CardPayLoader } from './card.pay-loader.ts';
import type { CardPaymentHost } from './card.payment.ts';
import { cardFormStyles } from './card.styles.ts';
import {
  expiryAndCvc,
  type FieldContext,
  methodPicker,
  nameField,
  numberField,
  paymentAlert,
  plansHeld,
} from './card.templates.ts';

/** The card's table names two of the payer fields' words its own way (a merchant's `messages` use these keys). */
const CARD_PAYER_KEYS: Partial<Record<PayerWordKey, CardMessageKey>> = {
  'document.type': 'documentType.label',
  'document.PAS': 'doc.PAS',
};

/** What the form needs from its card (`<tucan-card>`, or the frame's card): the payment's and the result's host. */
export interface CardFormHost extends CardPaymentHost, Pick<ResultHost, 'messages' | 'themeOf'> {
  readonly updateComplete: Promise<boolean>;
}

/**
 * @internal
 * The card's form: its values and errors (`CardFormState`), the installment plans, what the shopper pays, and the
 * payment, loaded on first need. The card hands it its options, the payment's view (`PaymentState.view`, one value,
 * a new one at each change) and the card's language, scheme and words, each as a property (so the form renders again
 * only when one of them changes); the form writes the payment's state through the card and fires the card's events
 * on the card.
 */
export class TucanCardFormElement extends LitElement {
  /** The form's styles, which it brings into the card's shadow root, where it renders (`connectedCallback`). */
  static override styles = cardFormStyles;
  /**
   * The words the form shows, which its card waits for before it renders the form: its own and the payment's
   * progress (Pay's "Paying…", shown before the payment's code has arrived).
   */
  static readonly words: readonly Messages<string>[] = [cardMessages, paymentMessages];

  /**
   * The code the form needs for the card's `fields` before it renders, when it is not here yet: the payer fields'
   * (their checks and masks), when `fields` asks for one. The card waits for it as for the form's own code.
   */
  static codeFor(fields: string): Promise<void> | undefined {
    return payerToLoad(fields);
  }

  static override properties: PropertyDeclarations = {
    card: { attribute: false },
    chargeUuid: { attribute: false },
    baseUrl: { attribute: false },
    client: { attribute: false },
    methods: { attribute: false },
    fields: { attribute: false },
    country: { attribute: false },
    payer: { attribute: false },
    amount: { attribute: false },
    currency: { attribute: false },
    amountFromService: { attribute: false },
    disabled: { attribute: false },
    view: { attribute: false },
    locale: { attribute: false },
    revision: { attribute: false },
    theme: { attribute: false },
    messages: { attribute: false },
    method: { state: true },
    settled: { state: true },
  };

  declare card: CardFormHost;
  chargeUuid = '';
  baseUrl = '';
  client: unknown;
  methods = 'credit_card';
  fields = '';
  country = '';
  payer: TucanPayer | undefined;
  amount: number | undefined;
  currency = '';
  /** In the frame: only the service's value is shown (the page's `amount` is only compared with it). */
  amountFromService = false;
  /** The card's form is disabled (a disabled fieldset or form). */
  disabled = false;
  /**
   * What the form shows of its card's payment: its card's `payment.view`, a new value at each change, so that the
   * form renders again when the payment's view changed, not at each update of the card.
   */
  declare view: PaymentView;
  /** The card's language (its words follow it). */
  locale = '';
  /** The card's wording revision: a locale module loaded, or the page's `setMessages` (its words follow it). */
  revision = 0;
  /** The card's colour scheme (the result's and the 3DS dialog's). */
  theme = '';
  /** The merchant's words for the card. */
  messages: unknown;

  method: CardMethod = 'credit_card';
  /**
   * What the first render leaves out, so that the inputs show and take focus at once: the amounts (a page's first
   * Intl number formatter loads locale data for tens of ms; until then Pay reads "Pay") and the 3DS dialog
   * element (its own first render). Both come at the first idle moment after the first render, when the
   * installment plans arrive, or at Pay, whichever is first.
   */
  settled = false;

  /** The form's values and shown errors. */
  readonly state = new CardFormState(this);
  /** The charge's plans and value, and what the shopper pays. */
  readonly charge = new CardCharge(this);
  /** The payment, loaded on first need. */
  pay!: CardPayLoader;
  /** Pay: one attempt at a time, and its re-check once the browser is back online. */
  readonly attempt = new CardAttempt(this);
  /** What the shopper types stays in the form (`TypingKept`). */
  readonly typing = new TypingKept(this);
  /** The detected brand (any change re-checks the security code). */
  #lastBrand: string | undefined;
  /** The brand last announced: only once 4 digits are typed, so a 1-digit guess is never read out. */
  #heardBrand: string | undefined;
  /** The first idle moment after the first render has come: the lazy work has started. */
  #shown = false;

  /** Renders in the card's shadow root: the card's styles and parts apply. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptInShadowRoot(this, TucanCardFormElement.elementStyles);
    this.pay ??= new CardPayLoader(this.card, this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.pay.payment?.stop();
  }

  /** The card's words. */
  t = (key: CardMessageKey, params?: Record<string, string>): string =>
    this.card.l10n.t(cardMessages, key, params);

  /** A form reset empties the fields (the payer the merchant knows comes back) and forgets the attempt. */
  reset(): void {
    this.state.reset();
    this.state.prefill(this.payer);
    this.#lastBrand = undefined;
    this.#heardBrand = undefined;
    this.pay.payment?.forgetAttempt();
  }

  /** Pay's check found an invalid field: the payment alert goes and the summary is said. */
  invalid(): void {
    this.card.payment.set({ alert: '' });
    this.card.payment.announce(this.t('invalid.summary'));
  }

  /**
   * What the live region says at Pay: the amount the shopper approves, when it is known; "Checking…" when Pay is
   * "Check payment" (after an unknown outcome, nothing new is approved).
   */
  payingText(): string | undefined {
    return checkingText(this.card.payment, this.card.l10n) ?? this.charge.payingText();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('methods')) {
      const methods = cardMethods(this.methods);
      if (!methods.includes(this.method)) this.method = methods[0] ?? 'credit_card';
    }
    if (changed.has('payer') || changed.has('fields') || changed.has('country'))
      this.state.prefill(this.payer);
  }

  /**
   * After the first render, the first idle moment (once the form is painted): the form settles, and the payment's
   * code and the installment simulation start. Nothing of them competes with the first render and paint; a Pay
   * pressed before the code is here waits for it (`CardPayLoader.forPay`).
   */
  protected override firstUpdated(): void {
    whenIdle(() => {
      this.#shown = true;
      this.settled = true;
      this.pay.preload();
      if (this.chargeUuid) void this.#loadInstallments();
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    // A notice while Pay waits opens above Pay: on a phone, with Pay at the screen's edge, it would show cut off and
    // push Pay away. Both come into view (in the frame too: the frame scrolls the merchant's page).
    const { notice } = this.view;
    if (notice && notice !== changed.get('view')?.notice)
      this.pay.code?.keepInView(this.querySelector('[part="button"]'));
    if (
      this.#shown &&
      (changed.has('chargeUuid') || changed.has('baseUrl') || changed.has('client')) &&
      this.chargeUuid
    )
      void this.#loadInstallments();
  }

  async #loadInstallments(): Promise<void> {
    // The client comes with the payment's code (unless the merchant gave one): the simulation loads it when it
    // starts, at the first idle moment after the first render.
    await this.charge.load(async () => {
      if (!this.client) await this.pay.load();
      return this.card.api;
    });
    this.settled = true;
  }

  /** The shopper changed something: the next Pay is a new attempt (a new key). */
  #changed(): void {
    this.pay.payment?.edited();
  }

  /** The shopper changed the email, the document or its type. */
  payerChanged(): void {
    this.#changed();
    this.pay.payment?.typing();
  }

  #edited(f: CardInput, value: string): void {
    this.state.edit(f, value);
    this.#changed();
    this.pay.payment?.typing();
    // A decline is about the card: once another card (or date, or code) is typed it no longer applies.
    if (f !== 'name' && this.card.payment.alert) this.card.payment.set({ alert: '' });
  }

  /** The payer fields' words, from the card's table (two of them under the card's own names, for `messages`). */
  readonly #payerWords = (key: PayerWordKey, params?: Record<string, string>): string =>
    this.t((CARD_PAYER_KEYS[key] ?? key) as CardMessageKey, params);

  #onNumberInput(e: InputEvent): void {
    const value = numberTyped(e, this.state.number);
    this.#edited('number', value);
    const brand = brandOf(value);
    if (brand?.id !== this.#lastBrand) {
      this.#lastBrand = brand?.id;
      this.state.brandChanged();
    }
    const heard = digitsOnly(value).length >= BRAND_ANNOUNCE_DIGITS ? brand?.id : undefined;
    if (heard !== this.#heardBrand) {
      this.#heardBrand = heard;
      if (brand && heard) this.card.payment.announce(this.t('brand', { brand: brand.name }));
    }
    const bin = cardBin(value);
    if (!bin || this.card.payment.done) return;
    // A new BIN's 3DS setup starts right after this keystroke's update, in a task of its own (its request is not
    // built in the keystroke), once the payment's code is here; the same BIN again is a restart after a decline.
    setTimeout(() => {
      if (this.isConnected && !this.card.payment.done && cardBin(this.state.number) === bin)
        this.pay.load().then(
          (p) => cardBin(this.state.number) === bin && p.prepare(bin),
          () => {},
        );
    });
  }

  #onExpiryInput(e: InputEvent): void {
    this.#edited('expiry', expiryTyped(e, this.state.expiry));
    // An impossible month (13, 00) is no valid prefix: say so at once rather than on blur.
    const check = this.state.check('expiry');
    if (!check.ok && check.key === 'expiry.month') this.state.setError('expiry', check);
  }

  async #onSubmit(e: Event): Promise<void> {
    e.preventDefault();
    await this.attempt.submit(true);
  }

  /** The plans' select, else where plans can be offered its row holding its place (`plansHeld`). */
  #plans(ctx: FieldContext) {
    const plans = this.charge.view(ctx, () => this.#changed());
    if (plans !== nothing || this.method !== 'credit_card' || !this.chargeUuid) return plans;
    const answered = this.charge.answered === this.chargeUuid;
    return plansHeld(ctx, answered ? 'installments.full' : 'installments.loading');
  }

  /** The result: what the attempt's Pay approved, and the plan when it is the approved total's. */
  #result() {
    const approved = this.pay.payment?.approved ?? (['', undefined] as const);
    const plan = loadedPlans()?.resultPlan(this.charge, this.t, this.card.l10n.lang, approved[1]);
    return resultView(this.card, ...approved, plan);
  }

  #error(f: CardInput): string | undefined {
    const e = this.state.errors[f];
    return e ? this.t(e.key, e.params) : undefined;
  }

  override render() {
    const { state: s, view } = this;
    const brand = brandOf(s.number);
    // A closed charge (410, 409, ended) takes Pay off for good; busy or in a disabled form, Pay refuses the press.
    const closed = isClosed(view, this.chargeUuid);
    // Every control is off while a payment is in flight (from Pay to the answer, 3DS included), as in a disabled
    // form; while its outcome is not known (only "Check payment" is on: another card now could pay twice); and for
    // good once the charge is closed: nothing typed there could be paid.
    const ctx: FieldContext = {
      t: (key, params) => this.t(key, params),
      off: this.disabled || view.busy || view.outcomeUnknown || closed,
      error: (f) => this.#error(f),
      value: (f) => s[f] ?? '',
    };
    // A field left shows its error (`focusout` on the form: the fields' ids are their names, other controls have none).
    return html`
      <section aria-label=${this.t('region')}>
        <form part="form" novalidate ?hidden=${view.done} ?inert=${view.done} @submit=${this.#onSubmit}
          @focusout=${(e: FocusEvent) => s.blur((e.target as HTMLElement).id)}
          @focusin=${this.#preloadSoon} @pointerdown=${this.#preloadSoon}>
          ${methodPicker(ctx, cardMethods(this.methods), this.method, (m) => {
            this.method = m;
            this.#changed();
          })}
          <div class="card-grid">
            ${numberField(ctx, brand, BRAND_MARKS, (e) => this.#onNumberInput(e))}
            ${expiryAndCvc(
              ctx,
              brand?.id === 'amex',
              (e) => this.#onExpiryInput(e),
              (e) => this.#edited('cvc', cvcTyped(e, brand?.cvcLength ?? 4)),
            )}
          </div>
          ${nameField(ctx, (e) => this.#edited('name', (e.target as HTMLInputElement).value))}
          ${s.payerView({ words: this.#payerWords, off: ctx.off })}
          ${this.#plans(ctx)}
          ${paymentAlert(this.t(this.attempt.declined ? 'alert.declined' : 'alert.failed'), view.alert)}
          ${view.notice ? html`<p class="notice" tabindex="-1">${view.notice}</p>` : this.charge.priceWait(view)}
          <button type="submit" part="button" class=${view.busy || this.charge.payHeld(view) ? 'primary-button busy' : 'primary-button'} @mousedown=${keepFocus}
            ?disabled=${closed} aria-disabled=${closed || view.busy || this.disabled || this.charge.payHeld(view) ? 'true' : 'false'}
            aria-describedby=${this.charge.priceWait(view) === nothing ? nothing : 'price-wait'}>
            ${view.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${this.charge.payLabel(view, this.settled)}
          </button>
        </form>
        ${view.done ? this.#result() : nothing}
        ${liveRegion(view)}
        <div class="frames"></div>
        ${
          this.settled
            ? html`<tucan-3ds-challenge .messages=${this.messages} lang=${this.locale} theme=${this.theme}></tucan-3ds-challenge>`
            : nothing
        }
      </section>
    `;
  }

  /** The shopper's first touch of the form loads the payment's code, in a task of its own (the touch stays cheap). */
  readonly #preloadSoon = () => setTimeout(() => this.pay.preload());
}

define('tucan-card-form', TucanCardFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'tucan-card-form': TucanCardFormElement;
  }
}
