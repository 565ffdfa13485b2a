import type { PropertyDeclarations, PropertyValues } from 'lit';
import type { Messages } from '../controllers/localize.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import type { CardFrame } from '../frame/host.ts';
import type { TucanPayer } from '../payer/payer-fields.ts';
import { TucanPaymentElement } from '../payment/payment.element.ts';
import { CardFormHostMixin, formElement } from './card-host.mixin.ts';

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
 * @fires {TucanBusyEvent} tucan-busy - A payment attempt started (`busy: true`: Pay, 3DS, the service's answer)
 * or ended (`busy: false`). `detail`: `{ chargeUuid, busy }`.
 * @fires {Event} input - A plain `Event` (bubbles, composed) each time a field's value changes; no data.
 * @fires {Event} change - A plain `Event` (bubbles, not composed) when a field is committed; no data.
 * @csspart frame - The service's iframe that holds the form (the default `isolation="frame"`): with it, the only
 * part the page's `::part()` rules reach.
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
export class TucanCardElement extends CardFormHostMixin(TucanPaymentElement) {
  static override properties: PropertyDeclarations = {
    isolation: { reflect: true },
  };

  /**
   * The words the card shows: its own outside the form (`frameMessages`), and in inline mode its form's, which come
   * with the form's code (the frame mode's page never loads them). The result's come with the payment's code
   * (`card.pay-loader.ts`).
   */
  protected override words(): readonly Messages<string>[] {
    const form = this.#isInline() ? formElement() : undefined;
    return form ? [...form.words, ...super.words()] : super.words();
  }

  /** The mode: read once, at the first update; until then, what `isolation` says. */
  #isInline(): boolean {
    return this.#inline ?? this.isolation === 'inline';
  }

  /**
   * Charge amount in major units (e.g. 150.75), for the Pay button and the result; shown only with a currency. A
   * hint: once the service's installment simulation gives the charge's value, that is shown instead (a page whose
   * amount differs hears `tucan-error` `amount_mismatch`); in frame mode only the service's value is shown.
   */
  declare amount: number | undefined;
  /** ISO 4217 currency of the charge (the installment simulation's currency wins when it has one). */
  declare currency: string;
  /** BR, MX, AR, CL or CO: picks the payer documents offered when `fields` has `document` (else passport). */
  declare country: string;
  /**
   * The wallet's allowed card methods, space- or comma-separated, e.g. "credit_card debit_card" (a choice
   * shows when both are there); unknown words are ignored, none known means credit.
   */
  declare methods: string;
  /** Optional payer fields to show, space- or comma-separated: "email", "document" (required once shown). */
  declare fields: string;
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
  declare methodTimeout: number;
  /**
   * How long the shopper has for a 3DS challenge or a decoupled (bank app) approval, in ms, clamped to
   * 10 000–1 800 000; a value that is not a positive finite number (`abc`, `10m`, `0`, `-1`) takes the default.
   * When it runs out the element asks the service to end the attempt and shows what the service answers.
   * @type {number}
   * @default 600000
   */
  declare challengeTimeout: number;
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
  /**
   * @internal The frame mode's host side (`isolation` other than `inline`, the default), made at the first update:
   * the mode is read once, when the element first renders.
   */
  frame: CardFrame | undefined;
  /** The mode read at the first update. */
  #inline: boolean | undefined;

  /**
   * @internal The code the card's mode needs before it renders, when it is not here yet: the inline form (`cardForm`)
   * with what its `fields` need (`TucanCardFormElement.codeFor`), or the frame host. The first render, and a render
   * after a change of language, wait for it, then for the shopper's words.
   */
  override formCode(): Promise<unknown> | undefined {
    if (this.#isInline())
      return formElement() ? super.formCode() : cardForm.load().then(() => super.formCode());
    return hostModule
      ? undefined
      : frameHost.load().then((m) => {
          hostModule = m;
        });
  }

  /** In frame mode, focus goes to the frame's first field. */
  override focus(options?: FocusOptions): void {
    if (this.frame) this.frame.focus();
    else super.focus(options);
  }

  /** @internal A form reset empties the fields, in the frame too (not once the charge is final). */
  override formResetCallback(): void {
    if (!this.payment.done) this.frame?.reset();
    super.formResetCallback();
  }

  /** @internal A disabled fieldset or form disables the inputs and Pay. */
  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.#inline ??= this.isolation === 'inline';
    if (!this.#inline && !this.frame && hostModule && !this.baseUrlCheck.refused) {
      this.frame = new hostModule.CardFrame(this);
    }
  }

  /** @internal Invalid until the charge is paid, anchored on the number field. */
  formValidity() {
    const anchor = this.renderRoot.querySelector<HTMLInputElement>('#number') ?? undefined;
    return { message: this.l10n.t(frameMessages, 'incomplete'), anchor };
  }

  override render() {
    if (this.baseUrlCheck.refused) return this.baseUrlCheck.view();
    if (this.frame) return this.frame.render();
    return super.render();
  }
}

/**
 * Where an inline card's form comes from (`card.form.ts`, which defines `<tucan-card-form>`), loaded when the first
 * inline card is about to render unless an entry included it. An object, so that a test can stand in for the network.
 */
export const cardForm = { load: () => import('./card.form.ts') };

/** The frame host's module, once loaded. */
let hostModule: typeof import('../frame/host.ts') | undefined;

/**
 * Where a frame card's page side comes from (`frame/host.ts`: the iframe, the handshake, the events, the 3DS dialog),
 * loaded when the first frame card is about to render unless an entry included it (`card.ts`, the default mode's
 * entry, does). The inline card and the frame's own document never load it.
 */
export const frameHost = { load: () => import('../frame/host.ts') };
