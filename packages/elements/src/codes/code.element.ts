import type { ErrorDetail } from '@tucan/client';
import {
  html,
  LitElement,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { Messages } from '../controllers/localize.ts';
import { type DocumentType, documentTypesFor } from '../domain/documents.ts';
import type { Fields } from '../domain/payloads.ts';
import { frameMessages } from '../frame/frame.messages.ts';
import { payerFields } from '../payer/payer-fields.templates.ts';
import { PayerFieldsController, type PayerInput, type TucanPayer } from '../payer/payer-fields.ts';
import { BackOnlineCheck, checkingText } from '../payment/back-online.ts';
import { ClientCache } from '../payment/client-cache.ts';
import { PaymentFlow, type PaymentHost } from '../payment/flow.ts';
import { TucanPaymentElement } from '../payment/payment.element.ts';
import { CHALLENGE_TIMEOUT_MS } from '../payment/payment.logic.ts';
import { paymentMessages } from '../payment/payment.messages.ts';
import { statusMessages } from '../status/status.messages.ts';
import { pageSchemeStyles, spinnerStyles } from '../styles/base.styles.ts';
import { endView, LIVE_WARNING, liveKey, liveWarning } from './code.ends.ts';
import { type CodeMessageKey, codeMessages } from './code.messages.ts';
import { type CodeMethod, fieldWords } from './code.method.ts';
import { CodeScreen } from './code.screen.ts';
import { CodeSession, type NewCharge, type StatusGetter } from './code.session.ts';
import { codeStyles } from './code.styles.ts';
import { actionButton, alertBox } from './code.templates.ts';

// The shared code words' `MessageTables` entry, in every code element's published declarations too.
export type {} from './code.messages.ts';

/**
 * @summary The shared base of the payment-code elements (pix, spei, oxxo, qra, boleto, Pago Fácil): an optional
 * payer step, one pay call, the waiting screen with copy, countdown, expiry and status polling.
 *
 * A method element only names its `CodeMethod` description (see `code.method.ts`). The element holds the public
 * contract and renders; a code's life is its `CodeSession` (`code.session.ts`), the waiting screen its `CodeScreen`
 * (`code.screen.ts`), the payer step a `PayerFieldsController` (`payer/payer-fields.ts`).
 *
 * @attribute {string} lang - Wording (en, pt-BR, es-MX, es-AR, es-CO, es-CL; other tags to the nearest) and amount and date formats. Not a property of its own:
 * the element's `lang`, else the closest ancestor's, else the document's, else the browser's language.
 * @fires {TucanStatusEvent} tucan-status - The charge status changed: `issued` once the code is shown, then what
 * the status source reports (`paid`, `canceled`, …). `detail`: `{ chargeUuid, status }`.
 * @fires {TucanCompleteEvent} tucan-complete - Once, when the charge is `paid` (or `confirmed`): `{ chargeUuid, status }`.
 * @fires {TucanErrorEvent} tucan-error - When the code could not be requested or shown (the pay flow's codes:
 * `outcome_unknown`, `already_processed`, `rate_limited`, the service's error code…; `bad_payload`), when it
 * expired (`expired`), when a new charge for a new code could not be had (`renew_failed`), when the charge ended
 * without payment (its status, e.g. `canceled`), or once when a code is shown with no `status-url` or `getStatus`
 * to follow it (`no_status_source`). `detail`: `{ chargeUuid, code, message, reason? }`.
 * @fires {TucanBusyEvent} tucan-busy - A code request started or ended: `{ chargeUuid, busy }`.
 * @csspart base - The element's panel.
 * @csspart amount - The amount to pay.
 * @csspart form - The payer step (only when the method or `fields` asks for payer data, or with `confirm`).
 * @csspart field - Each payer field (label, input, error).
 * @csspart input - Each payer input and select.
 * @csspart error - The error line of each payer field.
 * @csspart button - Every button: the main action, Copy, Print, Try again, Generate a new code.
 * @csspart copy - Each Copy button.
 * @csspart code - Each value that can be copied (the pix string, the CLABE, the reference, the digitable line…).
 * @csspart qr - The QR code (pix, qra).
 * @csspart barcode - The barcode (OXXO, boleto, Pago Fácil).
 * @csspart countdown - The time left and the expiry (or due) date.
 * @csspart steps - The list of steps to pay.
 * @csspart alert - Expiry, errors and notices.
 * @cssprop --tucan-color-primary - Main buttons, the countdown. Default `#0b5fff` (dark `#7aa7ff`).
 * @cssprop --tucan-color-on-primary - Main button text. Default `#ffffff` (dark `#0b1020`).
 * @cssprop --tucan-color-success - Copied buttons and the paid result. Default `#0a7a3b` (dark `#5fd38d`).
 * @cssprop --tucan-color-waiting - The waiting line. Default `#8a5a00` (dark `#f0b849`).
 * @cssprop --tucan-color-failure - Errors and the expired alert. Default `#b3261e` (dark `#ff8a80`).
 * @cssprop --tucan-color-text - Text. Default `#1d2430` (dark `#eef1f6`).
 * @cssprop --tucan-color-muted - Labels and hints. Default `#4d5666` (dark `#b8c0cc`).
 * @cssprop --tucan-color-background - The panel and inputs. Default `#ffffff` (dark `#161a22`).
 * @cssprop --tucan-color-border - Borders. Default `#8a93a3` (dark `#7d8797`).
 * @cssprop --tucan-color-focus - Focus ring. Default `#0b5fff` (dark `#7aa7ff`).
 * @cssprop --tucan-radius - Corner radius. Default `8px`.
 * @cssprop --tucan-space - Spacing unit. Default `1rem`.
 * @cssprop --tucan-font-family - Font. Default `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`.
 * @cssprop --tucan-font-size - Base font size. Default `1rem`.
 */
export abstract class TucanCodeElement<P = unknown> extends TucanPaymentElement implements PaymentHost {
  static override styles = [pageSchemeStyles, spinnerStyles, codeStyles];
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    delegatesFocus: true,
  };

  static override properties: PropertyDeclarations = {
    fields: {},
    statusUrl: { attribute: 'status-url' },
    confirm: { type: Boolean },
    embedded: { type: Boolean, reflect: true },
    noRegenerate: { type: Boolean, attribute: 'no-regenerate' },
    payload: { attribute: false },
    payer: { attribute: false },
    getStatus: { attribute: false },
    newCharge: { attribute: false },
    replacedBy: { attribute: false },
    status: { attribute: false },
    formDisabled: { state: true },
  };

  /** The shared code words, the method's own, and the payment's, status and base-url words. */
  protected override words(): readonly Messages<string>[] {
    return [codeMessages, this.method.messages, paymentMessages, statusMessages, frameMessages];
  }

  /** The charge to pay (created by the merchant's backend); the code is requested as soon as it is set. */
  declare chargeUuid: string;
  /** Charge amount in major units (e.g. 150.75), shown with the currency; the code's own amount wins. */
  declare amount: number | undefined;
  /** ISO 4217 currency of the charge (BRL, MXN, ARS). */
  declare currency: string;
  /** BR, MX or AR: the payer documents offered when a document is asked for. */
  declare country: string;
  /** Optional payer fields, space- or comma-separated: `name`, `document`, `email` (see each element). */
  fields = '';
  /**
   * A URL on the merchant's backend answering `GET` with JSON `{ "status": "…" }` for this charge; polled while
   * the code waits. `{charge_uuid}` in it is replaced by the charge UUID.
   */
  statusUrl = '';
  /** Ask the shopper to confirm before the code is requested, even when no payer data is needed. */
  confirm = false;
  /**
   * Set by `<tucan-checkout>`: the element renders without a heading or box of its own (the checkout's row names
   * the method) and never issues a code by being shown: the shopper presses its button. A payer step only when a
   * payer field is required (optional ones, such as the email, are not asked there).
   */
  embedded = false;
  /** No "Generate a new code" once the code expired. */
  noRegenerate = false;
  /** Standalone: a `payment_payload` your backend already has (`POST …/charge/pix/`), shown with no pay call. */
  declare payload: Fields | undefined;
  /**
   * The payer you already know (a signed-in customer), in the pay request's own names: `payer_name`, `email`,
   * `payer_document_type`, `payer_tax_id`. Prefills the payer step's empty fields; the shopper sees each value and
   * may change it, and nothing is sent before they press the button. A document of a type the method does not take
   * is left out.
   */
  declare payer: TucanPayer | undefined;
  /** Asks your backend for the charge status (instead of `status-url`); polled while the code waits. */
  declare getStatus: StatusGetter | undefined;
  /**
   * Gives a new charge UUID when the shopper asks for a new code after expiry (your backend creates it); without
   * it, the new code is a new pay attempt on the same charge. `<tucan-checkout>` sets it from its own `newCharge`.
   */
  declare newCharge: NewCharge | undefined;
  /**
   * @internal Set by `<tucan-checkout>`: the method (`oxxo`, `spei`, `card`, …) of the charge's last attempt when it
   * is another's, else `''`. A code shown here is then void: the element says it was replaced and offers a new one;
   * before a code is issued, it says which other method's code stops working.
   */
  replacedBy = '';
  /** The charge status. Set it yourself (e.g. from your own push channel) to end the wait: `paid` shows success. */
  get status(): string {
    return this.payment.status;
  }
  set status(status: string) {
    this.payment.set({ status });
  }

  /** @internal No 3DS for codes; required by the shared flow. */
  readonly challengeTimeout = CHALLENGE_TIMEOUT_MS;
  /** @internal The form the element belongs to is disabled (`formDisabledCallback`). */
  formDisabled = false;

  private readonly flow = new PaymentFlow(this);
  /** The payer step's fields: those the method asks for, in the documents of the method or the country. */
  private readonly payerFields = new PayerFieldsController(this, {
    inputs: () => this.inputs(),
    types: () => this.documentTypes(),
    changed: () => this.flow.newAttempt(),
  });
  private readonly session: CodeSession<P> = new CodeSession(this, {
    method: () => this.method,
    asksFirst: () => this.asksFirst(),
    payerBody: () => this.payerFields.body(),
    flow: this.flow,
  });
  private readonly screen = new CodeScreen(this, this.session, () => this.method);
  /** Back online after an unknown outcome: "Check payment" by itself (the same attempt, the same key). */
  private readonly backOnline = new BackOnlineCheck(this, {
    payment: () => this.payment,
    check: () => this.session.request(),
  });

  /** The method this element pays with. */
  protected abstract readonly method: CodeMethod<P>;

  constructor() {
    super();
    // The client is part of every code element (it pays as soon as it has its charge).
    this.clients = new ClientCache();
  }

  /** @internal A message of this method, else a shared one. */
  t(key: string, params: Record<string, string> = {}): string {
    const own = this.method.messages;
    return this.l10n.has(own, key)
      ? this.l10n.t(own, key, params)
      : this.l10n.t(codeMessages as Messages<string>, key, params);
  }

  private shared = (key: CodeMessageKey, params?: Record<string, string>): string =>
    this.l10n.t(codeMessages, key, params);

  /** @internal What the live region says as the code is asked for: "Checking…" for "Check payment". */
  payingText = (): string | undefined => checkingText(this.payment, this.l10n);

  /** @internal The result takes the focus, unless a check by itself would take it from elsewhere on the page. */
  override focusResult(): Promise<void> {
    return this.backOnline.mayFocus() ? super.focusResult() : Promise.resolve();
  }

  /** @internal The payer fields the service refused (422). */
  showServiceErrors(details: readonly ErrorDetail[]): void {
    const first = this.payerFields.showService(details.map((d) => d.field ?? ''));
    if (first) {
      this.session.phase = 'input';
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#${first}`)?.focus());
    }
  }

  /** @internal */
  formResetCallback(): void {
    if (this.session.phase !== 'input') return;
    this.payerFields.reset();
    this.payerFields.prefill(this.payer);
    this.flow.newAttempt();
  }

  /** @internal */
  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  private inputs(): readonly PayerInput[] {
    const all = this.method.inputs(fieldWords(this.fields));
    return this.embedded && all.every((i) => !i.required) ? [] : all;
  }

  /** The shopper acts before the code is requested: payer data, `confirm`, or the checkout's deliberate press. */
  private asksFirst(): boolean {
    return this.inputs().length > 0 || this.confirm || this.embedded;
  }

  private documentTypes(): readonly DocumentType[] {
    return this.method.documentTypes ?? documentTypesFor(this.country);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('payer') || changed.has('country')) this.payerFields.prefill(this.payer);
    if (changed.has('payload') && this.payload) this.session.showStandalone(this.payload);
    if (
      (changed.has('chargeUuid') || changed.has('baseUrl') || changed.has('client')) &&
      this.chargeUuid &&
      !this.payload &&
      !this.session.askedFor(this.chargeUuid) &&
      !this.baseUrlCheck.refused
    ) {
      this.session.begin();
    }
    if (changed.has('status')) this.session.statusChanged();
    if (changed.has('replacedBy') && this.replacedBy) this.session.replaced();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('statusUrl') || changed.has('getStatus')) this.session.watch();
    this.keepFocus();
  }

  /** The focus was inside before this render (`update` notes it): see `keepFocus`. */
  private focusWasInside = false;

  protected override update(changed: PropertyValues<this>): void {
    this.focusWasInside = this.matches(':focus-within');
    super.update(changed);
  }

  /**
   * A screen that replaced the one holding the focus (the button pressed: "Generate Pix code", "Generate a new
   * code", "Try again", a Copy button at expiry) passes the focus on to its first control, or to its focusable
   * line (the request's wait, the result), never leaving it on the page's `<body>`. A focus elsewhere is not taken.
   */
  private keepFocus(): void {
    if (!this.focusWasInside || this.matches(':focus-within')) return;
    this.renderRoot.querySelector<HTMLElement>('button, input, select, [tabindex="-1"]')?.focus();
  }

  /** @internal Until the charge is paid the form is incomplete, pointing at the step's first control. */
  formValidity() {
    const anchor = this.renderRoot.querySelector<HTMLElement>('input, button') ?? undefined;
    return { message: this.shared('form.incomplete'), anchor };
  }

  private async submit(e: Event): Promise<void> {
    e.preventDefault();
    if (this.session.busy || this.formDisabled) return;
    const first = this.payerFields.validateAll();
    if (first) {
      this.announce(this.shared('invalid.summary'));
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    await this.session.request();
  }

  private button(label: string, onClick: () => void) {
    return actionButton(label, { busy: this.session.busy, off: this.formDisabled }, onClick);
  }

  private renderInput(): TemplateResult {
    const busy = this.session.busy;
    const off = busy || this.formDisabled;
    const press = (on: boolean) => () => {
      this.payerFields.pressing = on;
    };
    return html`<form part="form" novalidate @submit=${(e: Event) => this.submit(e)}
      @pointerdown=${(e: Event) => {
        this.payerFields.pressing = (e.target as Element).closest('button') !== null;
      }}
      @pointerup=${press(false)} @pointercancel=${press(false)}>
      ${
        this.payerFields.inputs.length
          ? html`<fieldset><legend>${this.shared('details.legend')}</legend>
              ${payerFields(this.payerFields, { words: (key, params) => this.t(key, params), off, typePart: 'field' })}</fieldset>`
          : nothing
      }
      ${this.payment.alert ? alertBox('failure', this.payment.alert, '') : nothing}
      ${
        // A charge the service refused to pay (409) offers no attempt that cannot succeed.
        this.flow.closed
          ? nothing
          : html`<button type="submit" part="button" class="button primary" aria-disabled=${off ? 'true' : 'false'}
        aria-describedby=${liveKey(this) ? LIVE_WARNING : nothing}>
        ${busy ? html`<span class="spinner" aria-hidden="true"></span>${this.shared('requesting')}` : this.flow.outcomeUnknown ? this.l10n.t(paymentMessages, 'check') : this.t('action')}
      </button>${liveWarning(this)}`
      }
    </form>`;
  }

  private renderBody(): TemplateResult | typeof nothing {
    if (this.payment.done)
      return this.resultView(this.session.statement.currency, this.session.statement.value ?? this.amount);
    const session = this.session;
    switch (session.phase) {
      case 'input':
        return this.renderInput();
      case 'requesting':
        return html`<p class="loading" tabindex="-1"><span class="spinner" aria-hidden="true"></span>${this.shared('requesting')}</p>`;
      case 'waiting':
        return session.code !== undefined ? this.screen.render(session.code) : nothing;
      case 'expired':
      case 'canceled':
      case 'replaced':
        return endView(this, session, (label, onClick) => this.button(label, onClick));
      case 'failed':
        return alertBox(
          'failure',
          this.payment.alert || this.payment.notice || this.shared('error.payload'),
          '',
          // A charge the service refused to pay (409) offers no attempt that cannot succeed.
          this.flow.closed
            ? undefined
            : html`<div class="actions">${this.button(
                this.flow.outcomeUnknown ? this.l10n.t(paymentMessages, 'check') : this.shared('retry'),
                () => void session.request(),
              )}</div>`,
        );
      default:
        return nothing;
    }
  }

  override render() {
    if (this.baseUrlCheck.refused) return this.baseUrlCheck.view();
    const amount = this.screen.amountToPay();
    const showNotice = this.payment.notice && this.session.phase !== 'failed' && !this.payment.done;
    return html`<section class="panel" part="base" aria-label=${this.shared('region', { method: this.t('name') })}>
      <header class="head">
        ${this.embedded ? nothing : html`<p class="method-name">${this.t('name')}</p>`}
        ${
          amount && !this.payment.done
            ? html`<p class="amount" part="amount"><span class="label">${this.shared('amount.label')}</span>
                <span class="value">${amount}</span></p>`
            : nothing
        }
      </header>
      ${this.renderBody()}
      ${showNotice ? alertBox('info', this.payment.notice, '') : nothing}
      ${this.liveRegion()}
    </section>`;
  }
}
