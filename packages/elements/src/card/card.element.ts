import type { Environment, ErrorDetail, InstallmentOption, TucanClient } from '@tucan/client';
import { LitElement, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { ColorSchemeController } from '../controllers/color-scheme.ts';
import { LocalizeController } from '../controllers/localize.ts';
import { TucanTotalEvent } from '../events.ts';
import { failurePlain } from '../frame/failure-plain.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import type { CardFrame } from '../frame/host.ts';
import { attachFrame } from '../frame/host-load.ts';
import { amountProperty } from '../internal/amount-property.ts';
import { BaseUrlCheck } from '../internal/base-url.ts';
import type { LocaleOverrides } from '../locales/catalogue.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import {
  CHALLENGE_TIMEOUT_MS,
  isSuccess,
  METHOD_TIMEOUT_MS,
  PAY_TIMEOUT_MS,
} from '../payment/payment.defaults.ts';
import { pageSchemeStyles, surfaceStyles } from '../styles/base.styles.ts';
import type { ChallengeOutcome, ChallengeRequest } from '../threeds/challenge.element.ts';
import type { CardInline } from './card.inline.ts';
import type { CardMethod } from './card.logic.ts';
import { type CardMessageKey, cardMessages } from './card.messages.ts';
import type { CardPaymentHost } from './card.payment.ts';

const emit = (host: HTMLElement, event: Event) => host.dispatchEvent(event);

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
 * each render; a change of its own `lang` or of `<html lang>` re-renders at once.
 * @fires {TucanStatusEvent} tucan-status - When the charge status from the service changes (not for a repeat
 * of the same status). `detail`: `{ chargeUuid, status }`.
 * @fires {TucanCompleteEvent} tucan-complete - Once, when the charge reaches `paid` or `confirmed`. `detail`:
 * `{ chargeUuid, status }`.
 * @fires {TucanErrorEvent} tucan-error - On a decline, a refusal by the service, a network fault, an
 * abandoned or timed-out 3DS challenge, an unsafe challenge URL, a charge that became final without payment
 * (e.g. `canceled`), a charge that may already be paid (`already_processed`), or a page `amount`/`currency` that
 * is not the charge's (`amount_mismatch`: the charge's is shown). `detail`:
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
 * @csspart alert-box - The payment error: icon, title and message, above Pay (below every field).
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
  /**
   * The element's own styles. The frame host (`frame/host.ts`) adds the frame box's, the inline form
   * (`card.inline.ts`) its field and control styles, each when it is created.
   */
  static override styles = [pageSchemeStyles, surfaceStyles];
  static formAssociated = true;
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  static override properties: PropertyDeclarations = {
    theme: { reflect: true },
    chargeUuid: { attribute: 'charge-uuid' },
    baseUrl: { attribute: 'base-url' },
    environment: {},
    ...amountProperty(this),
    currency: {},
    country: {},
    methods: {},
    fields: {},
    payer: { attribute: false },
    methodTimeout: { type: Number, attribute: 'method-timeout' },
    challengeTimeout: { type: Number, attribute: 'challenge-timeout' },
    payTimeout: { type: Number, attribute: 'pay-timeout' },
    name: { reflect: true },
    client: { attribute: false },
    isolation: { reflect: true },
    langAttribute: { attribute: 'lang' },
    method: { state: true },
    options: { state: true },
    optionsCurrency: { state: true },
    chargeValue: { state: true },
    installments: { state: true },
    busy: { state: true },
    done: { state: true },
    alert: { state: true },
    notice: { state: true },
    announcement: { state: true },
    formDisabled: { state: true },
    status: { state: true },
    settled: { state: true },
    messages: { attribute: false },
  };

  /**
   * `auto` (follows the page: its computed `color-scheme` or `<meta name="color-scheme">`, and the system only
   * when the page supports both), `light` or `dark`; the embedded status and 3DS dialog follow it.
   */
  theme = 'auto';
  /** The charge to pay (created by the merchant's backend). */
  chargeUuid = '';
  /**
   * @internal The element's own `lang` attribute, watched so that a change re-words the card at once (in the frame
   * too: the frame gets the new language with its options); the language itself is read by the localize controller.
   */
  langAttribute: string | null = null;
  /** Service base URL (e.g. a local sandbox); overrides `environment`. */
  baseUrl = '';
  /** `sandbox` or `production`: the provider's service the element talks to (unless `base-url` is set). */
  environment: Environment = 'sandbox';
  /**
   * Charge amount in major units (e.g. 150.75), for the Pay button and the result; shown only with a currency. A
   * hint: once the service's installment simulation gives the charge's value, that is shown instead (a page whose
   * amount differs hears `tucan-error` `amount_mismatch`); in frame mode only the service's value is shown.
   */
  declare amount: number | undefined;
  /** ISO 4217 currency of the charge (the installment simulation's currency wins when it has one). */
  currency = '';
  /** BR, MX, AR, CL or CO: picks the payer documents offered when `fields` has `document` (else passport). */
  country = '';
  /**
   * The wallet's allowed card methods, space- or comma-separated, e.g. "credit_card debit_card" (a choice
   * shows when both are there); unknown words are ignored, none known means credit.
   */
  methods = 'credit_card';
  /** Optional payer fields to show, space- or comma-separated: "email", "document" (required once shown). */
  fields = '';
  /**
   * The payer you already know (a signed-in customer), in the pay request's own names: `{ payer_name, email,
   * payer_document_type, payer_tax_id }` (typed: `TucanPayer`). Prefills the email and document fields that
   * `fields` shows, while empty and not edited, formatted and editable; never the name on the card. A value that
   * is not text, or a document type the country does not offer, is left out. Nothing is sent before Pay. A
   * property only: personal data stays out of the page's markup.
   */
  declare payer: TucanPayer | undefined;
  /**
   * The 3DS Method wait in ms (the 10-second rule), clamped to 1–10 000; not a finite number waits 10 000.
   * @type {number}
   * @default 10000
   */
  methodTimeout = METHOD_TIMEOUT_MS;
  /**
   * How long the shopper has for a 3DS challenge or a decoupled (bank app) approval, in ms, clamped to
   * 10 000–1 800 000; a value that is not a positive finite number (`abc`, `10m`, `0`, `-1`) takes the default.
   * When it runs out the element asks the service to end the attempt and shows what the service answers.
   * @type {number}
   * @default 600000
   */
  challengeTimeout = CHALLENGE_TIMEOUT_MS;
  /**
   * How long the pay call may take, retries included, in ms, clamped to 5 000–120 000 (not a positive finite
   * number: the default). A "still working" notice shows after 4 s; when the time is up the shopper hears that
   * the outcome is not known yet, and the next click asks again with the same Idempotency-Key.
   * @type {number}
   * @default 30000
   */
  payTimeout = PAY_TIMEOUT_MS;
  /** The form field name under which the charge UUID is submitted after success (reflected). */
  name = '';
  /** Replaces the client built from `base-url`/`environment` (for tests and custom transports). */
  declare client: TucanClient | undefined;
  /**
   * `frame` (the default: the fields in one frame served from the service's origin, so the page's scripts never
   * see card data, PCI SAQ A, and Pay costs one same-origin request) or `inline` (the fields in this element's
   * shadow root, SAQ A-EP); any other value is `frame`. Read when the element first renders. The page's CSP
   * needs `frame-src` the service origin in `frame` mode. The frame never falls back to `inline`: when it cannot
   * work (a `client` without `base-url`, or the frame not ready in time) the element says so and fires
   * `tucan-error` `frame_unavailable`.
   * @default 'frame'
   */
  isolation: 'inline' | 'frame' = 'frame';
  /** @internal In a frame: the merchant page's viewport, which the 3DS challenge size is picked from. */
  hostViewport: { width: number; height: number } | undefined;
  /** @internal In a frame: the challenge shows in the merchant page's dialog, asked through the channel. */
  challengeOpener: ((request: ChallengeRequest) => Promise<ChallengeOutcome>) | undefined;

  /** @internal */
  method: CardMethod = 'credit_card';
  /** @internal */
  options: InstallmentOption[] = [];
  /** @internal */
  optionsCurrency = '';
  /** @internal The charge's value as the service gives it (the installment simulation's `value`). */
  chargeValue: number | undefined = undefined;
  /**
   * @internal In the frame: what the shopper approves is only the service's (the charge's value, a plan's total);
   * the page's `amount` is never shown, only compared with it.
   */
  amountFromService = false;
  /** @internal */
  installments = 1;
  /** @internal */
  busy = false;
  /** @internal The charge is final: the form is hidden and the result shows. */
  done = false;
  /** @internal */
  alert = '';
  /** @internal */
  notice = '';
  /** @internal */
  announcement = '';
  /** @internal */
  formDisabled = false;
  /** @internal The last charge status seen (the `tucan-status` event is the public way to follow it). */
  status = '';
  #reportedTotal = '';
  /**
   * What the first render leaves out, so that the inputs show and take focus at once: the amounts (a page's first
   * Intl number formatter loads locale data for tens of ms; until then Pay reads "Pay") and the 3DS dialog
   * element (its own first render). Both come at the first idle moment after the first render, when the
   * installment plans arrive, or at Pay, whichever is first.
   */
  settled = false;

  readonly #internals: ElementInternals;
  /** @internal */
  readonly l10n = new LocalizeController(this, ['card', 'payment', 'status', 'frame']);
  /** A `base-url` that is not a service URL: no frame, no call, the shopper reads why (`internal/base-url.ts`). */
  readonly #baseUrl = new BaseUrlCheck(this, this.l10n);

  /**
   * The merchant's wording over tucan's, per locale and element, e.g. `{ 'pt-BR': { card: { pay: 'Pagar
   * {amount} agora' } } }` (typed: `LocaleOverrides`). A key it lacks keeps tucan's wording.
   */
  declare messages: LocaleOverrides | undefined;

  /**
   * The first render, and a render after a change of language, wait for the shopper's locale to load; an inline
   * card's first render waits for its form too (`attachInline`), at once when it is already there.
   */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return this.l10n.ready(() => {
      const loading =
        this.isolation === 'inline' && !this.inline && !this.inlineFailed
          ? TucanCardElement.attachInline?.(this)
          : undefined;
      return loading ? loading.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
    });
  }
  /** The validity last given to the form (`updated`): set again only when it changes. */
  #validityKey = '';
  /**
   * @internal The frame mode's host side (`isolation="frame"`, the default): at the first render when the entry
   * included it (`card.ts`), else once its chunk has loaded (`frame/host-load.ts`).
   */
  frame: CardFrame | undefined;
  #frameLoading = false;
  /**
   * @internal How an inline card gets its form before its first render, set by the entry that registers the tag:
   * at once from the form the entry includes (`card-inline.ts`, the frame's script: `CardInline.attach`), or from
   * the form's chunk (`card.ts`: `card.inline-load.ts`, the promise while it loads). The loader is not part of the
   * class, so an entry that includes the form does not carry it.
   */
  static attachInline: ((host: TucanCardElement) => Promise<void> | undefined) | undefined;
  /** @internal The inline form (`isolation="inline"`), made before the first render (`attachInline`). */
  inline: CardInline | undefined;
  /**
   * @internal The inline form's chunk could not load (the network): the "Try again" of the plain "could not load"
   * alert the element shows instead (the frame host's, `failure-plain.ts`, in the shopper's language).
   */
  inlineFailed: (() => void) | undefined;
  readonly #scheme: ColorSchemeController;

  constructor() {
    super();
    this.#internals = this.attachInternals();
    this.#scheme = new ColorSchemeController(this, this.#internals);
  }

  /** @internal The client used for every call. */
  get api(): TucanClient {
    // Only the inline form calls the service from this page (in frame mode the frame does).
    return this.client ?? (this.inline as CardInline).payment.client(this.environment, this.baseUrl);
  }

  /** The form the element belongs to. */
  get form(): HTMLFormElement | null {
    return this.#internals.form;
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
    return this.inline?.payment.statusTitle(status) ?? status;
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
    this.inline?.showServiceErrors(details);
  }

  /** @internal After success: the card number and security code leave the inputs and the element's memory. */
  clearSensitive(): void {
    this.inline?.clearSensitive();
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
    this.inline?.reset();
    this.alert = '';
    this.notice = '';
    this.announcement = '';
  }

  /** @internal A disabled fieldset or form disables the inputs and Pay. */
  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('theme')) this.#scheme.themeChanged();
    if (this.isolation !== 'inline' && !this.#frameLoading && !this.#baseUrl.refused) {
      this.#frameLoading = true;
      attachFrame(this);
    }
    this.inline?.willUpdate(changed);
  }

  protected override firstUpdated(): void {
    // In frame mode the frame pays: this page never needs the pay chunk (nor the inline form).
    if (this.#frameLoading || this.#baseUrl.refused) return;
    this.inline?.firstUpdated();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!this.#frameLoading && !this.#baseUrl.refused) this.inline?.updated(changed);
    this.#reportTotal();
    this.#syncValidity();
  }

  /**
   * Invalid (value missing, anchored on the number) until the charge succeeds, then valid with the charge UUID
   * as the form value. Only a change is handed to the form, not every keystroke's update.
   */
  #syncValidity(): void {
    const paid = this.done && isSuccess(this.status);
    const message = paid ? `paid ${this.chargeUuid}` : this.t('form.incomplete');
    if (message === this.#validityKey) return;
    this.#validityKey = message;
    if (paid) {
      this.#internals.setFormValue(this.chargeUuid);
      this.#internals.setValidity({});
    } else {
      const anchor = this.renderRoot.querySelector<HTMLInputElement>('#number') ?? undefined;
      this.#internals.setFormValue(null);
      this.#internals.setValidity({ valueMissing: true }, message, anchor);
    }
  }

  /** @internal The chosen installment plan, when the shopper pays in more than one installment. */
  plan(): InstallmentOption | undefined {
    return this.installmentOptions.find((o) => o.installments === this.installments && o.installments > 1);
  }

  /**
   * @internal What the shopper pays: the chosen plan's total (with its interest), else the charge's value from the
   * service, else (inline, until the service's value is there) the page's `amount`.
   */
  totalToPay(): number | undefined {
    const plan = this.plan();
    if (plan) return plan.total_value;
    return this.chargeValue ?? (this.amountFromService ? undefined : this.amount);
  }

  /** @internal The currency of what the shopper pays: the service's, else the page's `currency`. */
  currencyToPay(): string {
    return this.optionsCurrency || this.currency;
  }

  /** @internal What the live region says at Pay: the amount the shopper approves, when it is known. */
  payingText(): string | undefined {
    const total = this.totalToPay();
    const currency = this.currencyToPay();
    return typeof total === 'number' && Number.isFinite(total) && currency
      ? this.t('paying.amount', { amount: this.l10n.amount(total, currency) })
      : undefined;
  }

  /**
   * `tucan-total` once per change of what the shopper pays (a drop-in shows it as its total). In frame mode the
   * frame's card reports it (`frame/host.ts` re-fires it): this page does not know the plan the shopper picked.
   */
  #reportTotal(): void {
    if (this.#frameLoading) return;
    const total = this.totalToPay();
    const currency = this.currencyToPay();
    if (typeof total !== 'number' || !Number.isFinite(total) || !currency) return;
    const key = `${total}|${currency}|${this.installments}`;
    if (key === this.#reportedTotal) return;
    this.#reportedTotal = key;
    const installments = this.plan()?.installments ?? 1;
    // Through a plain function: the manifest lists the event once, from the documented `@fires` above.
    emit(this, new TucanTotalEvent({ chargeUuid: this.chargeUuid, total, currency, installments }));
  }

  /** @internal The colour scheme the nested status and 3DS dialog follow: this element's, as resolved from the page. */
  themeOf(): string {
    return this.#scheme.dark ? 'dark' : 'light';
  }

  override render() {
    if (this.#baseUrl.refused) return this.#baseUrl.view();
    if (this.#frameLoading) return this.frame?.render() ?? nothing;
    if (this.inline) return this.inline.render();
    const retry = this.inlineFailed;
    return retry
      ? failurePlain(this.l10n.t(frameMessages, 'failed'), this.l10n.t(frameMessages, 'retry'), retry)
      : nothing;
  }
}
