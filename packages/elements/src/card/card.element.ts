import {
  createClient,
  type Environment,
  type InstallmentOption,
  type PayRequest,
  type TucanClient,
} from '@tucan/client';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { LocalizeController } from '../controllers/localize.ts';
import { cardBin, detectBrand, digitsOnly } from '../domain/brands.ts';
import { formatCardNumber, formatCvc } from '../domain/card-format.ts';
import {
  DOCUMENT_MAX_LENGTH,
  type DocumentType,
  documentInputMode,
  documentTypesFor,
  normalizeDocument,
} from '../domain/documents.ts';
import { expiryFields, formatExpiry, parseExpiry } from '../domain/expiry.ts';
import {
  type CardField,
  type CardForm,
  type FieldResult,
  validateCard,
  validateCvc,
  validateDocument,
  validateEmail,
  validateExpiry,
  validateName,
  validateNumber,
} from '../domain/validate.ts';
import '../status/status.ts';
import { baseStyles } from '../styles/base.styles.ts';
import '../threeds/challenge.ts';
import { METHOD_TIMEOUT_MS } from '../threeds/method.ts';
import { BRAND_MARKS, GENERIC_CARD } from './brand-marks.ts';
import { field } from './card.fields.ts';
import { type CardMethod, cardMethods, installmentLabel, isSuccess, optionalFields } from './card.logic.ts';
import { type CardMessageKey, cardMessages } from './card.messages.ts';
import { CardPayment, type PaymentHost } from './card.payment.ts';
import { cardStyles } from './card.styles.ts';

type FieldError = { key: CardMessageKey; params?: Record<string, string> };

const FIELD_ORDER: readonly CardField[] = ['number', 'expiry', 'cvc', 'name', 'email', 'document'];

/**
 * Events whose payload could reveal what the shopper types (InputEvent.data, KeyboardEvent.key, clipboard).
 * They stop at the inner form; `input` and `change` are re-dispatched on the host as plain events.
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
] as const;

/**
 * @summary Card payment (credit or debit) with LatAm brands, installments and EMV 3DS 2.2.
 *
 * Native inputs in the shadow root, formatted as you type, validated on blur and on submit. 3DS starts as
 * soon as the BIN is typed, so a frictionless payment costs one round trip after Pay. The element is
 * form-associated: it is invalid until the payment succeeds, then its form value is the charge UUID. It talks
 * to the service only through `@tucan/client` and never puts card data in an event.
 *
 * @fires tucan-status - On every change of the charge status.
 * @fires tucan-complete - Once, when the payment is approved.
 * @fires tucan-error - On a decline, a refusal by the service, a network fault or an abandoned 3DS challenge.
 * @csspart form - The card form.
 * @csspart field - Each field wrapper. @csspart input - Each input. @csspart error - Each error line.
 * @csspart button - The Pay button.
 * @csspart alert - The payment error line.
 * @cssprop --tucan-color-primary - Pay button colour.
 * @cssprop --tucan-color-failure - Error colour.
 */
export class TucanCardElement extends LitElement implements PaymentHost {
  static override styles = [baseStyles, cardStyles];
  static formAssociated = true;
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /** The charge to pay (created by the merchant's backend). */
  @property({ attribute: 'charge-uuid' }) chargeUuid = '';
  /** Service base URL (e.g. a local sandbox); overrides `environment`. */
  @property({ attribute: 'base-url' }) baseUrl = '';
  @property() environment: Environment = 'sandbox';
  /** Charge amount in major units, for the Pay button. */
  @property({ type: Number }) amount: number | undefined;
  /** ISO 4217 currency of the charge. */
  @property() currency = '';
  /** BR, MX, AR, CL or CO: picks the payer documents offered. */
  @property() country = '';
  /** The wallet's allowed card methods, e.g. "credit_card debit_card". */
  @property() methods = 'credit_card';
  /** Optional fields to show: "email", "document". */
  @property() fields = '';
  /** The 3DS Method wait in ms (the 10-second rule). */
  @property({ type: Number, attribute: 'method-timeout' }) methodTimeout = METHOD_TIMEOUT_MS;
  /** How long the shopper has for a 3DS challenge, in ms. */
  @property({ type: Number, attribute: 'challenge-timeout' }) challengeTimeout = 10 * 60_000;
  /** The form field name under which the charge UUID is submitted after success. */
  @property({ reflect: true }) name = '';
  /** Replaces the client built from `base-url`/`environment` (for tests and custom transports). */
  @property({ attribute: false }) client: TucanClient | undefined;

  @state() number = '';
  @state() private expiry = '';
  @state() cvc = '';
  @state() private holder = '';
  @state() private email = '';
  @state() private documentType: DocumentType | undefined;
  @state() private document = '';
  @state() method: CardMethod = 'credit_card';
  @state() private options: InstallmentOption[] = [];
  @state() private optionsCurrency = '';
  @state() installments = 1;
  @state() private errors: Partial<Record<CardField, FieldError>> = {};
  @state() busy = false;
  @state() done = false;
  @state() alert = '';
  @state() notice = '';
  @state() private announcement = '';
  @state() private formDisabled = false;
  @state() status = '';

  private readonly internals: ElementInternals;
  readonly l10n = new LocalizeController(this);
  private readonly payment = new CardPayment(this);
  private readonly edited = new Set<CardField>();
  private lastBrand: string | undefined;
  private ownClient: { key: string; client: TucanClient } | undefined;

  constructor() {
    super();
    this.internals = this.attachInternals();
  }

  /** The client used for every call. */
  get api(): TucanClient {
    if (this.client) return this.client;
    const key = `${this.environment}|${this.baseUrl}`;
    if (this.ownClient?.key !== key) {
      const client = createClient({
        environment: this.environment,
        ...(this.baseUrl ? { baseUrl: this.baseUrl } : {}),
      });
      this.ownClient = { key, client };
    }
    return this.ownClient.client;
  }

  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  t(key: CardMessageKey, params?: Record<string, string>): string {
    return this.l10n.t(cardMessages, key, params);
  }

  announce(text: string): void {
    // Re-set even when equal, so a repeated message is announced again.
    this.announcement = '';
    void this.updateComplete.then(() => {
      this.announcement = text;
    });
  }

  formResetCallback(): void {
    if (this.done) return;
    this.number = this.expiry = this.cvc = this.holder = this.email = this.document = '';
    this.errors = {};
    this.alert = '';
    this.edited.clear();
    this.payment.forgetAttempt();
  }

  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.payment.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('methods')) {
      const methods = cardMethods(this.methods);
      if (!methods.includes(this.method)) this.method = methods[0] ?? 'credit_card';
    }
    if (changed.has('country') || changed.has('fields')) {
      const types = documentTypesFor(this.country);
      if (!this.documentType || !types.includes(this.documentType)) this.documentType = types[0];
    }
  }

  protected override firstUpdated(): void {
    const form = this.renderRoot.querySelector('form');
    for (const type of PRIVATE_EVENTS) {
      form?.addEventListener(type, (e) => {
        e.stopPropagation();
        if (type === 'input') this.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      });
    }
    form?.addEventListener('change', (e) => {
      e.stopPropagation();
      this.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    if ((changed.has('chargeUuid') || changed.has('baseUrl') || changed.has('client')) && this.chargeUuid) {
      void this.loadInstallments();
    }
    const anchor = this.renderRoot.querySelector<HTMLInputElement>('#number') ?? undefined;
    if (this.done && isSuccess(this.status)) {
      this.internals.setFormValue(this.chargeUuid);
      this.internals.setValidity({});
    } else {
      this.internals.setFormValue(null);
      this.internals.setValidity({ valueMissing: true }, this.t('form.incomplete'), anchor);
    }
  }

  private async loadInstallments(): Promise<void> {
    const charge = this.chargeUuid;
    this.options = [];
    try {
      const { data } = await this.api.simulateInstallments(charge);
      if (charge !== this.chargeUuid) return;
      this.options = Array.isArray(data.options) ? data.options : [];
      this.optionsCurrency = data.currency ?? '';
    } catch {
      // No selector: the shopper pays in full. A failed simulation never blocks payment.
      this.options = [];
    }
    const counts = this.options.map((o) => o.installments);
    this.installments = counts.includes(1) || counts.length === 0 ? 1 : (counts[0] ?? 1);
  }

  /** The installment options shown: credit only, and only when there is a choice. */
  get installmentOptions(): InstallmentOption[] {
    return this.method === 'credit_card' && this.options.length > 1 ? this.options : [];
  }

  private get shown() {
    return optionalFields(this.fields);
  }

  /** The form's values (card data stays inside the element). */
  private values(): CardForm {
    const shown = this.shown;
    return {
      number: this.number,
      expiry: this.expiry,
      cvc: this.cvc,
      name: this.holder,
      ...(shown.email ? { email: this.email } : {}),
      ...(shown.document && this.documentType
        ? { documentType: this.documentType, document: this.document }
        : {}),
    };
  }

  private check(f: CardField): FieldResult {
    const brand = detectBrand(this.number);
    switch (f) {
      case 'number':
        return validateNumber(this.number);
      case 'expiry':
        return validateExpiry(this.expiry);
      case 'cvc':
        return validateCvc(this.cvc, brand);
      case 'name':
        return validateName(this.holder);
      case 'email':
        return validateEmail(this.email);
      case 'document':
        return this.documentType ? validateDocument(this.documentType, this.document) : { ok: true };
    }
  }

  private setError(f: CardField, result: FieldResult | undefined): void {
    const next = { ...this.errors };
    if (!result || result.ok) delete next[f];
    else next[f] = { key: result.key, ...(result.params ? { params: result.params } : {}) };
    this.errors = next;
  }

  /** While typing: an error already shown is updated, or hidden when the value is a valid prefix. */
  private afterEdit(f: CardField): void {
    this.edited.add(f);
    this.payment.edited();
    if (!this.errors[f]) return;
    const r = this.check(f);
    this.setError(f, r.ok || r.prefix ? undefined : r);
  }

  private onBlur(f: CardField): void {
    if (!this.edited.has(f)) return;
    const r = this.check(f);
    this.setError(f, r);
  }

  /** Field errors from the service (a 422 from pay). */
  showServiceErrors(errors: Partial<Record<CardField, CardMessageKey>>): void {
    const next = { ...this.errors };
    for (const [f, key] of Object.entries(errors)) next[f as CardField] = { key };
    this.errors = next;
  }

  private onNumberInput(e: InputEvent): void {
    const input = e.target as HTMLInputElement;
    const r = formatCardNumber(
      input.value,
      input.selectionStart ?? input.value.length,
      this.number,
      e.inputType,
    );
    input.value = r.value;
    input.setSelectionRange(r.caret, r.caret);
    this.number = r.value;
    this.afterEdit('number');
    const brand = detectBrand(r.value);
    if (brand?.id !== this.lastBrand) {
      this.lastBrand = brand?.id;
      if (brand) this.announce(this.t('brand', { brand: brand.name }));
      if (this.errors.cvc) this.setError('cvc', this.check('cvc'));
    }
    const bin = cardBin(r.value);
    if (bin) this.payment.prepare(bin);
  }

  private onExpiryInput(e: InputEvent): void {
    const input = e.target as HTMLInputElement;
    const r = formatExpiry(input.value, input.selectionStart ?? input.value.length, e.inputType);
    input.value = r.value;
    input.setSelectionRange(r.caret, r.caret);
    this.expiry = r.value;
    this.afterEdit('expiry');
  }

  private onCvcInput(e: InputEvent): void {
    const input = e.target as HTMLInputElement;
    const value = formatCvc(input.value, detectBrand(this.number)?.cvcLength ?? 4);
    if (input.value !== value) input.value = value;
    this.cvc = value;
    this.afterEdit('cvc');
  }

  private onText(f: 'name' | 'email' | 'document', e: Event): void {
    const value = (e.target as HTMLInputElement).value;
    if (f === 'name') this.holder = value;
    else if (f === 'email') this.email = value;
    else this.document = value;
    this.afterEdit(f);
  }

  private async onSubmit(e: Event): Promise<void> {
    e.preventDefault();
    if (this.busy || this.done || this.formDisabled) return;
    const results = validateCard(this.values());
    const errors: Partial<Record<CardField, FieldError>> = {};
    for (const [f, r] of Object.entries(results)) {
      if (r && !r.ok) errors[f as CardField] = { key: r.key, ...(r.params ? { params: r.params } : {}) };
    }
    this.errors = errors;
    const first = FIELD_ORDER.find((f) => errors[f]);
    if (first) {
      this.alert = '';
      this.announce(this.t('invalid.summary'));
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    this.busy = true;
    try {
      await this.payment.pay(this.payRequest());
    } finally {
      this.busy = false;
    }
  }

  /** The pay body without the 3DS fields (added by the payment flow). */
  private payRequest(): PayRequest {
    const expiry = parseExpiry(this.expiry);
    const shown = this.shown;
    const body: PayRequest = {
      type_charge: this.method,
      card_name: this.holder.trim(),
      card_number: digitsOnly(this.number),
      ...(expiry ? expiryFields(expiry) : {}),
      card_cvv: this.cvc,
    };
    if (this.method === 'credit_card') body.installments = this.installments;
    if (shown.email) body.email = this.email.trim();
    if (shown.document && this.documentType) {
      body.payer_tax_id = normalizeDocument(this.document);
      body.payer_document_type = this.documentType;
    }
    return body;
  }

  /** After success: the card number and security code leave the inputs and the element's memory. */
  clearSensitive(): void {
    this.number = '';
    this.cvc = '';
    for (const id of ['number', 'cvc']) {
      const input = this.renderRoot.querySelector<HTMLInputElement>(`#${id}`);
      if (input) input.value = '';
    }
  }

  async focusResult(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.result')?.focus();
  }

  private error(f: CardField): string | undefined {
    const e = this.errors[f];
    return e ? this.t(e.key, e.params) : undefined;
  }

  private money(value: number): string {
    return this.l10n.amount(value, this.optionsCurrency || this.currency);
  }

  private payLabel(): string {
    const option = this.installmentOptions.find((o) => o.installments === this.installments);
    const total = option && option.installments > 1 ? option.total_value : this.amount;
    if (typeof total === 'number' && Number.isFinite(total) && (this.currency || this.optionsCurrency)) {
      return this.t('pay', { amount: this.money(total) });
    }
    return this.t('pay.plain');
  }

  override render() {
    const brand = detectBrand(this.number);
    const off = this.formDisabled;
    const shown = this.shown;
    const methods = cardMethods(this.methods);
    const percent = new Intl.NumberFormat(this.l10n.lang, { maximumFractionDigits: 2 });
    const inv = (f: CardField) => (this.errors[f] ? 'true' : 'false');
    const cvcDigits = String(brand?.cvcLength ?? 3);
    return html`
      <section aria-label=${this.t('region')}>
        <form part="form" novalidate ?hidden=${this.done} @submit=${this.onSubmit}>
          ${
            methods.length > 1
              ? html`<fieldset>
                <legend>${this.t('method.legend')}</legend>
                ${methods.map(
                  (m) => html`<label class="choice">
                    <input type="radio" name="method" value=${m} .checked=${live(this.method === m)} ?disabled=${off}
                      @change=${() => {
                        this.method = m;
                        this.payment.edited();
                      }} />
                    ${this.t(m === 'credit_card' ? 'method.credit' : 'method.debit')}
                  </label>`,
                )}
              </fieldset>`
              : nothing
          }
          ${field(
            'number',
            this.t('number.label'),
            html`<div class="pan">
              <input id="number" part="input" type="text" inputmode="numeric" autocomplete="cc-number"
                spellcheck="false" maxlength="23" .value=${live(this.number)} ?disabled=${off}
                aria-invalid=${inv('number')} aria-describedby="number-hint number-error number-brand"
                @input=${this.onNumberInput} @blur=${() => this.onBlur('number')} />
              <span class="mark" aria-hidden="true"><svg viewBox="0 0 40 26" focusable="false">
                ${brand ? BRAND_MARKS[brand.id] : GENERIC_CARD}</svg></span>
              <span class="visually-hidden" id="number-brand">${brand ? brand.name : ''}</span>
            </div>`,
            this.t('number.hint'),
            this.error('number'),
          )}
          <div class="row">
            ${field(
              'expiry',
              this.t('expiry.label'),
              html`<input id="expiry" part="input" type="text" inputmode="numeric" autocomplete="cc-exp"
                maxlength="7" .value=${live(this.expiry)} ?disabled=${off} aria-invalid=${inv('expiry')}
                aria-describedby="expiry-hint expiry-error" @input=${this.onExpiryInput}
                @blur=${() => this.onBlur('expiry')} />`,
              this.t('expiry.hint'),
              this.error('expiry'),
            )}
            ${field(
              'cvc',
              this.t('cvc.label'),
              html`<input id="cvc" part="input" type="text" inputmode="numeric" autocomplete="cc-csc"
                maxlength="4" .value=${live(this.cvc)} ?disabled=${off} aria-invalid=${inv('cvc')}
                aria-describedby="cvc-hint cvc-error" @input=${this.onCvcInput} @blur=${() => this.onBlur('cvc')} />`,
              this.t('cvc.hint', { digits: cvcDigits }),
              this.error('cvc'),
            )}
          </div>
          ${field(
            'name',
            this.t('name.label'),
            html`<input id="name" part="input" type="text" inputmode="text" autocomplete="cc-name"
              autocapitalize="characters" spellcheck="false" .value=${live(this.holder)} ?disabled=${off}
              aria-invalid=${inv('name')} aria-describedby="name-error" @input=${(e: Event) => this.onText('name', e)}
              @blur=${() => this.onBlur('name')} />`,
            undefined,
            this.error('name'),
          )}
          ${
            shown.email
              ? field(
                  'email',
                  this.t('email.label'),
                  html`<input id="email" part="input" type="email" inputmode="email" autocomplete="email"
                    spellcheck="false" .value=${live(this.email)} ?disabled=${off} aria-invalid=${inv('email')}
                    aria-describedby="email-error" @input=${(e: Event) => this.onText('email', e)}
                    @blur=${() => this.onBlur('email')} />`,
                  undefined,
                  this.error('email'),
                )
              : nothing
          }
          ${shown.document ? this.renderDocument(off) : nothing}
          ${this.renderInstallments(percent, off)}
          <p class="alert" part="alert">${this.alert}</p>
          ${this.notice ? html`<p class="notice">${this.notice}</p>` : nothing}
          <button type="submit" part="button" aria-disabled=${this.busy || off ? 'true' : 'false'}>
            ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>${this.t('paying')}` : this.payLabel()}
          </button>
        </form>
        ${
          this.done
            ? html`<div class="result" tabindex="-1">
              <tucan-status status=${this.status} lang=${this.l10n.lang} currency=${this.currency}
                .amount=${this.amount}></tucan-status>
            </div>`
            : nothing
        }
        <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
        <div class="frames"></div>
        <tucan-3ds-challenge lang=${this.l10n.lang}></tucan-3ds-challenge>
      </section>
    `;
  }

  private renderDocument(off: boolean) {
    const types = documentTypesFor(this.country);
    const type = this.documentType ?? types[0] ?? 'PAS';
    const label = (t: DocumentType) => (t === 'PAS' ? this.t('doc.PAS') : t);
    return html`<div class="document">
      <div class="field">
        <label for="document-type">${this.t('documentType.label')}</label>
        <select id="document-type" part="input" ?disabled=${off}
          @change=${(e: Event) => {
            this.documentType = (e.target as HTMLSelectElement).value as DocumentType;
            if (this.errors.document) this.setError('document', this.check('document'));
          }}>
          ${types.map((t) => html`<option value=${t} ?selected=${t === type}>${label(t)}</option>`)}
        </select>
      </div>
      ${field(
        'document',
        this.t('document.label'),
        html`<input id="document" part="input" type="text" inputmode=${documentInputMode(type)}
          autocomplete="off" spellcheck="false" maxlength=${DOCUMENT_MAX_LENGTH[type]} .value=${live(this.document)}
          ?disabled=${off} aria-invalid=${this.errors.document ? 'true' : 'false'} aria-describedby="document-error"
          @input=${(e: Event) => this.onText('document', e)} @blur=${() => this.onBlur('document')} />`,
        undefined,
        this.error('document'),
      )}
    </div>`;
  }

  private renderInstallments(percent: Intl.NumberFormat, off: boolean) {
    const options = this.installmentOptions;
    if (!options.length) return nothing;
    return html`<div class="field">
      <label for="installments">${this.t('installments.label')}</label>
      <select id="installments" part="input" ?disabled=${off}
        @change=${(e: Event) => {
          this.installments = Number((e.target as HTMLSelectElement).value);
          this.payment.edited();
        }}>
        ${options.map((o) => {
          const { key, params } = installmentLabel(
            o,
            (v) => this.money(v),
            (v) => percent.format(v),
          );
          return html`<option value=${o.installments} ?selected=${o.installments === this.installments}>
            ${this.t(key, params)}
          </option>`;
        })}
      </select>
    </div>`;
  }
}
