import type { Environment, ErrorDetail, InstallmentOption, TucanClient } from '@tucan/client';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { ColorSchemeController } from '../controllers/color-scheme.ts';
import { LocalizeController } from '../controllers/localize.ts';
import { brandOf, cardBin, digitsOnly } from '../domain/brands.ts';
import { formatCardNumber, formatCvc } from '../domain/card-format.ts';
import { documentTypesFor, maskDocument } from '../domain/documents.ts';
import { formatExpiry } from '../domain/expiry.ts';
import type { CardField } from '../domain/validate.ts';
import { TucanTotalEvent } from '../events.ts';
import { frameHostStyles } from '../frame/frame-host.styles.ts';
import type { CardFrame } from '../frame/host.ts';
import { amountProperty } from '../internal/amount-property.ts';
import { whenIdle } from '../internal/idle.ts';
import type { LocaleOverrides } from '../locales/catalogue.ts';
import {
  CHALLENGE_TIMEOUT_MS,
  isSuccess,
  METHOD_TIMEOUT_MS,
  PAY_TIMEOUT_MS,
} from '../payment/payment.defaults.ts';
import { paymentMessages } from '../payment/payment.messages.ts';
import { alertStyles, buttonStates } from '../styles/alert.styles.ts';
import { pageSchemeStyles, surfaceStyles } from '../styles/base.styles.ts';
import { choiceStyles } from '../styles/choice.styles.ts';
import { fieldStyles } from '../styles/field.styles.ts';
import { spinnerStyles } from '../styles/spinner.styles.ts';
import type { ChallengeOutcome, ChallengeRequest } from '../threeds/challenge.element.ts';
import { CardFormState } from './card.form-state.ts';
import {
  alertConcernsCard,
  type CardMethod,
  cardMethods,
  fieldErrorsFromService,
  installmentDetailKey,
  installmentLabel,
} from './card.logic.ts';
import { type CardMessageKey, cardMessages } from './card.messages.ts';
import type { CardPaymentHost } from './card.payment.ts';
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

/**
 * Events whose payload could reveal what the shopper types (InputEvent.data, KeyboardEvent.key, clipboard).
 * They stop at the inner form; `input` and `change` are re-dispatched on the host as plain events.
 */
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

const emit = (host: HTMLElement, event: Event) => host.dispatchEvent(event);
/**
 * A press on Pay keeps the focus where it is until the click: the field being left would hide its hint at once,
 * moving Pay up under the pointer between press and release, and the click would be lost. Pay takes the focus
 * once the click has submitted.
 */
const keepFocus = (e: MouseEvent) => e.preventDefault();

/**
 * @summary Card payment (credit or debit) with LatAm brands, installments and EMV 3DS 2.2.
 *
 * Native inputs in the shadow root, formatted as you type, validated on blur and on submit. 3DS starts as
 * soon as the BIN is typed, so a frictionless payment costs one round trip after Pay. The element is
 * form-associated: it is invalid until the payment succeeds, then its form value is the charge UUID. It talks
 * to the service only through `@tucan/client` and never puts card data in an event.
 *
 * @tagname tucan-card
 * @attribute {number} amount - The amount to pay, in `currency` (a number, or a string such as `"150.75"`, as React 19 and Vue set it).
 * @attribute {string} lang - Wording (en, pt-BR, es-MX, es-AR, es-CO, es-CL; other tags to the nearest) and number formats. Not a property of its own: the
 * element's `lang`, else the closest ancestor's, else the document's, else the browser's language. Read at
 * each render; a change of `<html lang>` re-renders at once.
 * @fires {TucanStatusEvent} tucan-status - When the charge status from the service changes (not for a repeat
 * of the same status). `detail`: `{ chargeUuid, status }`.
 * @fires {TucanCompleteEvent} tucan-complete - Once, when the charge reaches `paid` or `confirmed`. `detail`:
 * `{ chargeUuid, status }`.
 * @fires {TucanErrorEvent} tucan-error - On a decline, a refusal by the service, a network fault, an
 * abandoned or timed-out 3DS challenge, an unsafe challenge URL, a charge that became final without payment
 * (e.g. `canceled`), or a charge that may already be paid (`already_processed`). `detail`:
 * `{ chargeUuid, code, message }` (`message` localized).
 * @fires {TucanTotalEvent} tucan-total - When what the shopper pays changes: an installment plan with interest,
 * or back to the amount. `detail`: `{ chargeUuid, total, currency, installments }`.
 * @fires {Event} input - A plain `Event` (bubbles, composed) each time a field's value changes; no data.
 * @fires {Event} change - A plain `Event` (bubbles, not composed) when a field is committed; no data.
 * @csspart form - The card form.
 * @csspart field - The wrapper of each text field (number, expiry, security code, name, email, document
 * number); not of the document-type and installments selects.
 * @csspart input - Each text input and select (not the credit/debit radio buttons).
 * @csspart error - The error line of each field that has a `field` part.
 * @csspart button - The Pay button.
 * @csspart alert - The payment error's message (its next step included).
 * @csspart alert-box - The payment error: icon, title and message, next to the card fields for a decline, else
 * above Pay.
 * @csspart choice - The credit/debit segmented control.
 * @cssprop --tucan-color-primary - Pay button background. Default `#0b5fff` (dark `#7aa7ff`).
 * @cssprop --tucan-color-on-primary - Pay button text. Default `#ffffff` (dark `#0b1020`).
 * @cssprop --tucan-color-failure - Field errors, invalid borders, the payment error line, failure results.
 * Default `#b3261e` (dark `#ff8a80`).
 * @cssprop --tucan-color-waiting - The 3DS "approve in your bank app" notice, waiting results. Default
 * `#8a5a00` (dark `#f0b849`).
 * @cssprop --tucan-color-success - Approved result (the embedded `<tucan-status>`). Default `#0a7a3b`
 * (dark `#5fd38d`).
 * @cssprop --tucan-color-info - Informational result (the embedded `<tucan-status>`). Default `#1f5fa8`
 * (dark `#8ab4f8`).
 * @cssprop --tucan-color-text - Text. Default `#1d2430` (dark `#eef1f6`).
 * @cssprop --tucan-color-muted - Hints and the brand mark. Default `#4d5666` (dark `#b8c0cc`).
 * @cssprop --tucan-color-background - Inputs, selects and the result box. Default `#ffffff` (dark `#161a22`).
 * @cssprop --tucan-color-border - Input and select borders. Default `#8a93a3` (dark `#7d8797`).
 * @cssprop --tucan-color-focus - Focus ring. Default `#0b5fff` (dark `#7aa7ff`).
 * @cssprop --tucan-radius - Corner radius. Default `8px`.
 * @cssprop --tucan-space - Spacing unit. Default `1rem`.
 * @cssprop --tucan-font-family - Font. Default `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`.
 * @cssprop --tucan-font-size - Base font size. Default `1rem`.
 */
export class TucanCardElement extends LitElement implements CardPaymentHost {
  static override styles = [
    pageSchemeStyles,
    surfaceStyles,
    fieldStyles,
    choiceStyles,
    alertStyles,
    buttonStates,
    spinnerStyles,
    cardStyles,
    frameHostStyles,
  ];
  static formAssociated = true;
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  /**
   * `auto` (follows the page: its computed `color-scheme` or `<meta name="color-scheme">`, and the system only
   * when the page supports both), `light` or `dark`; the embedded status and 3DS dialog follow it.
   */
  @property({ reflect: true }) theme = 'auto';
  /** The charge to pay (created by the merchant's backend). */
  @property({ attribute: 'charge-uuid' }) chargeUuid = '';
  /** Service base URL (e.g. a local sandbox); overrides `environment`. */
  @property({ attribute: 'base-url' }) baseUrl = '';
  /** `sandbox` or `production`: the provider's service the element talks to (unless `base-url` is set). */
  @property() environment: Environment = 'sandbox';
  /** Charge amount in major units (e.g. 150.75), for the Pay button and the result; shown only with a currency. */
  @amountProperty() amount: number | undefined;
  /** ISO 4217 currency of the charge (the installment simulation's currency wins when it has one). */
  @property() currency = '';
  /** BR, MX, AR, CL or CO: picks the payer documents offered when `fields` has `document` (else passport). */
  @property() country = '';
  /**
   * The wallet's allowed card methods, space- or comma-separated, e.g. "credit_card debit_card" (a choice
   * shows when both are there); unknown words are ignored, none known means credit.
   */
  @property() methods = 'credit_card';
  /** Optional payer fields to show, space- or comma-separated: "email", "document" (required once shown). */
  @property() fields = '';
  /**
   * The 3DS Method wait in ms (the 10-second rule), clamped to 1–10 000; not a finite number waits 10 000.
   * @type {number}
   * @default 10000
   */
  @property({ type: Number, attribute: 'method-timeout' }) methodTimeout = METHOD_TIMEOUT_MS;
  /**
   * How long the shopper has for a 3DS challenge or a decoupled (bank app) approval, in ms, clamped to
   * 10 000–1 800 000; a value that is not a positive finite number (`abc`, `10m`, `0`, `-1`) takes the default.
   * When it runs out the element asks the service to end the attempt and shows what the service answers.
   * @type {number}
   * @default 600000
   */
  @property({ type: Number, attribute: 'challenge-timeout' }) challengeTimeout = CHALLENGE_TIMEOUT_MS;
  /**
   * How long the pay call may take, retries included, in ms, clamped to 5 000–120 000 (not a positive finite
   * number: the default). A "still working" notice shows after 4 s; when the time is up the shopper hears that
   * the outcome is not known yet, and the next click asks again with the same Idempotency-Key.
   * @type {number}
   * @default 30000
   */
  @property({ type: Number, attribute: 'pay-timeout' }) payTimeout = PAY_TIMEOUT_MS;
  /** The form field name under which the charge UUID is submitted after success (reflected). */
  @property({ reflect: true }) name = '';
  /** Replaces the client built from `base-url`/`environment` (for tests and custom transports). */
  @property({ attribute: false }) client: TucanClient | undefined;
  /**
   * `frame` (the default: the fields in one frame served from the service's origin, so the page's scripts never
   * see card data, PCI SAQ A, and Pay costs one same-origin request) or `inline` (the fields in this element's
   * shadow root, SAQ A-EP); any other value is `frame`. Read when the element first renders. The page's CSP
   * needs `frame-src` the service origin in `frame` mode. The frame never falls back to `inline`: when it cannot
   * work (a `client` without `base-url`, or the frame not ready in time) the element says so and fires
   * `tucan-error` `frame_unavailable`.
   * @default 'frame'
   */
  @property({ reflect: true }) isolation: 'inline' | 'frame' = 'frame';
  /** @internal In a frame: the merchant page's viewport, which the 3DS challenge size is picked from. */
  hostViewport: { width: number; height: number } | undefined;
  /** @internal In a frame: the challenge shows in the merchant page's dialog, asked through the channel. */
  challengeOpener: ((request: ChallengeRequest) => Promise<ChallengeOutcome>) | undefined;

  /** @internal */
  @state() method: CardMethod = 'credit_card';
  @state() private options: InstallmentOption[] = [];
  @state() private optionsCurrency = '';
  /** @internal */
  @state() installments = 1;
  /** @internal */
  @state() busy = false;
  /** @internal The charge is final: the form is hidden and the result shows. */
  @state() done = false;
  /** @internal */
  @state() alert = '';
  /** @internal */
  @state() notice = '';
  @state() private announcement = '';
  /** @internal */
  @state() formDisabled = false;
  /** @internal The last charge status seen (the `tucan-status` event is the public way to follow it). */
  @state() status = '';
  private reportedTotal = '';
  /**
   * What the first render leaves out, so that the inputs show and take focus at once: the amounts (a page's first
   * Intl number formatter loads locale data for tens of ms; until then Pay reads "Pay") and the 3DS dialog
   * element (its own first render). Both come at the first idle moment after the first render, when the
   * installment plans arrive, or at Pay, whichever is first.
   */
  @state() private settled = false;

  private readonly internals: ElementInternals;
  /** @internal */
  readonly l10n = new LocalizeController(this, ['card', 'payment', 'status', 'frame']);

  /**
   * The merchant's wording over tucan's, per locale and element, e.g. `{ 'pt-BR': { card: { pay: 'Pagar
   * {amount} agora' } } }` (typed: `LocaleOverrides`). A key it lacks keeps tucan's wording.
   */
  @property({ attribute: false }) messages: LocaleOverrides | undefined;

  /** The first render, and a render after a change of language, wait for the shopper's locale to load. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return this.l10n.ready(() => super.scheduleUpdate());
  }
  private readonly card = new CardFormState(this);
  /** The pay-time code (flow, 3DS, status screen), loaded on first interaction or idle: `card.payment-lazy.ts`. */
  private readonly payment = new LazyCardPayment(this, () => cardBin(this.card.number));
  /** The detected brand (any change re-checks the security code). */
  private lastBrand: string | undefined;
  /** The brand last announced: only once 4 digits are typed, so a 1-digit guess is never read out. */
  private heardBrand: string | undefined;
  /** The BIN whose 3DS setup was started (or is about to be). */
  private preparedBin: string | undefined;
  /** Amounts and rates already formatted, by language, currency and value. */
  private readonly formatted = new Map<string, string>();
  /** The validity last given to the form (`updated`): set again only when it changes. */
  private validityKey = '';
  /** The frame mode's host side, loaded on first use (`isolation="frame"`). */
  private frame: CardFrame | undefined;
  private frameLoading = false;
  private readonly scheme: ColorSchemeController;
  /** Where the payment alert shows: next to the card fields (a decline) or next to Pay (anything else). */
  private alertAt: 'card' | 'pay' = 'pay';

  constructor() {
    super();
    this.internals = this.attachInternals();
    this.scheme = new ColorSchemeController(this, this.internals);
    this.addEventListener('tucan-error', (e) => {
      this.alertAt = alertConcernsCard((e as Event & { detail: { code: string } }).detail.code)
        ? 'card'
        : 'pay';
    });
  }

  /** @internal The client used for every call. */
  get api(): TucanClient {
    return this.client ?? this.payment.client(this.environment, this.baseUrl);
  }

  /** The form the element belongs to. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** @internal The installment options shown: credit only, and only when there is a choice. */
  get installmentOptions(): InstallmentOption[] {
    return this.method === 'credit_card' && this.options.length > 1 ? this.options : [];
  }

  /** @internal */
  t(key: CardMessageKey, params?: Record<string, string>): string {
    return this.l10n.t(cardMessages, key, params);
  }

  /** @internal The title the embedded `<tucan-status>` shows for a status. */
  statusTitle(status: string): string {
    return this.payment.statusTitle(status);
  }

  /** @internal */
  announce(text: string): void {
    // Cleared first, so a repeated message is announced again.
    this.announcement = '';
    void this.updateComplete.then(() => {
      this.announcement = text;
    });
  }

  /** @internal */
  showServiceErrors(details: readonly ErrorDetail[]): void {
    this.card.showServiceErrors(fieldErrorsFromService(details));
  }

  /** @internal After success: the card number and security code leave the inputs and the element's memory. */
  clearSensitive(): void {
    this.card.clearSensitive();
    for (const id of ['number', 'cvc']) {
      const input = this.renderRoot.querySelector<HTMLInputElement>(`#${id}`);
      if (input) input.value = '';
    }
  }

  /** @internal */
  async focusResult(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.result')?.focus();
  }

  /** In frame mode, focus goes to the frame's first field. */
  override focus(options?: FocusOptions): void {
    if (this.frame) this.frame.focus();
    else super.focus(options);
  }

  /** @internal A form reset empties the fields (not once the charge is final). */
  formResetCallback(): void {
    if (this.done) return;
    this.frame?.reset();
    this.card.reset();
    this.alert = '';
    this.notice = '';
    this.announcement = '';
    this.lastBrand = undefined;
    this.heardBrand = undefined;
    this.preparedBin = undefined;
    this.payment.forgetAttempt();
  }

  /** @internal A disabled fieldset or form disables the inputs and Pay. */
  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.payment.stop();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('theme')) this.scheme.resolve();
    if (this.isolation !== 'inline' && !this.frameLoading) {
      this.frameLoading = true;
      void import('../frame/host.ts').then(({ CardFrame }) => {
        this.frame = new CardFrame(this);
        this.requestUpdate();
      });
    }
    if (changed.has('methods')) {
      const methods = cardMethods(this.methods);
      if (!methods.includes(this.method)) this.method = methods[0] ?? 'credit_card';
    }
  }

  protected override firstUpdated(): void {
    // In frame mode the frame pays: this page never needs the pay chunk.
    const own = !this.frameLoading;
    whenIdle(() => {
      this.settled = true;
      if (own) this.payment.preload();
    });
    const form = this.renderRoot.querySelector('form');
    // The shopper's first touch of the form starts loading the pay chunk, long before Pay: in a task of its own,
    // so that the focus (or press) itself stays as cheap as the browser's.
    const preload = () => setTimeout(() => this.payment.preload());
    form?.addEventListener('focusin', preload);
    form?.addEventListener('pointerdown', preload);
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
    const own = !this.frameLoading;
    if (
      own &&
      (changed.has('chargeUuid') || changed.has('baseUrl') || changed.has('client')) &&
      this.chargeUuid
    ) {
      void this.loadInstallments();
    }
    this.reportTotal();
    this.syncValidity();
  }

  /**
   * Invalid (value missing, anchored on the number) until the charge succeeds, then valid with the charge UUID
   * as the form value. Only a change is handed to the form, not every keystroke's update.
   */
  private syncValidity(): void {
    const paid = this.done && isSuccess(this.status);
    const message = paid ? `paid ${this.chargeUuid}` : this.t('form.incomplete');
    if (message === this.validityKey) return;
    this.validityKey = message;
    if (paid) {
      this.internals.setFormValue(this.chargeUuid);
      this.internals.setValidity({});
    } else {
      const anchor = this.renderRoot.querySelector<HTMLInputElement>('#number') ?? undefined;
      this.internals.setFormValue(null);
      this.internals.setValidity({ valueMissing: true }, message, anchor);
    }
  }

  private async loadInstallments(): Promise<void> {
    const charge = this.chargeUuid;
    let options: InstallmentOption[] = [];
    try {
      // The client comes with the pay chunk: the simulation starts it loading right after the first render.
      if (!this.client) await this.payment.load();
      const { data } = await this.api.simulateInstallments(charge);
      if (charge !== this.chargeUuid) return;
      options = Array.isArray(data.options) ? data.options : [];
      this.optionsCurrency = data.currency ?? '';
    } catch {
      // No selector: the shopper pays in full. A failed simulation never blocks payment.
    }
    this.settled = true;
    this.options = options;
    const counts = options.map((o) => o.installments);
    this.installments = counts.includes(1) || counts.length === 0 ? 1 : (counts[0] ?? 1);
  }

  private edited(f: CardField, key: Parameters<CardFormState['edit']>[1], value: string): void {
    this.card.edit(f, key, value);
    this.payment.edited();
    this.payment.typing();
    // A decline is about the card: once another card (or date, or code) is typed it no longer applies.
    if (f === 'number' || f === 'expiry' || f === 'cvc') this.alert = '';
  }

  private onNumberInput(e: InputEvent): void {
    const input = e.target as HTMLInputElement;
    const at = input.selectionStart ?? input.value.length;
    const r = formatCardNumber(input.value, at, this.card.number, e.inputType);
    keepFormatted(input, r, at, input.selectionEnd ?? at);
    this.edited('number', 'number', r.value);
    const brand = brandOf(r.value);
    if (brand?.id !== this.lastBrand) {
      this.lastBrand = brand?.id;
      this.card.brandChanged();
    }
    const heard = digitsOnly(r.value).length >= BRAND_ANNOUNCE_DIGITS ? brand?.id : undefined;
    if (heard !== this.heardBrand) {
      this.heardBrand = heard;
      if (brand && heard) this.announce(this.t('brand', { brand: brand.name }));
    }
    const bin = cardBin(r.value);
    if (!bin || this.done) return;
    // The same BIN again: nothing new (or a restart, after a decline reset its authentication). A new BIN's 3DS
    // setup starts right after this keystroke's update, in a task of its own: its request is not built in the
    // keystroke.
    if (bin === this.preparedBin) this.payment.prepare(bin);
    else {
      this.preparedBin = bin;
      setTimeout(() => {
        if (this.isConnected && !this.done && cardBin(this.card.number) === bin) this.payment.prepare(bin);
      });
    }
  }

  private onExpiryInput(e: InputEvent): void {
    const input = e.target as HTMLInputElement;
    const at = input.selectionStart ?? input.value.length;
    const r = formatExpiry(input.value, at, e.inputType, this.card.expiry);
    keepFormatted(input, r, at, input.selectionEnd ?? at);
    this.edited('expiry', 'expiry', r.value);
    // An impossible month (13, 00) is no valid prefix: say so at once rather than on blur.
    const check = this.card.check('expiry');
    if (!check.ok && check.key === 'expiry.month') this.card.setError('expiry', check);
  }

  private onCvcInput(e: InputEvent): void {
    const input = e.target as HTMLInputElement;
    const value = formatCvc(input.value, brandOf(this.card.number)?.cvcLength ?? 4);
    if (input.value !== value) input.value = value;
    this.edited('cvc', 'cvc', value);
  }

  private onText(f: 'name' | 'email' | 'document', e: Event): void {
    const input = e.target as HTMLInputElement;
    if (f === 'document' && this.card.documentType) {
      // CPF and CNPJ take their punctuation as they are typed (other documents stay as typed).
      const r = maskDocument(this.card.documentType, input.value, input.selectionStart ?? input.value.length);
      if (r.value !== input.value) {
        input.value = r.value;
        input.setSelectionRange(r.caret, r.caret);
      }
    }
    this.edited(f, f === 'name' ? 'holder' : f, input.value);
  }

  private async onSubmit(e: Event): Promise<void> {
    e.preventDefault();
    if (this.busy || this.done || this.formDisabled) return;
    const first = this.card.validateAll();
    if (first) {
      this.alert = '';
      this.announce(this.t('invalid.summary'));
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    if (!this.settled) {
      this.settled = true;
      await this.updateComplete;
    }
    // The click kept the focus in the field (keepFocus); Pay takes it now, so it comes back there after 3DS.
    this.renderRoot.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    this.busy = true;
    try {
      await this.payment.pay(this.card.payRequest(this.method, this.installments));
    } finally {
      this.busy = false;
    }
  }

  private error(f: CardField): string | undefined {
    const e = this.card.errors[f];
    return e ? this.t(e.key, e.params) : undefined;
  }

  /**
   * An amount (or, with `null` for the currency, a rate) in the shopper's language, formatted once per value: Pay and the
   * plans show the same ones again at every keystroke.
   */
  private money(value: number, currency: string | null = this.optionsCurrency || this.currency): string {
    const key = `${this.l10n.lang}|${currency}|${value}`;
    let text = this.formatted.get(key);
    if (text === undefined) {
      if (this.formatted.size >= 64) this.formatted.clear();
      text = currency === null ? this.l10n.number(value) : this.l10n.amount(value, currency);
      this.formatted.set(key, text);
    }
    return text;
  }

  /** What the shopper pays: the chosen plan's total (with its interest), else the charge amount. */
  private totalToPay(): number | undefined {
    const option = this.installmentOptions.find((o) => o.installments === this.installments);
    return option && option.installments > 1 ? option.total_value : this.amount;
  }

  /** `tucan-total` once per change of what the shopper pays (a drop-in shows it as its total). */
  private reportTotal(): void {
    const total = this.totalToPay();
    const currency = this.optionsCurrency || this.currency;
    if (typeof total !== 'number' || !Number.isFinite(total) || !currency) return;
    const key = `${total}|${currency}|${this.installments}`;
    if (key === this.reportedTotal) return;
    this.reportedTotal = key;
    const plan = this.installmentOptions.find((o) => o.installments === this.installments);
    const installments = plan && plan.installments > 1 ? plan.installments : 1;
    // Through a plain function: the manifest lists the event once, from the documented `@fires` above.
    emit(this, new TucanTotalEvent({ chargeUuid: this.chargeUuid, total, currency, installments }));
  }

  private busyLabel(): string {
    return this.l10n.t(paymentMessages, this.payment.outcomeUnknown ? 'checking' : 'paying');
  }

  private payLabel(): string {
    // After an unknown outcome the button asks again (same Idempotency-Key): it never reads as a new payment.
    if (this.payment.outcomeUnknown) return this.l10n.t(paymentMessages, 'check');
    const total = this.totalToPay();
    if (
      this.settled &&
      typeof total === 'number' &&
      Number.isFinite(total) &&
      (this.currency || this.optionsCurrency)
    ) {
      return this.t('pay', { amount: this.money(total) });
    }
    return this.t('pay.plain');
  }

  /** The colour scheme the nested status and 3DS dialog follow: this element's, as resolved from the page. */
  private themeOf(): string {
    return this.scheme.dark ? 'dark' : 'light';
  }

  override render() {
    if (this.frameLoading) return this.frame?.render() ?? nothing;
    const brand = brandOf(this.card.number);
    const shown = this.card.shown;
    const ctx: FieldContext = {
      t: (key, params) => this.t(key, params),
      off: this.formDisabled,
      error: (f) => this.error(f),
      blur: (f) => this.card.blur(f),
    };
    // A keystroke in one field renders that field again, not the whole form: every other part is rendered once
    // per change of what it shows (`guard`), the words included (language, the merchant's wording, loaded locales).
    const words = [this.l10n.lang, this.messages, this.l10n.revision, this.formDisabled];
    const plan = (o: InstallmentOption) =>
      installmentLabel(
        o,
        (v) => this.money(v),
        (v) => this.money(v, null),
      );
    const alert = guard([...words, this.alert, this.alertAt], () =>
      paymentAlert(this.t(this.alertAt === 'card' ? 'alert.declined' : 'alert.failed'), this.alert),
    );
    return html`
      <section aria-label=${this.t('region')}>
        <form part="form" novalidate ?hidden=${this.done} ?inert=${this.done} @submit=${this.onSubmit}>
          ${guard([...words, this.methods, this.method], () =>
            methodPicker(ctx, cardMethods(this.methods), this.method, (m) => {
              this.method = m;
              this.payment.edited();
            }),
          )}
          <div class="card-grid">
            ${numberField(ctx, this.card.number, brand, (e) => this.onNumberInput(e))}
            ${guard(
              [
                ...words,
                this.card.expiry,
                this.card.cvc,
                brand?.id === 'amex',
                this.card.errors.expiry,
                this.card.errors.cvc,
              ],
              () =>
                expiryAndCvc(
                  ctx,
                  this.card.expiry,
                  this.card.cvc,
                  brand?.id === 'amex',
                  (e) => this.onExpiryInput(e),
                  (e) => this.onCvcInput(e),
                ),
            )}
          </div>
          ${this.alertAt === 'card' ? alert : nothing}
          ${guard([...words, this.card.holder, this.card.errors.name], () =>
            nameField(ctx, this.card.holder, (e) => this.onText('name', e)),
          )}
          ${guard([...words, shown.email, this.card.email, this.card.errors.email], () =>
            shown.email ? emailField(ctx, this.card.email, (e) => this.onText('email', e)) : nothing,
          )}
          ${guard(
            [
              ...words,
              shown.document,
              this.country,
              this.card.documentType,
              this.card.document,
              this.card.errors.document,
            ],
            () => {
              if (!shown.document) return nothing;
              const types = documentTypesFor(this.country);
              return documentFields(
                ctx,
                types,
                this.card.documentType ?? types[0] ?? 'PAS',
                this.card.document,
                (type) => {
                  this.card.documentType = type;
                  this.card.recheck('document');
                  this.requestUpdate(); // the number's format (placeholder, mask) follows the type
                  this.payment.edited();
                },
                (e) => this.onText('document', e),
              );
            },
          )}
          ${guard(
            [...words, this.method, this.options, this.installments, this.optionsCurrency, this.currency],
            () => {
              const chosen = this.installmentOptions.find((o) => o.installments === this.installments);
              return installmentsField(
                ctx,
                this.installmentOptions,
                this.installments,
                (o) => {
                  const { key, params } = plan(o);
                  return this.t(key, params);
                },
                chosen && chosen.installments > 1
                  ? this.t(installmentDetailKey(chosen), plan(chosen).params)
                  : '',
                (count) => {
                  this.installments = count;
                  this.payment.edited();
                },
              );
            },
          )}
          ${this.alertAt === 'pay' ? alert : nothing}
          ${this.notice ? html`<p class="notice">${this.notice}</p>` : nothing}
          <button type="submit" part="button" class="primary-button" @mousedown=${keepFocus} aria-disabled=${this.busy || this.formDisabled ? 'true' : 'false'}>
            ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>${this.busyLabel()}` : this.payLabel()}
          </button>
        </form>
        ${
          this.done
            ? html`<div class="result" tabindex="-1">
              <tucan-status quiet .messages=${this.messages} status=${this.status} lang=${this.l10n.lang} currency=${this.currency}
                theme=${this.themeOf()} .amount=${this.totalToPay()}></tucan-status>
            </div>`
            : nothing
        }
        <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
        <div class="frames"></div>
        ${
          this.settled
            ? html`<tucan-3ds-challenge .messages=${this.messages} lang=${this.l10n.lang} theme=${this.themeOf()}></tucan-3ds-challenge>`
            : nothing
        }
      </section>
    `;
  }
}
