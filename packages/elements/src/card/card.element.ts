import type { ErrorDetail, InstallmentOption } from '@tucan/client';
import { LitElement, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import { TucanTotalEvent } from '../events.ts';
import { failurePlain } from '../frame/failure-plain.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import type { CardFrame } from '../frame/host.ts';
import { attachFrame } from '../frame/host-load.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import { CHALLENGE_TIMEOUT_MS, METHOD_TIMEOUT_MS } from '../payment/payment.defaults.ts';
import { TucanPaymentElement } from '../payment/payment.element.ts';
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
export class TucanCardElement extends TucanPaymentElement implements CardPaymentHost {
  /**
   * The element's own styles. The frame host (`frame/host.ts`) adds the frame box's, the inline form
   * (`card.inline.ts`) its field and control styles, each when it is created.
   */
  static override styles = [pageSchemeStyles, surfaceStyles];
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  static override properties: PropertyDeclarations = {
    country: {},
    methods: {},
    fields: {},
    payer: { attribute: false },
    methodTimeout: { type: Number, attribute: 'method-timeout' },
    challengeTimeout: { type: Number, attribute: 'challenge-timeout' },
    isolation: { reflect: true },
    method: { state: true },
    options: { state: true },
    optionsCurrency: { state: true },
    chargeValue: { state: true },
    installments: { state: true },
    formDisabled: { state: true },
    settled: { state: true },
  };

  protected static override words = { namespaces: ['card', 'payment', 'status', 'frame'] as const };

  /**
   * Charge amount in major units (e.g. 150.75), for the Pay button and the result; shown only with a currency. A
   * hint: once the service's installment simulation gives the charge's value, that is shown instead (a page whose
   * amount differs hears `tucan-error` `amount_mismatch`); in frame mode only the service's value is shown.
   */
  declare amount: number | undefined;
  /** ISO 4217 currency of the charge (the installment simulation's currency wins when it has one). */
  declare currency: string;
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
  formDisabled = false;
  #reportedTotal = '';
  /**
   * What the first render leaves out, so that the inputs show and take focus at once: the amounts (a page's first
   * Intl number formatter loads locale data for tens of ms; until then Pay reads "Pay") and the 3DS dialog
   * element (its own first render). Both come at the first idle moment after the first render, when the
   * installment plans arrive, or at Pay, whichever is first.
   */
  settled = false;

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

  /** @internal The installment options shown: credit only, and only when there is a choice. */
  get installmentOptions(): InstallmentOption[] {
    return this.method === 'credit_card' && this.options.length > 1 ? this.options : [];
  }

  /** @internal */
  t(key: CardMessageKey, params?: Record<string, string>): string {
    return this.l10n.t(cardMessages, key, params);
  }

  /** @internal */
  showServiceErrors(details: readonly ErrorDetail[]): void {
    this.inline?.showServiceErrors(details);
  }

  /** @internal After success: the card number and security code leave the inputs and the element's memory. */
  clearSensitive(): void {
    this.inline?.clearSensitive();
  }

  /** In frame mode, focus goes to the frame's first field. */
  override focus(options?: FocusOptions): void {
    if (this.frame) this.frame.focus();
    else super.focus(options);
  }

  /** @internal A form reset empties the fields (not once the charge is final). */
  formResetCallback(): void {
    if (this.payment.done) return;
    this.frame?.reset();
    this.inline?.reset();
    this.payment.set({ alert: '', notice: '' });
    this.payment.announcement = '';
  }

  /** @internal A disabled fieldset or form disables the inputs and Pay. */
  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (this.isolation !== 'inline' && !this.#frameLoading && !this.baseUrlCheck.refused) {
      this.#frameLoading = true;
      attachFrame(this);
    }
    this.inline?.willUpdate(changed);
  }

  protected override firstUpdated(): void {
    // In frame mode the frame pays: this page never needs the pay chunk (nor the inline form).
    if (this.#frameLoading || this.baseUrlCheck.refused) return;
    this.inline?.firstUpdated();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!this.#frameLoading && !this.baseUrlCheck.refused) this.inline?.updated(changed);
    this.#reportTotal();
  }

  /** @internal Invalid until the charge is paid, anchored on the number field. */
  formValidity() {
    const anchor = this.renderRoot.querySelector<HTMLInputElement>('#number') ?? undefined;
    return { message: this.t('form.incomplete'), anchor };
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

  override render() {
    if (this.baseUrlCheck.refused) return this.baseUrlCheck.view();
    if (this.#frameLoading) return this.frame?.render() ?? nothing;
    if (this.inline) return this.inline.render();
    const retry = this.inlineFailed;
    return retry
      ? failurePlain(this.l10n.t(frameMessages, 'failed'), this.l10n.t(frameMessages, 'retry'), retry)
      : nothing;
  }
}
