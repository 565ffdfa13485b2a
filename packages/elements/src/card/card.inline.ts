/**
 * The inline form of `<tucan-card isolation="inline">` (and of the card inside the frame): its templates, form
 * state, input handling, validation, installments and the pay chunk's loader, with the field and control styles.
 * A chunk of its own (`card.inline-load.ts`) for `card.ts`: the default frame card's page never loads it.
 */
import type { ErrorDetail, InstallmentOption } from '@tucan/client';
import { html, noChange, nothing, type PropertyValues, type ReactiveController } from 'lit';
import { currencyDigits } from '../controllers/formatters.ts';
import { brandOf, cardBin, digitsOnly } from '../domain/brands.ts';
import { formatCardNumber, formatCvc } from '../domain/card-format.ts';
import { documentTypesFor, maskDocument } from '../domain/documents.ts';
import { formatExpiry } from '../domain/expiry.ts';
import type { CardField } from '../domain/validate.ts';
import { TucanErrorEvent } from '../events.ts';
import { addStyles } from '../internal/add-styles.ts';
import { whenIdle } from '../internal/idle.ts';
import { firstPaymentMessages } from '../payment/payment.first.messages.ts';
import { alertStyles, buttonStates } from '../styles/alert.styles.ts';
import { spinnerStyles } from '../styles/base.styles.ts';
import { choiceStyles } from '../styles/choice.styles.ts';
import { fieldStyles } from '../styles/field.styles.ts';
import type { TucanCardElement } from './card.element.ts';
import { CardFormState } from './card.form-state.ts';
import { cardMethods, installmentDetailKey, installmentLabel } from './card.logic.ts';
import { LazyCardPayment } from './card.payment-lazy.ts';
import { cardStyles } from './card.styles.ts';
import {
  documentFields,
  emailField,
  expiryAndCvc,
  type FieldContext,
  installmentsField,
  methodPicker,
  nameField,
  numberField,
  paymentAlert,
} from './card.templates.ts';

/** The `tucan-error` code that tells the page its `amount` or `currency` is not the charge's. */
export const AMOUNT_MISMATCH = 'amount_mismatch';

/** Digits typed before the detected brand is announced (a 1-digit guess such as 6 → Maestro is not). */
const BRAND_ANNOUNCE_DIGITS = 4;

/**
 * Puts a formatted value and caret into an input, touching only what changed: writing the value or the selection
 * makes the browser redo the editing state and lay the input out again, on every keystroke otherwise.
 */
function keepFormatted(
  input: HTMLInputElement,
  r: { value: string; caret: number },
  at: number,
  end: number,
): void {
  if (input.value !== r.value) {
    // Writing the value puts the caret at the end: set it back without reading the selection again (a read
    // after the write would lay the page out there and then).
    input.value = r.value;
    if (r.caret !== r.value.length) input.setSelectionRange(r.caret, r.caret);
  } else if (at !== r.caret || end !== r.caret) input.setSelectionRange(r.caret, r.caret);
}

/**
 * Events whose payload could reveal what the shopper types (InputEvent.data, KeyboardEvent.key, clipboard).
 * They stop at the inner form, and so does `change`; `input` and `change` are re-dispatched on the host as plain events.
 */
const PRIVATE_EVENTS = [
  'beforeinput',
  'input',
  'keydown',
  'keypress',
  'keyup',
  'paste',
  'copy',
  'cut',
  'change',
] as const;

/**
 * A press on Pay keeps the focus where it is until the click: the field being left would hide its hint at once,
 * moving Pay up under the pointer between press and release, and the click would be lost. Pay takes the focus
 * once the click has submitted.
 */
const keepFocus = (e: MouseEvent) => e.preventDefault();

/** The field and control styles of the inline form, added to the card's shadow root when the form is created. */
export const INLINE_STYLES = [
  fieldStyles,
  choiceStyles,
  alertStyles,
  buttonStates,
  spinnerStyles,
  cardStyles,
];

/**
 * The inline form of one `<tucan-card>`: a controller of the element, created before its first render (the
 * element waits for this chunk in inline mode). The element keeps its public API and reactive state; this holds
 * the form's values, the payment and the rendering.
 */
export class CardInline implements ReactiveController {
  readonly card: CardFormState;
  /** The pay-time code (flow, 3DS, status screen), loaded on first interaction or idle: `card.payment-lazy.ts`. */
  readonly payment: LazyCardPayment;
  /** The detected brand (any change re-checks the security code). */
  #lastBrand: string | undefined;
  /** The brand last announced: only once 4 digits are typed, so a 1-digit guess is never read out. */
  #heardBrand: string | undefined;
  /** The BIN whose 3DS setup was started (or is about to be). */
  #preparedBin: string | undefined;
  /** Amounts and rates already formatted, by language, currency and value. */
  readonly #formatted = new Map<string, string>();
  /** The payment alert is a decline of the card ("Payment declined"), not another failure ("Payment not completed"). */
  #declined = false;
  /** What the last Pay asked for (the plan's total it carried): the result shows it, whatever the form shows after. */
  #charged: number | undefined;
  /** The form's listeners are there (`firstUpdated`). */
  #wired = false;
  /** What each part of the form was last rendered with (`#part`). */
  readonly #shown = new Map<string, readonly unknown[]>();
  /** The page's amount and the charge's last told apart (`#checkAmount`): each difference is told once. */
  #mismatch = '';

  constructor(private readonly h: TucanCardElement) {
    h.addController(this);
    this.card = new CardFormState(h);
    this.payment = new LazyCardPayment(h, () => cardBin(this.card.number));
    if (h.shadowRoot) addStyles(h.shadowRoot, INLINE_STYLES);
    // A decline comes from the pay chunk's flow, which brings `alertConcernsCard`; without it, an error is Pay's.
    h.addEventListener('tucan-error', (e) => {
      const code = (e as Event & { detail: { code: string } }).detail.code;
      if (code === AMOUNT_MISMATCH) return;
      this.#declined = !!this.payment.checks?.alertConcernsCard(code);
    });
  }

  /** Gives an inline card its form at once: `TucanCardElement.attachInline` of an entry that includes the form. */
  static attach(host: TucanCardElement): undefined {
    host.inline ??= new CardInline(host);
    return undefined;
  }

  hostDisconnected(): void {
    this.payment.stop();
  }

  /** A form reset empties the fields (the payer the merchant knows comes back, as first prefilled) and forgets the attempt. */
  reset(): void {
    this.card.reset();
    void this.card.prefill(this.h.payer);
    this.#lastBrand = undefined;
    this.#heardBrand = undefined;
    this.#preparedBin = undefined;
    this.payment.forgetAttempt();
  }

  /** A 422's field problems, on their fields (asked by the pay chunk's flow, so its mapping is there). */
  showServiceErrors(details: readonly ErrorDetail[]): void {
    const errors = this.payment.checks?.fieldErrorsFromService(details);
    if (errors) this.card.showServiceErrors(errors);
  }

  /** After success: the card number and security code leave the inputs and the element's memory. */
  clearSensitive(): void {
    this.card.clearSensitive();
    for (const id of ['number', 'cvc']) {
      const input = this.h.renderRoot.querySelector<HTMLInputElement>(`#${id}`);
      if (input) input.value = '';
    }
  }

  willUpdate(changed: PropertyValues<TucanCardElement>): void {
    const h = this.h;
    if (changed.has('methods')) {
      const methods = cardMethods(h.methods);
      if (!methods.includes(h.method)) h.method = methods[0] ?? 'credit_card';
    }
    if (changed.has('payer') || changed.has('fields') || changed.has('country'))
      void this.card.prefill(h.payer);
  }

  /**
   * After the form's first render: the idle moment that settles it, the pay chunk's preload, and the listeners
   * that keep what the shopper types inside. Also from `updated`, for a form that came after the element's first
   * render (an inline form that loaded on "Try again"); once.
   */
  firstUpdated(): void {
    if (this.#wired) return;
    this.#wired = true;
    const h = this.h;
    whenIdle(() => {
      h.settled = true;
      this.payment.preload();
    });
    const form = h.renderRoot.querySelector('form');
    // The shopper's first touch of the form starts loading the pay chunk, long before Pay: in a task of its own,
    // so that the focus (or press) itself stays as cheap as the browser's.
    const preload = () => setTimeout(() => this.payment.preload());
    form?.addEventListener('focusin', preload);
    form?.addEventListener('pointerdown', preload);
    for (const type of PRIVATE_EVENTS) {
      form?.addEventListener(type, (e) => {
        e.stopPropagation();
        // The page hears a plain `input` (composed, as the browser's) or `change` (which is not).
        if (type === 'input' || type === 'change')
          h.dispatchEvent(new Event(type, { bubbles: true, composed: type === 'input' }));
      });
    }
  }

  updated(changed: PropertyValues<TucanCardElement>): void {
    const h = this.h;
    this.firstUpdated();
    this.#syncInputs();
    if ((changed.has('chargeUuid') || changed.has('baseUrl') || changed.has('client')) && h.chargeUuid) {
      void this.#loadInstallments();
    }
    if (['chargeValue', 'optionsCurrency', 'amount', 'currency'].some((k) => changed.has(k as never)))
      this.#checkAmount();
  }

  /**
   * **Decision** (docs/contract.md): what the shopper is shown and approves is the charge's value and currency as the
   * service gives them (the installment simulation); the page's `amount` and `currency` only stand in until then (and
   * never in the frame). A page whose own differ is told, once per difference: `tucan-error` `amount_mismatch`,
   * whose `reason` names both (the shopper is not shown it: the card shows the charge's).
   */
  #checkAmount(): void {
    const h = this.h;
    const value = h.chargeValue;
    const currency = h.optionsCurrency;
    if (value === undefined) return;
    const page = h.amount;
    const amountOff = typeof page === 'number' && Number.isFinite(page) && Math.abs(page - value) >= 0.005;
    const currencyOff = !!h.currency && !!currency && h.currency.toUpperCase() !== currency.toUpperCase();
    const key = `${h.chargeUuid}|${page}|${h.currency}|${value}|${currency}`;
    if (!(amountOff || currencyOff) || key === this.#mismatch) return;
    this.#mismatch = key;
    const charge = currency ? this.#money(value, currency) : h.l10n.number(value);
    h.dispatchEvent(
      new TucanErrorEvent({
        chargeUuid: h.chargeUuid,
        code: AMOUNT_MISMATCH,
        message: h.t('amount.mismatch', { amount: charge }),
        reason: `the page's amount (${page ?? 'none'} ${h.currency}) is not the charge's (${value} ${currency}): the charge's is shown and paid`,
      }),
    );
  }

  /**
   * After every render, what lit's `live` did for the form's inputs (their templates bind no value): an input
   * whose text differs from the form's state gets the state's (a prefill, a reset, a value the shopper's edit
   * left different), and the method radio of `method` is the checked one. Only what differs is written: writing
   * a value makes the browser redo the input's editing state and layout.
   */
  #syncInputs(): void {
    // The text inputs' ids are the form's fields, named as its values.
    for (const input of this.h.renderRoot.querySelectorAll('input')) {
      if (input.type === 'radio') {
        const checked = input.value === this.h.method;
        if (input.checked !== checked) input.checked = checked;
      } else {
        const value = this.card[input.id as CardField] ?? '';
        if (input.value !== value) input.value = value;
      }
    }
  }

  /**
   * A part of the form, rendered again only when one of `keys` changed (lit's `guard`, without a directive):
   * `noChange` leaves the part as it is. The element renders this form's one template for as long as it lives,
   * so each part is always the same part of the page, and its last keys are those of what it shows.
   */
  #part(name: string, keys: readonly unknown[], render: () => unknown): unknown {
    const last = this.#shown.get(name);
    if (last?.length === keys.length && keys.every((k, i) => k === last[i])) return noChange;
    this.#shown.set(name, keys);
    return render();
  }

  async #loadInstallments(): Promise<void> {
    const h = this.h;
    const charge = h.chargeUuid;
    let options: InstallmentOption[] = [];
    let value: number | undefined;
    try {
      // The client comes with the pay chunk: the simulation starts it loading right after the first render.
      if (!h.client) await this.payment.load();
      const { data } = await h.api.simulateInstallments(charge);
      if (charge !== h.chargeUuid) return;
      options = Array.isArray(data.options) ? data.options : [];
      h.optionsCurrency = data.currency ?? '';
      // The charge's value: what the shopper is shown and approves from now on (the page's `amount` was a hint).
      if (Number.isFinite(data.value) && data.value >= 0) value = data.value;
    } catch {
      // No selector: the shopper pays in full. A failed simulation never blocks payment.
    }
    h.chargeValue = value;
    h.settled = true;
    h.options = options;
    const counts = options.map((o) => o.installments);
    h.installments = counts.includes(1) || counts.length === 0 ? 1 : (counts[0] ?? 1);
  }

  #edited(f: CardField, value: string): void {
    this.card.edit(f, value);
    this.payment.edited();
    this.payment.typing();
    // A decline is about the card: once another card (or date, or code) is typed it no longer applies.
    if (f === 'number' || f === 'expiry' || f === 'cvc') this.h.payment.set({ alert: '' });
  }

  #onNumberInput(e: InputEvent): void {
    const h = this.h;
    const input = e.target as HTMLInputElement;
    const at = input.selectionStart ?? input.value.length;
    const r = formatCardNumber(input.value, at, this.card.number, e.inputType);
    keepFormatted(input, r, at, input.selectionEnd ?? at);
    this.#edited('number', r.value);
    const brand = brandOf(r.value);
    if (brand?.id !== this.#lastBrand) {
      this.#lastBrand = brand?.id;
      this.card.brandChanged();
    }
    const heard = digitsOnly(r.value).length >= BRAND_ANNOUNCE_DIGITS ? brand?.id : undefined;
    if (heard !== this.#heardBrand) {
      this.#heardBrand = heard;
      if (brand && heard) h.announce(h.t('brand', { brand: brand.name }));
    }
    const bin = cardBin(r.value);
    if (!bin || h.payment.done) return;
    // The same BIN again: nothing new (or a restart, after a decline reset its authentication). A new BIN's 3DS
    // setup starts right after this keystroke's update, in a task of its own: its request is not built in the
    // keystroke.
    if (bin === this.#preparedBin) this.payment.prepare(bin);
    else {
      this.#preparedBin = bin;
      setTimeout(() => {
        if (h.isConnected && !h.payment.done && cardBin(this.card.number) === bin) this.payment.prepare(bin);
      });
    }
  }

  #onExpiryInput(e: InputEvent): void {
    const input = e.target as HTMLInputElement;
    const at = input.selectionStart ?? input.value.length;
    const r = formatExpiry(input.value, at, e.inputType, this.card.expiry);
    keepFormatted(input, r, at, input.selectionEnd ?? at);
    this.#edited('expiry', r.value);
    // An impossible month (13, 00) is no valid prefix: say so at once rather than on blur.
    const check = this.card.check('expiry');
    if (!check.ok && check.key === 'expiry.month') this.card.setError('expiry', check);
  }

  #onCvcInput(e: InputEvent): void {
    const input = e.target as HTMLInputElement;
    const value = formatCvc(input.value, brandOf(this.card.number)?.cvcLength ?? 4);
    if (input.value !== value) input.value = value;
    this.#edited('cvc', value);
  }

  #onText(f: 'name' | 'email' | 'document', e: Event): void {
    const input = e.target as HTMLInputElement;
    if (f === 'document' && this.card.documentType) {
      // CPF and CNPJ take their punctuation as they are typed (other documents stay as typed).
      // (Its caret moves only with a rewritten value: `keepFormatted` is told the caret is already there.)
      const r = maskDocument(this.card.documentType, input.value, input.selectionStart ?? input.value.length);
      keepFormatted(input, r, r.caret, r.caret);
    }
    this.#edited(f, input.value);
  }

  async #onSubmit(e: Event): Promise<void> {
    e.preventDefault();
    const h = this.h;
    if (h.payment.busy || h.payment.done || h.formDisabled || h.payment.versionGone) return;
    // An invalid field: its error shows, the summary is announced and the focus goes to it.
    if (await this.card.blocked()) return;
    if (!h.settled) {
      h.settled = true;
      await h.updateComplete;
    }
    // The click kept the focus in the field (keepFocus); Pay takes it now, so it comes back there after 3DS.
    h.renderRoot.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    h.payment.set({ busy: true });
    this.#charged = h.totalToPay();
    try {
      await this.payment.pay(this.card.payRequest(h.method, h.installments));
    } finally {
      h.payment.set({ busy: false });
    }
    // A decline, and a 410 (Pay is disabled then: the alert says why), take the focus from Pay.
    if (h.payment.alert && (this.#declined || h.payment.versionGone)) await this.#focusDecline();
  }

  /**
   * A decline is the form's answer, right above Pay (the card fields stay together above it): focus goes to it and
   * it scrolls to the middle of the screen (in frame mode too: the frame scrolls the merchant's page), so that it
   * is read before Pay again, and Shift+Tab goes back into the fields.
   */
  async #focusDecline(): Promise<void> {
    await this.h.updateComplete;
    const box = this.h.renderRoot.querySelector<HTMLElement>('[part="alert-box"]');
    box?.focus({ preventScroll: true });
    box?.scrollIntoView({ block: 'center' });
  }

  #error(f: CardField): string | undefined {
    const e = this.card.errors[f];
    return e ? this.h.t(e.key, e.params) : undefined;
  }

  /**
   * An amount (or, with `null` for the currency, a rate) in the shopper's language, formatted once per value: Pay and the
   * plans show the same ones again at every keystroke.
   */
  #money(value: number, currency: string | null = this.h.currencyToPay()): string {
    const key = `${this.h.l10n.lang}|${currency}|${value}`;
    let text = this.#formatted.get(key);
    if (text === undefined) {
      if (this.#formatted.size >= 64) this.#formatted.clear();
      text = currency === null ? this.h.l10n.number(value) : this.h.l10n.amount(value, currency);
      this.#formatted.set(key, text);
    }
    return text;
  }

  #busyLabel(): string {
    return this.h.payment.outcomeUnknown
      ? this.payment.words('checking')
      : this.h.l10n.t(firstPaymentMessages, 'paying');
  }

  #payLabel(): string {
    const h = this.h;
    // After an unknown outcome the button asks again (same Idempotency-Key): it never reads as a new payment.
    if (this.h.payment.outcomeUnknown) return this.payment.words('check');
    const total = h.totalToPay();
    if (h.settled && typeof total === 'number' && Number.isFinite(total) && h.currencyToPay()) {
      return h.t('pay', { amount: this.#money(total) });
    }
    return h.t('pay.plain');
  }

  render() {
    const h = this.h;
    const brand = brandOf(this.card.number);
    const shown = this.card.shown;
    // Every control is off while a payment is in flight (from Pay to the answer, 3DS included), as in a disabled form.
    const off = h.formDisabled || h.payment.busy;
    const ctx: FieldContext = {
      t: (key, params) => h.t(key, params),
      off,
      error: (f) => this.#error(f),
    };
    // A keystroke in one field renders that field again, not the whole form: every other part is rendered once
    // per change of what it shows (`#part`), the words included (language, the merchant's wording, loaded locales).
    // The inputs' values are not part of it: `#syncInputs` puts them after the render.
    // A field left shows its error (`focusout` on the form: the fields' ids are their names, other controls have none).
    const words = [h.l10n.lang, h.messages, h.l10n.revision, off];
    const plan = (o: InstallmentOption) =>
      installmentLabel(
        o,
        (v) => this.#money(v),
        (v) => this.#money(v, null),
        currencyDigits(h.currencyToPay() || 'XXX', h.l10n.lang),
      );
    const alert = this.#part('alert', [...words, h.payment.alert, this.#declined], () =>
      paymentAlert(h.t(this.#declined ? 'alert.declined' : 'alert.failed'), h.payment.alert),
    );
    return html`
      <section aria-label=${h.t('region')}>
        <form part="form" novalidate ?hidden=${h.payment.done} ?inert=${h.payment.done} @submit=${(e: Event) => this.#onSubmit(e)}
          @focusout=${(e: FocusEvent) => this.card.blur((e.target as HTMLElement).id as CardField)}>
          ${this.#part('method', [...words, h.methods], () =>
            methodPicker(ctx, cardMethods(h.methods), (m) => {
              h.method = m;
              this.payment.edited();
            }),
          )}
          <div class="card-grid">
            ${numberField(ctx, brand, this.payment.marks, (e) => this.#onNumberInput(e))}
            ${this.#part(
              'expiry',
              [...words, brand?.id === 'amex', this.card.errors.expiry, this.card.errors.cvc],
              () =>
                expiryAndCvc(
                  ctx,
                  brand?.id === 'amex',
                  (e) => this.#onExpiryInput(e),
                  (e) => this.#onCvcInput(e),
                ),
            )}
          </div>
          ${this.#part('name', [...words, this.card.errors.name], () =>
            nameField(ctx, (e) => this.#onText('name', e)),
          )}
          ${this.#part('email', [...words, shown.email, this.card.errors.email], () =>
            shown.email ? emailField(ctx, (e) => this.#onText('email', e)) : nothing,
          )}
          ${this.#part(
            'document',
            [...words, shown.document, h.country, this.card.documentType, this.card.errors.document],
            () => {
              if (!shown.document) return nothing;
              const types = documentTypesFor(h.country);
              return documentFields(
                ctx,
                types,
                this.card.documentType ?? types[0] ?? 'PAS',
                (type) => {
                  this.card.documentType = type;
                  this.card.recheck('document');
                  h.requestUpdate(); // the number's format (placeholder, mask) follows the type
                  this.payment.edited();
                },
                (e) => this.#onText('document', e),
              );
            },
          )}
          ${this.#part(
            'installments',
            [...words, h.method, h.options, h.installments, h.optionsCurrency, h.currency],
            () => {
              const chosen = h.plan();
              return installmentsField(
                ctx,
                h.installmentOptions,
                h.installments,
                (o) => {
                  const { key, params } = plan(o);
                  return h.t(key, params);
                },
                chosen ? h.t(installmentDetailKey(chosen), plan(chosen).params) : '',
                (count) => {
                  h.installments = count;
                  this.payment.edited();
                },
              );
            },
          )}
          ${alert}
          ${h.payment.notice ? html`<p class="notice">${h.payment.notice}</p>` : nothing}
          <button type="submit" part="button" class="primary-button" @mousedown=${keepFocus}
            ?disabled=${h.payment.versionGone} aria-disabled=${h.payment.busy || h.formDisabled ? 'true' : 'false'}>
            ${h.payment.busy ? html`<span class="spinner" aria-hidden="true"></span>${this.#busyLabel()}` : this.#payLabel()}
          </button>
        </form>
        ${h.payment.done ? h.resultView(h.currencyToPay(), this.#charged ?? h.totalToPay()) : nothing}
        ${h.liveRegion()}
        <div class="frames"></div>
        ${
          h.settled
            ? html`<tucan-3ds-challenge .messages=${h.messages} lang=${h.l10n.lang} theme=${h.themeOf()}></tucan-3ds-challenge>`
            : nothing
        }
      </section>
    `;
  }
}
