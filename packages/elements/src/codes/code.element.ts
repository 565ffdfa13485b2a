import {
  type Environment,
  type ErrorDetail,
  type PayRequest,
  serviceUrl,
  type TucanClient,
} from '@tucan/client';
import {
  html,
  LitElement,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import { ClipboardController } from '../controllers/clipboard.ts';
import { ColorSchemeController } from '../controllers/color-scheme.ts';
import { CountdownController } from '../controllers/countdown.ts';
import { formatWhen } from '../controllers/dates.ts';
import { LocalizeController, type Messages } from '../controllers/localize.ts';
import { StatusPoller, type StatusSource, statusFromUrl } from '../controllers/status-poller.ts';
import { serverClock } from '../domain/countdown.ts';
import { type DocumentType, documentTypesFor } from '../domain/documents.ts';
import type { Fields } from '../domain/payloads.ts';
import { isFinalStatus } from '../domain/polling.ts';
import { TucanCompleteEvent, TucanErrorEvent, TucanStatusEvent } from '../events.ts';
import { amountProperty } from '../internal/amount-property.ts';
import { BaseUrlCheck } from '../internal/base-url.ts';
import type { LocaleOverrides } from '../locales/catalogue.ts';
import { CODES_LOADERS } from '../locales/chunks.codes.ts';
import { ClientCache } from '../payment/client-cache.ts';
import { type EarlyPay, payEarly } from '../payment/early-pay.ts';
import { PaymentFlow, type PaymentHost } from '../payment/flow.ts';
import { CHALLENGE_TIMEOUT_MS, isSuccess, PAY_TIMEOUT_MS } from '../payment/payment.logic.ts';
import { paymentMessages } from '../payment/payment.messages.ts';
import { isChargeStatus } from '../status/status.logic.ts';
import { statusMessages } from '../status/status.messages.ts';
import { pageSchemeStyles, spinnerStyles } from '../styles/base.styles.ts';
import { PayerFormController, type TucanPayer } from './code.inputs.ts';
import { type CodeMessageKey, codeMessages } from './code.messages.ts';
import {
  type CodeMethod,
  type CodeView,
  fieldWords,
  type PayerField,
  type PayerInput,
} from './code.method.ts';
import { codeStyles } from './code.styles.ts';
import {
  alertBox,
  barcodeFigure,
  copyRow,
  detailRow,
  type FieldsContext,
  icon,
  payerFields,
  qrFigure,
  type ScreenContext,
} from './code.templates.ts';
import { DrawingsController } from './drawings.ts';
import { printOnly } from './print.ts';
import { countdownBlock, stepsList } from './waiting.templates.ts';

type Phase = 'idle' | 'input' | 'requesting' | 'waiting' | 'expired' | 'canceled' | 'failed';

/** Fires a `tucan-*` event (events are documented in the class JSDoc). */
const emit = (host: HTMLElement, event: Event) => host.dispatchEvent(event);

/** Announce the time left once when it crosses these marks (ms). */
const WARN_AT = [5 * 60_000, 60_000];

/**
 * @summary The shared base of the payment-code elements (pix, spei, oxxo, qra, boleto, Pago Fácil): an optional
 * payer step, one pay call, the waiting screen with copy, countdown, expiry and status polling.
 *
 * A method element only names its `CodeMethod` description (see `code.method.ts`); everything else lives here.
 *
 * @attribute {number} amount - The amount to pay, in `currency` (a number, or a string such as `"150.75"`, as React 19 and Vue set it).
 * @attribute {string} lang - Wording (en, pt-BR, es-MX, es-AR, es-CO, es-CL; other tags to the nearest) and amount and date formats. Not a property of its own:
 * the element's `lang`, else the closest ancestor's, else the document's, else the browser's language.
 * @fires {TucanStatusEvent} tucan-status - When the charge status changes: `issued` once the code is shown,
 * then what the status source reports (`paid`, `canceled`, …). `detail`: `{ chargeUuid, status }`.
 * @fires {TucanCompleteEvent} tucan-complete - Once, when the charge is `paid` (or `confirmed`). `detail`:
 * `{ chargeUuid, status }`.
 * @fires {TucanErrorEvent} tucan-error - When the code could not be requested or shown (the pay flow's codes:
 * `outcome_unknown`, `already_processed`, `rate_limited`, the service's error code…; `bad_payload`), when it
 * expired (`expired`), when a new charge for a new code could not be had (`renew_failed`), or when the charge
 * ended without payment (its status, e.g. `canceled`). `detail`: `{ chargeUuid, code, message }`.
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
export abstract class TucanCodeElement<P = unknown> extends LitElement implements PaymentHost {
  static override styles = [pageSchemeStyles, spinnerStyles, codeStyles];
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
    fields: {},
    name: { reflect: true },
    statusUrl: { attribute: 'status-url' },
    confirm: { type: Boolean },
    embedded: { type: Boolean, reflect: true },
    noRegenerate: { type: Boolean, attribute: 'no-regenerate' },
    payTimeout: { type: Number, attribute: 'pay-timeout' },
    client: { attribute: false },
    payload: { attribute: false },
    payer: { attribute: false },
    getStatus: { attribute: false },
    newCharge: { attribute: false },
    status: { attribute: false },
    done: { state: true },
    alert: { state: true },
    notice: { state: true },
    phase: { state: true },
    busy: { state: true },
    announcement: { state: true },
    formDisabled: { state: true },
    code: { state: true },
    brokenPng: { state: true },
    messages: { attribute: false },
  };

  /** `auto` (follows the page's colour scheme), `light` or `dark`. */
  theme = 'auto';
  /** The charge to pay (created by the merchant's backend); the code is requested as soon as it is set. */
  chargeUuid = '';
  /** Service base URL (e.g. a local sandbox); overrides `environment`. */
  baseUrl = '';
  /** `sandbox` or `production`: the provider's service the element talks to (unless `base-url` is set). */
  environment: Environment = 'sandbox';
  /** Charge amount in major units (e.g. 150.75), shown with the currency; the code's own amount wins. */
  declare amount: number | undefined;
  /** ISO 4217 currency of the charge (BRL, MXN, ARS). */
  currency = '';
  /** BR, MX or AR: the payer documents offered when a document is asked for. */
  country = '';
  /** Optional payer fields, space- or comma-separated: `name`, `document`, `email` (see each element). */
  fields = '';
  /** The form field name under which the charge UUID is submitted after payment (reflected). */
  name = '';
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
  /**
   * How long the pay call may take, retries included, in ms (5 000–120 000).
   * @type {number}
   * @default 30000
   */
  payTimeout = PAY_TIMEOUT_MS;
  /** Replaces the client built from `base-url`/`environment` (for tests and custom transports). */
  declare client: TucanClient | undefined;
  /**
   * Standalone use: a `payment_payload` your backend already has (e.g. from `POST …/charge/pix/`); shown as is,
   * with no pay call from the browser.
   */
  declare payload: Fields | undefined;
  /**
   * The payer you already know (a signed-in customer), in the pay request's own names: `payer_name`, `email`,
   * `payer_document_type`, `payer_tax_id`. Prefills the payer step's empty fields; the shopper sees each value and
   * may change it, and nothing is sent before they press the button. A document of a type the method does not take
   * is left out.
   */
  declare payer: TucanPayer | undefined;
  /** Asks your backend for the charge status (instead of `status-url`); polled while the code waits. */
  declare getStatus: ((chargeUuid: string) => Promise<string | undefined> | string | undefined) | undefined;
  /**
   * Gives a new charge UUID when the shopper asks for a new code after expiry (your backend creates it); without
   * it, the new code is a new pay attempt on the same charge.
   */
  declare newCharge: (() => Promise<string | undefined>) | undefined;
  /** The charge status. Set it yourself (e.g. from your own push channel) to end the wait: `paid` shows success. */
  status = '';

  /** @internal No 3DS for codes; required by the shared flow. */
  readonly challengeTimeout = CHALLENGE_TIMEOUT_MS;
  /** @internal */
  done = false;
  /** @internal */
  alert = '';
  /** @internal */
  notice = '';
  private phase: Phase = 'idle';
  private busy = false;
  private announcement = '';
  private formDisabled = false;
  declare private code: P | undefined;
  private brokenPng = new Set<string>();

  /** @internal */
  readonly l10n = new LocalizeController(
    this,
    ['code', 'pix', 'spei', 'oxxo', 'qra', 'boleto', 'pfc', 'payment', 'status'],
    { codes: CODES_LOADERS },
  );
  /** A `base-url` that is not a service URL: no call, the shopper reads why (`internal/base-url.ts`). */
  readonly #baseUrl = new BaseUrlCheck(this, this.l10n);

  /**
   * The merchant's wording over tucan's, per locale and element, e.g. `{ 'pt-BR': { card: { pay: 'Pagar
   * {amount} agora' } } }` (typed: `LocaleOverrides`). A key it lacks keeps tucan's wording.
   */
  declare messages: LocaleOverrides | undefined;

  /** The first render, and a render after a change of language, wait for the shopper's locale to load. */
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return this.l10n.ready(() => super.scheduleUpdate());
  }
  private readonly internals: ElementInternals;
  private readonly scheme: ColorSchemeController;
  private readonly flow = new PaymentFlow(this);
  private readonly countdown = new CountdownController(this, () => void this.onExpire());
  private readonly poller = new StatusPoller(this, (s) => {
    this.status = s;
  });
  private readonly clipboard = new ClipboardController(this);
  private readonly drawings = new DrawingsController(this);
  private readonly payerForm = new PayerFormController(this);
  private readonly clients = new ClientCache();
  /** The pay call sent before the first render, until `request` takes it. */
  private early: EarlyPay | undefined;
  /** The charge (or standalone payload) the code was asked for: one request per charge. */
  private requestedFor: unknown;
  private firedStatus = '';
  private completeFired = false;
  private expiresAt: number | undefined;
  private warned = new Set<number>();
  private standalone = false;
  /** A button of the payer step is being pressed: a field's blur must not move it (the press would be lost). */
  private pressing = false;

  /** The method this element pays with. */
  protected abstract readonly method: CodeMethod<P>;

  constructor() {
    super();
    this.internals = this.attachInternals();
    this.scheme = new ColorSchemeController(this, this.internals);
    // Whoever fires them (the flow or this element), each status is announced to the page once.
    this.addEventListener(TucanStatusEvent.type, (e) => {
      if (e.target === this) this.firedStatus = (e as TucanStatusEvent).detail.status;
    });
    this.addEventListener(TucanCompleteEvent.type, (e) => {
      if (e.target === this) this.completeFired = true;
    });
  }

  /** @internal The client used for the pay call. */
  get api(): TucanClient {
    return this.clients.get(this.environment, this.baseUrl, this.client);
  }

  /** The form the element belongs to. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  /** @internal A message of this method, else a shared one. */
  t(key: string, params: Record<string, string> = {}): string {
    const own = this.method.messages;
    return this.l10n.has(own, key)
      ? this.l10n.t(own, key, params)
      : this.l10n.t(codeMessages as Messages<string>, key, params);
  }

  private shared(key: CodeMessageKey, params?: Record<string, string>): string {
    return this.l10n.t(codeMessages, key, params);
  }

  /** @internal */
  statusTitle(status: string): string {
    return this.l10n.t(statusMessages, isChargeStatus(status) ? `${status}.title` : 'unknown.title');
  }

  /** @internal */
  announce(text: string): void {
    this.announcement = '';
    void this.updateComplete.then(() => {
      this.announcement = text;
    });
  }

  /** @internal */
  async focusResult(): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.result')?.focus();
  }

  /** @internal The payer fields the service refused (422). */
  showServiceErrors(details: readonly ErrorDetail[]): void {
    const first = this.payerForm.showService(details.map((d) => d.field ?? ''));
    if (first) {
      this.phase = 'input';
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`#${first}`)?.focus());
    }
  }

  /** @internal */
  formResetCallback(): void {
    if (this.phase !== 'input') return;
    this.payerForm.reset();
    this.payerForm.prefill(this.payer, this.documentTypes());
    this.flow.newAttempt();
  }

  /** @internal */
  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.flow.stop();
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
    if (changed.has('theme')) this.scheme.resolve();
    if (changed.has('payer') || changed.has('country'))
      this.payerForm.prefill(this.payer, this.documentTypes());
    if (changed.has('payload') && this.payload) {
      this.standalone = true;
      this.requestedFor = this.payload;
      this.reset();
      this.show(this.payload, undefined);
    }
    if (
      (changed.has('chargeUuid') || changed.has('baseUrl') || changed.has('client')) &&
      this.chargeUuid &&
      !this.payload &&
      this.requestedFor !== this.chargeUuid &&
      !this.#baseUrl.refused
    ) {
      this.begin();
    }
    if (changed.has('status')) this.statusChanged();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if ((changed.has('statusUrl') || changed.has('getStatus')) && this.phase === 'waiting') this.watch();
    this.warnTimeLeft();
    if (this.done && isSuccess(this.status)) {
      this.internals.setFormValue(this.chargeUuid || null);
      this.internals.setValidity({});
    } else {
      this.internals.setFormValue(null);
      const anchor = this.renderRoot.querySelector<HTMLElement>('input, button') ?? undefined;
      this.internals.setValidity({ valueMissing: true }, this.shared('form.incomplete'), anchor);
    }
  }

  /** Everything shown for a previous charge goes. */
  private reset(): void {
    this.countdown.stop();
    this.poller.stop();
    this.flow.newAttempt();
    this.code = undefined;
    this.done = false;
    this.alert = '';
    this.notice = '';
    this.warned.clear();
    this.phase = 'idle';
  }

  /** A new charge: ask for payer data or confirmation first, else request the code at once. */
  private begin(): void {
    this.standalone = false;
    this.requestedFor = this.chargeUuid;
    this.reset();
    this.status = '';
    if (this.asksFirst()) this.phase = 'input';
    else {
      this.phase = 'requesting';
      // The call leaves now, before the first render; `request`, right after this update, takes it.
      if (!this.formDisabled && this.isConnected)
        this.early = payEarly(this.api, this.chargeUuid, this.payRequest(this.inputs()), this.payTimeout);
      queueMicrotask(() => void this.request());
    }
  }

  private payRequest(inputs: readonly PayerInput[]): PayRequest {
    return { type_charge: this.method.typeCharge, ...this.payerForm.body(inputs, this.documentTypes()) };
  }

  private async request(): Promise<void> {
    if (this.busy || this.done || this.formDisabled || !this.isConnected) return;
    const inputs = this.inputs();
    const early = this.early;
    this.early = undefined;
    this.busy = true;
    this.phase = 'requesting';
    const before = this.flow.serverTime;
    let res: Awaited<ReturnType<PaymentFlow['pay']>>;
    try {
      res = await this.flow.pay(() => this.payRequest(inputs), early);
    } finally {
      this.busy = false;
    }
    if (this.done) return;
    if (res?.status === 'issued' && res.payment_payload) {
      const date = this.flow.serverTime !== before ? this.flow.serverTime : undefined;
      this.show(res.payment_payload, date);
      return;
    }
    if (this.phase === 'requesting') this.phase = this.asksFirst() ? 'input' : 'failed';
    if (res && !res.payment_payload && res.status === 'issued') this.badPayload();
    // The charge may have been paid (409 after a lost answer): one look at the merchant's status settles it.
    const source = this.source();
    if (!res && source && this.notice) {
      const status = await this.poller.checkOnce(source);
      if (status) this.status = status;
    }
  }

  private badPayload(): void {
    this.phase = 'failed';
    this.alert = this.shared('error.payload');
    this.announce(this.alert);
    emit(
      this,
      new TucanErrorEvent({ chargeUuid: this.chargeUuid, code: 'bad_payload', message: this.alert }),
    );
  }

  /** Shows a code: the countdown on the service's clock, the announcement, the status polling. */
  private show(raw: Fields, serverTime: number | undefined): void {
    const code = this.method.read(raw);
    if (!code) {
      this.badPayload();
      return;
    }
    this.code = code;
    this.phase = 'waiting';
    this.alert = '';
    this.warned.clear();
    this.expiresAt = this.method.expiresAt(code);
    this.countdown.stop();
    if (this.expiresAt !== undefined) {
      const clock = serverClock({
        serverTime,
        expiresAt: this.expiresAt,
        validForMs: this.method.validForMs,
        localNow: Date.now(),
        monoNow: performance.now(),
      });
      this.countdown.start(this.expiresAt, clock);
    }
    if (this.phase === 'waiting') {
      this.announce(this.t('ready'));
      this.watch();
    }
  }

  /** The merchant's status source, if any. */
  private source(): StatusSource | undefined {
    const charge = this.chargeUuid;
    const ask = this.getStatus;
    if (ask) {
      return async () => {
        const s = await ask(charge);
        return typeof s === 'string' ? s : undefined;
      };
    }
    // Only a URL of the page's origin, or a service URL, is asked (`serviceUrl`): never `javascript:` or `data:`.
    const url =
      this.statusUrl &&
      serviceUrl(this.statusUrl.replaceAll('{charge_uuid}', encodeURIComponent(charge)), location.href);
    if (url) return statusFromUrl(url);
    return undefined;
  }

  private watch(): void {
    const source = this.source();
    if (source && !this.done) this.poller.start(source);
    else this.poller.stop();
  }

  private statusChanged(): void {
    const s = this.status;
    if (!s) return;
    if (s !== this.firedStatus) {
      this.firedStatus = s;
      emit(this, new TucanStatusEvent({ chargeUuid: this.chargeUuid, status: s }));
    }
    if (this.done || this.phase === 'requesting') return;
    if (isSuccess(s)) {
      this.finish();
      if (!this.completeFired) {
        emit(this, new TucanCompleteEvent({ chargeUuid: this.chargeUuid, status: s }));
      }
      return;
    }
    if (!isFinalStatus(s)) return;
    // A code's charge ends `canceled` at the code's expiry, or when the store cancels it: each has its own words,
    // never the card's status screen ("… or the bank confirmation was not completed").
    const nearExpiry = this.expiresAt !== undefined && (this.countdown.remaining ?? 0) < 60_000;
    if (s === 'canceled' && this.phase !== 'canceled') {
      if (this.phase === 'expired' || nearExpiry) this.expire();
      else void this.canceledEarly();
      return;
    }
    if (this.phase === 'canceled') return;
    this.finish();
    emit(this, new TucanErrorEvent({ chargeUuid: this.chargeUuid, code: s, message: this.statusTitle(s) }));
  }

  /** The charge is final: the status screen replaces the code. */
  private finish(): void {
    this.done = true;
    this.countdown.stop();
    this.poller.stop();
    this.alert = '';
    this.notice = '';
    this.announce(this.statusTitle(this.status));
    void this.focusResult();
  }

  private async onExpire(): Promise<void> {
    if (this.done || this.phase !== 'waiting') return;
    const source = this.source();
    this.poller.stop();
    // A payment made in the last seconds still counts: one last look before saying it expired.
    const last = source ? await this.poller.checkOnce(source) : undefined;
    if (last && last !== this.status) {
      this.status = last;
      await this.updateComplete;
    }
    if (!this.done) this.expire();
  }

  private expire(): void {
    if (this.phase === 'expired') return;
    this.phase = 'expired';
    this.countdown.stop();
    this.poller.stop();
    const message = this.shared('expired.error');
    this.announce(this.shared('expired.title'));
    emit(this, new TucanErrorEvent({ chargeUuid: this.chargeUuid, code: 'expired', message }));
  }

  /**
   * `canceled` with more than a minute left by the count from the code's issue: the service's clock decides. A
   * clock that moved since (the sandbox's `advance`) may have passed the code's expiry; else the store canceled it.
   */
  private async canceledEarly(): Promise<void> {
    this.poller.stop();
    const now = await this.serviceNow();
    if (this.done || this.phase === 'expired' || this.phase === 'canceled') return;
    if (now !== undefined && this.expiresAt !== undefined && now >= this.expiresAt - 60_000) this.expire();
    else this.canceledByStore();
  }

  /**
   * The service's clock now (its `Date` header), from a read-only public call about this charge (the installment
   * simulation, which changes nothing); undefined for a standalone payload or when it cannot be had.
   */
  private async serviceNow(): Promise<number | undefined> {
    if (this.standalone || !this.chargeUuid) return undefined;
    try {
      return (await this.api.simulateInstallments(this.chargeUuid)).serverTime;
    } catch {
      return undefined;
    }
  }

  /**
   * The charge was canceled while its code had more than a minute left by the service's clock: the store canceled
   * it. No new code: the store chose to end this payment.
   */
  private canceledByStore(): void {
    this.phase = 'canceled';
    this.countdown.stop();
    this.poller.stop();
    this.alert = '';
    this.notice = '';
    this.announce(this.shared('canceled.title'));
    emit(
      this,
      new TucanErrorEvent({
        chargeUuid: this.chargeUuid,
        code: 'canceled',
        message: this.shared('canceled.error'),
      }),
    );
  }

  /** A new code can be had: not turned off, not standalone, and a charge that can still be paid or replaced. */
  private canRegenerate(): boolean {
    if (this.noRegenerate || this.standalone) return false;
    return !!this.newCharge || this.status !== 'canceled';
  }

  /** "Generate a new code": a new pay attempt (new Idempotency-Key), on a new charge when the merchant gives one. */
  private async regenerate(): Promise<void> {
    if (this.busy) return;
    this.flow.newAttempt();
    if (this.newCharge) {
      this.busy = true;
      let uuid: string | undefined;
      try {
        uuid = await this.newCharge();
      } catch {
        uuid = undefined;
      }
      this.busy = false;
      if (!uuid) {
        this.alert = this.shared('error.renew');
        this.announce(this.alert);
        emit(
          this,
          new TucanErrorEvent({ chargeUuid: this.chargeUuid, code: 'renew_failed', message: this.alert }),
        );
        return;
      }
      this.requestedFor = uuid;
      this.chargeUuid = uuid;
      this.status = '';
      this.firedStatus = '';
      this.completeFired = false;
    }
    this.code = undefined;
    this.alert = '';
    await this.request();
  }

  private async submit(e: Event): Promise<void> {
    e.preventDefault();
    if (this.busy || this.formDisabled) return;
    const first = this.payerForm.validateAll(this.inputs(), this.documentTypes());
    if (first) {
      this.announce(this.shared('invalid.summary'));
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    await this.request();
  }

  private warnTimeLeft(): void {
    const left = this.countdown.remaining;
    // Vouchers due on a day show no clock to warn about.
    if (left === undefined || this.phase !== 'waiting' || !this.code || this.dueDate(this.code)) return;
    for (const mark of WARN_AT) {
      if (left > mark || this.warned.has(mark)) continue;
      this.warned.add(mark);
      // Only a crossing is announced, never the mark a short code starts under.
      if (left > mark - 5_000) {
        this.announce(
          mark === 60_000
            ? this.shared('countdown.last')
            : this.shared('countdown.soon', { minutes: String(mark / 60_000) }),
        );
      }
    }
  }

  private amountToPay(): string {
    const own = this.code !== undefined ? this.method.amount?.(this.code) : undefined;
    const value = own ?? this.amount;
    return typeof value === 'number' && Number.isFinite(value) && this.currency
      ? this.l10n.amount(value, this.currency)
      : '';
  }

  private screen(): ScreenContext {
    return {
      t: (key, params) => this.t(key, params),
      method: this.t('name'),
      copied: this.clipboard.copied,
      copy: (key, label, value) => void this.copy(key, label, value),
      drawing: (kind, value) => this.drawings.get(kind, value),
      pngBroken: (png) => this.brokenPng.has(png),
      onPngError: (png) => {
        this.brokenPng = new Set([...this.brokenPng, png]);
      },
    };
  }

  private async copy(key: string, label: string, value: string): Promise<void> {
    const ok = await this.clipboard.copy(key, value);
    this.announce(ok ? this.shared('copied.announce', { what: label }) : this.shared('copy.failed'));
  }

  private view(): CodeView {
    const s = this.screen();
    return {
      t: (key, params) => this.t(key, params),
      money: (value) => (this.currency ? this.l10n.amount(value, this.currency) : String(value)),
      when: (when) => formatWhen(when, this.l10n.lang),
      copy: (key, label, shown, opts) => copyRow(s, key, label, shown, opts),
      qr: (payload, png) => qrFigure(s, payload, png),
      barcode: (kind, digits) => barcodeFigure(s, kind, digits),
      detail: (label, value) => detailRow(label, value),
    };
  }

  private fieldsContext(types: readonly DocumentType[]): FieldsContext {
    return {
      t: (key, params) => this.t(key, params),
      off: this.formDisabled || this.busy,
      error: (f) => this.payerForm.errors[f],
      value: (f: PayerField) =>
        f === 'name' ? this.payerForm.name : f === 'email' ? this.payerForm.email : this.payerForm.document,
      edit: (f, value) => {
        this.payerForm.edit(f, value);
        this.flow.newAttempt();
      },
      blur: (f) => {
        // Leaving a field by pressing the button: the submit checks it, and an error line appearing now would
        // move the button away from the pointer before the click lands.
        if (this.pressing) return;
        const input = this.inputs().find((i) => i.field === f);
        if (input) this.payerForm.blur(input, types);
      },
      documentType: this.payerForm.type(types),
      pickType: (type) => {
        this.payerForm.documentType = type;
        this.flow.newAttempt();
        this.requestUpdate();
      },
    };
  }

  private button(label: string, onClick: () => void, kind: 'primary' | 'secondary' = 'primary') {
    return html`<button type="button" part="button" class="button ${kind}" aria-disabled=${this.busy || this.formDisabled ? 'true' : 'false'}
      @click=${() => {
        if (!this.busy && !this.formDisabled) onClick();
      }}>${this.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${label}</button>`;
  }

  private renderInput(): TemplateResult {
    const inputs = this.inputs();
    const types = this.documentTypes();
    const press = (on: boolean) => () => {
      this.pressing = on;
    };
    return html`<form part="form" novalidate @submit=${(e: Event) => this.submit(e)}
      @pointerdown=${(e: Event) => {
        this.pressing = (e.target as Element).closest('button') !== null;
      }}
      @pointerup=${press(false)} @pointercancel=${press(false)}>
      ${
        inputs.length
          ? html`<fieldset><legend>${this.shared('details.legend')}</legend>
              ${payerFields(this.fieldsContext(types), inputs, types)}</fieldset>`
          : nothing
      }
      ${this.alert ? alertBox('failure', this.alert, '') : nothing}
      <button type="submit" part="button" class="button primary" aria-disabled=${this.busy || this.formDisabled ? 'true' : 'false'}>
        ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>${this.shared('requesting')}` : this.flow.outcomeUnknown ? this.l10n.t(paymentMessages, 'check') : this.t('action')}
      </button>
    </form>`;
  }

  private renderWaiting(code: P): TemplateResult {
    const voucher = this.method.printable;
    return html`<div class="voucher">
      ${countdownBlock(this.screen(), this.countdown.remaining, this.expiresAt, this.dueDate(code), (w) => formatWhen(w, this.l10n.lang))}
      <div class="method">${this.method.view(code, this.view())}</div>
      ${stepsList(
        this.screen(),
        this.t('steps.title'),
        this.steps(),
        this.method.amountStep ? { step: this.method.amountStep, value: this.amountToPay() } : undefined,
      )}
      <p class="waiting-line" part="alert">${icon('clock')}<span><strong>${this.shared('waiting')}</strong>
        <span class="muted">${this.shared('waiting.body')}</span></span></p>
      ${
        voucher
          ? html`<div class="actions no-print">${this.button(this.shared('print'), () => printOnly(this), 'secondary')}</div>`
          : nothing
      }
    </div>`;
  }

  private dueDate(code: P): string | undefined {
    const d = (code as { dueDate?: unknown }).dueDate;
    return typeof d === 'string' ? d : undefined;
  }

  private steps(): string[] {
    const out: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const s = this.t(`steps.${i}`, { receiver: this.receiver() });
      if (s === `steps.${i}`) break;
      out.push(s);
    }
    return out;
  }

  private receiver(): string {
    const r = this.code !== undefined ? (this.code as { receiver?: unknown }).receiver : undefined;
    return typeof r === 'string' ? r : '';
  }

  private renderBody(): TemplateResult | typeof nothing {
    if (this.done) {
      return html`<div class="result" tabindex="-1">
        <tucan-status quiet .messages=${this.messages} status=${this.status} lang=${this.l10n.lang} currency=${this.currency}
          theme=${this.scheme.dark ? 'dark' : 'light'} .amount=${this.amount}></tucan-status>
      </div>`;
    }
    switch (this.phase) {
      case 'input':
        return this.renderInput();
      case 'requesting':
        return html`<p class="loading"><span class="spinner" aria-hidden="true"></span>${this.shared('requesting')}</p>`;
      case 'waiting':
        return this.code !== undefined ? this.renderWaiting(this.code) : nothing;
      case 'expired': {
        const again = this.canRegenerate();
        return alertBox(
          'failure',
          this.shared('expired.title'),
          this.alert || this.shared(again ? 'expired.body' : 'expired.final'),
          again
            ? html`<div class="actions">${this.button(this.shared('regenerate'), () => void this.regenerate())}</div>`
            : undefined,
        );
      }
      case 'canceled':
        return alertBox('failure', this.shared('canceled.title'), this.shared('canceled.body'));
      case 'failed':
        return alertBox(
          'failure',
          this.alert || this.notice || this.shared('error.payload'),
          '',
          html`<div class="actions">${this.button(
            this.flow.outcomeUnknown ? this.l10n.t(paymentMessages, 'check') : this.shared('retry'),
            () => void this.request(),
          )}</div>`,
        );
      default:
        return nothing;
    }
  }

  override render() {
    if (this.#baseUrl.refused) return this.#baseUrl.view();
    const amount = this.amountToPay();
    const showNotice = this.notice && this.phase !== 'failed' && !this.done;
    return html`<section class="panel" part="base" aria-label=${this.shared('region', { method: this.t('name') })}>
      <header class="head">
        ${this.embedded ? nothing : html`<p class="method-name">${this.t('name')}</p>`}
        ${
          amount && !this.done
            ? html`<p class="amount" part="amount"><span class="label">${this.shared('amount.label')}</span>
                <span class="value">${amount}</span></p>`
            : nothing
        }
      </header>
      ${this.renderBody()}
      ${showNotice ? alertBox('info', this.notice, '') : nothing}
      <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
    </section>`;
  }
}
