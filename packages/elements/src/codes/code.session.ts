/**
 * One code's life, as a reactive controller: its phases (payer step, request, waiting, expiry, cancellation,
 * failure), the one pay call through the payment flow, the countdown on the service's clock, the merchant's status
 * source and what each charge status means for a code. The element renders from it.
 */
import type { PayRequest } from '@tucan/client';
import type { ReactiveController } from 'lit';
import { CountdownController } from '../controllers/countdown.ts';
import { StatusPoller, type StatusSource } from '../controllers/status-poller.ts';
import { serverClock } from '../domain/countdown.ts';
import type { Fields } from '../domain/payloads.ts';
import { isFinalStatus } from '../domain/polling.ts';
import { TucanCompleteEvent, TucanErrorEvent, TucanStatusEvent } from '../events.ts';
import { type EarlyPay, payEarly } from '../payment/early-pay.ts';
import type { PaymentFlow } from '../payment/flow.ts';
import { isSuccess } from '../payment/payment.logic.ts';
import { statusTitle } from '../status/status.messages.ts';
import { type CodeMessageKey, codeMessages } from './code.messages.ts';
import type { CodeMethod } from './code.method.ts';
import {
  CODE_ISSUED,
  type CodeSessionHost,
  type CodeSessionOptions,
  type Phase,
} from './code.session-host.ts';
import { statusSource, tellNoSource } from './code.source.ts';
import { ChargeStatement } from './code.statement.ts';

export type {
  CodeSessionHost,
  CodeSessionOptions,
  NewCharge,
  Phase,
  StatusGetter,
} from './code.session-host.ts';

export class CodeSession<P> implements ReactiveController {
  #phase: Phase = 'idle';
  #busy = false;
  #code: P | undefined;
  /** When the code stops being payable (ms, service clock), if known. */
  expiresAt: number | undefined;
  /** A payload the merchant's backend gave (no pay call). */
  standalone = false;
  readonly countdown: CountdownController;
  private readonly poller: StatusPoller;
  /** The charge (or standalone payload) the code was asked for: one request per charge. */
  private requestedFor: unknown;
  /** The pay call sent before the element's first render, until `request` takes it. */
  private early: EarlyPay | undefined;
  private firedStatus = '';
  private completeFired = false;
  /** The charge as the service states it: the currency and value the screens show. */
  readonly statement: ChargeStatement;
  /** The marks of time left already announced (`CodeScreen.warnTimeLeft`). */
  readonly warned = new Set<number>();

  constructor(
    private readonly host: CodeSessionHost,
    private readonly options: CodeSessionOptions<P>,
  ) {
    host.addController(this);
    this.statement = new ChargeStatement(host);
    this.countdown = new CountdownController(host, () => void this.onExpire());
    this.poller = new StatusPoller(host, (s) => {
      host.status = s;
    });
    // Whoever fires them (the flow or this session), each status is announced to the page once.
    host.addEventListener(TucanStatusEvent.type, (e) => {
      if (e.target === host) this.firedStatus = (e as TucanStatusEvent).detail.status;
    });
    host.addEventListener(TucanCompleteEvent.type, (e) => {
      if (e.target === host) this.completeFired = true;
    });
  }

  /** Where the code is in its life (the element renders from it). */
  get phase(): Phase {
    return this.#phase;
  }
  set phase(phase: Phase) {
    this.#phase = phase;
    this.host.requestUpdate();
  }

  /** The pay call (or a new charge) is on its way. */
  get busy(): boolean {
    return this.#busy;
  }
  set busy(busy: boolean) {
    this.#busy = busy;
    this.host.requestUpdate();
  }

  /** The code shown. */
  get code(): P | undefined {
    return this.#code;
  }
  set code(code: P | undefined) {
    this.#code = code;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.options.flow.stop();
  }

  private get method(): CodeMethod<P> {
    return this.options.method();
  }

  private shared(key: CodeMessageKey, params?: Record<string, string>): string {
    return this.host.l10n.t(codeMessages, key, params);
  }

  private fail(code: string, message: string): void {
    this.host.dispatchEvent(new TucanErrorEvent({ chargeUuid: this.host.chargeUuid, code, message }));
  }

  /** Whether `charge` is the one a code was already asked for. */
  askedFor(charge: unknown): boolean {
    return this.requestedFor === charge;
  }

  /** Everything shown for a previous charge goes. */
  private reset(): void {
    this.countdown.stop();
    this.poller.stop();
    this.options.flow.newAttempt();
    this.code = undefined;
    this.host.payment.set({ done: false, alert: '', notice: '' });
    this.warned.clear();
    this.phase = 'idle';
  }

  /** A payload the merchant's backend already has: shown as is, with no pay call. */
  showStandalone(payload: Fields): void {
    this.standalone = true;
    this.requestedFor = payload;
    this.reset();
    this.show(payload, undefined);
  }

  /** A new charge: ask for payer data or confirmation first, else request the code at once. */
  begin(): void {
    this.standalone = false;
    this.requestedFor = this.host.chargeUuid;
    this.reset();
    this.host.status = '';
    if (this.options.asksFirst()) this.phase = 'input';
    else {
      this.phase = 'requesting';
      // The call leaves now, before the element's first render; `request`, right after this update, takes it.
      const h = this.host;
      if (!h.formDisabled && h.isConnected)
        this.early = payEarly(h.api, h.chargeUuid, this.payRequest(), h.payTimeout);
      queueMicrotask(() => void this.request());
    }
  }

  private payRequest(): PayRequest {
    return { type_charge: this.method.typeCharge, ...this.options.payerBody() };
  }

  /** The one pay call of this attempt; the answer's code is shown, or the step the shopper can take next. */
  async request(): Promise<void> {
    const h = this.host;
    const flow = this.options.flow;
    if (this.busy || h.payment.done || h.formDisabled || !h.isConnected) return;
    if (!this.standalone) this.statement.ask();
    const early = this.early;
    this.early = undefined;
    this.busy = true;
    this.phase = 'requesting';
    const before = flow.serverTime;
    let res: Awaited<ReturnType<PaymentFlow['pay']>>;
    try {
      res = await flow.pay(() => this.payRequest(), early);
    } finally {
      this.busy = false;
    }
    if (h.payment.done) return;
    if (res?.status === 'issued' && res.payment_payload) {
      this.show(res.payment_payload, flow.serverTime !== before ? flow.serverTime : undefined);
      return;
    }
    if (this.phase === 'requesting') this.phase = this.options.asksFirst() ? 'input' : 'failed';
    if (res && !res.payment_payload && res.status === 'issued') this.badPayload();
    // The charge may have been paid (409 after a lost answer): one look at the merchant's status settles it.
    const source = this.source();
    if (!res && source && h.payment.notice) {
      const status = await this.poller.checkOnce(source);
      if (status) h.status = status;
    }
  }

  private badPayload(): void {
    this.phase = 'failed';
    const alert = this.shared('error.payload');
    this.host.payment.set({ alert });
    this.host.announce(alert);
    this.fail('bad_payload', alert);
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
    this.host.payment.set({ alert: '' });
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
      this.host.announce(this.host.t('ready'));
      this.watch();
      tellNoSource(this.host);
    }
    if (!this.standalone) this.host.dispatchEvent(new Event(CODE_ISSUED));
  }

  /**
   * Another method's code was issued on this charge (`<tucan-checkout>` says so: the element's `replacedBy`): the
   * service voided this one (one live code per charge), so it is never shown as payable again. The live region's
   * "ready … waiting for your payment" gives way to the replaced title, as at expiry (the element is out of sight
   * then, the shopper on the other method: its screen says it when they come back).
   */
  replaced(): void {
    if (this.phase !== 'waiting' || this.standalone || this.host.payment.done) return;
    this.phase = 'replaced';
    this.countdown.stop();
    this.poller.stop();
    this.warned.clear();
    this.host.announce(this.host.t('replaced.title'));
  }

  /** "Generate a new voucher" after a replacement: a new pay attempt (new Idempotency-Key) on the same charge. */
  async reissue(): Promise<void> {
    if (this.busy) return;
    this.options.flow.newAttempt();
    this.code = undefined;
    this.host.payment.set({ alert: '' });
    await this.request();
  }

  /** The merchant's status source, if any. */
  private source(): StatusSource | undefined {
    return statusSource(this.host);
  }

  /** The element can learn by itself that the code was paid (a status source to poll). */
  get followed(): boolean {
    return this.source() !== undefined;
  }

  /** Polls the merchant's status source while the code waits (again when the source changes). */
  watch(): void {
    const source = this.source();
    if (source && !this.host.payment.done && this.phase === 'waiting') this.poller.start(source);
    else this.poller.stop();
  }

  /** The element's `status` changed (polled, or set by the page). */
  statusChanged(): void {
    const h = this.host;
    const s = h.status;
    if (!s) return;
    if (s !== this.firedStatus) {
      this.firedStatus = s;
      h.dispatchEvent(new TucanStatusEvent({ chargeUuid: h.chargeUuid, status: s }));
    }
    if (h.payment.done || this.phase === 'requesting') return;
    if (isSuccess(s)) {
      this.finish();
      if (!this.completeFired)
        h.dispatchEvent(new TucanCompleteEvent({ chargeUuid: h.chargeUuid, status: s }));
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
    this.fail(s, statusTitle(h.l10n, s));
  }

  /** The charge is final: the status screen replaces the code. */
  private finish(): void {
    const h = this.host;
    this.countdown.stop();
    this.poller.stop();
    h.payment.set({ done: true, alert: '', notice: '' });
    h.announce(statusTitle(h.l10n, h.status));
    void h.focusResult();
  }

  private async onExpire(): Promise<void> {
    if (this.host.payment.done || this.phase !== 'waiting') return;
    const source = this.source();
    this.poller.stop();
    // A payment made in the last seconds still counts: one last look before saying it expired.
    const last = source ? await this.poller.checkOnce(source) : undefined;
    if (last && last !== this.host.status) {
      this.host.status = last;
      await this.host.updateComplete;
    }
    if (!this.host.payment.done) this.expire();
  }

  private expire(): void {
    if (this.phase === 'expired') return;
    this.phase = 'expired';
    this.countdown.stop();
    this.poller.stop();
    this.host.announce(this.host.t('expired.title'));
    this.fail('expired', this.host.t('expired.error'));
  }

  /**
   * `canceled` with more than a minute left by the count from the code's issue: the service's clock decides. A
   * clock that moved since (the sandbox's `advance`) may have passed the code's expiry; else the store canceled it.
   */
  private async canceledEarly(): Promise<void> {
    this.poller.stop();
    const now = this.standalone ? undefined : await this.statement.serviceNow();
    if (this.host.payment.done || this.phase === 'expired' || this.phase === 'canceled') return;
    if (now !== undefined && this.expiresAt !== undefined && now >= this.expiresAt - 60_000) this.expire();
    else this.canceledByStore();
  }

  /**
   * The charge was canceled while its code had more than a minute left by the service's clock: the store canceled
   * it. No new code: the store chose to end this payment.
   */
  private canceledByStore(): void {
    this.phase = 'canceled';
    this.countdown.stop();
    this.poller.stop();
    this.host.payment.set({ alert: '', notice: '' });
    this.host.announce(this.host.t('canceled.title'));
    this.fail('canceled', this.host.t('canceled.error'));
  }

  /** A new code can be had: not turned off, not standalone, and a charge that can still be paid or replaced. */
  canRegenerate(): boolean {
    if (this.host.noRegenerate || this.standalone) return false;
    return !!this.host.newCharge || this.host.status !== 'canceled';
  }

  /** "Generate a new code": a new pay attempt (new Idempotency-Key), on a new charge when the merchant gives one. */
  async regenerate(): Promise<void> {
    const h = this.host;
    if (this.busy) return;
    this.options.flow.newAttempt();
    const renew = h.newCharge;
    if (renew) {
      this.busy = true;
      // A throw or a rejection alike: no new charge.
      const uuid = await (async () => renew())().catch(() => undefined);
      this.busy = false;
      if (!uuid) {
        const alert = this.host.t('error.renew');
        h.payment.set({ alert });
        h.announce(alert);
        this.fail('renew_failed', alert);
        return;
      }
      this.requestedFor = uuid;
      h.chargeUuid = uuid;
      h.status = '';
      this.firedStatus = '';
      this.completeFired = false;
    }
    this.code = undefined;
    h.payment.set({ alert: '' });
    await this.request();
  }
}
