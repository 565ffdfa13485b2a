import {
  newIdempotencyKey,
  type PayRequest,
  type PayResponse,
  serviceUrl,
  TucanApiError,
} from '@tucan/client';
import { TucanBusyEvent, TucanCompleteEvent, TucanErrorEvent, TucanStatusEvent } from '../events.ts';
import { statusAnnouncement, statusTitle } from '../status/status.messages.ts';
import type { ChallengeWindowSize } from '../threeds/challenge-window.ts';
import type { EarlyPay } from './early-pay.ts';
import {
  type Answer,
  type Attempt,
  chargeOfPress,
  declineMessageKey,
  isReadable,
  isUnknownOutcome,
  MAX_RATE_WAITS,
  rateLimitWait,
  slowAfter,
  UNREADABLE_RETRIES,
} from './flow.logic.ts';
import { clampChallengeTimeout, clampPayTimeout, isSuccess } from './payment.logic.ts';
import { type PaymentMessageKey, paymentMessages } from './payment.messages.ts';
import type { PaymentForm, PaymentHost } from './payment-host.ts';
import { isClosed, type PaymentState } from './payment-state.ts';

export type { PaymentHost } from './payment-host.ts';

const POLL_MS = 2_000; // the decoupled-authentication poll
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * One logical payment attempt for any method element: one charge, one Idempotency-Key and one request per attempt
 * (kept across network faults, timeouts, unreadable answers and every other answer until the shopper changes
 * something: `newAttempt`), a bounded pay call with a "still working"
 * notice, the 3DS challenge or decoupled wait the answer asks for, and honest endings: when the service's final
 * word is missing the shopper hears that the outcome is not known (`outcome_unknown`), never that nothing was
 * taken. Fires `tucan-status`, `tucan-complete` and `tucan-error` with the charge UUID, status and codes only.
 */
export class PaymentFlow {
  /**
   * The current attempt, with the charge it was approved for: every send and check of it (pay, its retries,
   * validate, "Check payment") goes to that charge, whatever `charge-uuid` says by then (`chargeOfPress`).
   */
  #attempt: Attempt | undefined;
  /** The charge of the attempt under way (or last made): its events name it. */
  #charge = '';
  /** A 3DS authentication whose outcome is not known: "Check payment" asks validate, not pay. */
  #openAuth: string | undefined;
  #stopped = false;
  /** A pay or validate call is under way: edits made meanwhile do not change the attempt already sent. */
  #inFlight = false;
  /** This attempt ended, so far, without the service's final word. */
  #unknownNow = false;
  /** The service's clock (from the last answer's `Date` header), in ms since the epoch. */
  serverTime: number | undefined;

  /** `form`: the form the shopper filled in, when it is not the element itself (the card's). */
  constructor(
    private readonly host: PaymentHost,
    private readonly form: PaymentForm = host,
  ) {}

  /** The state the flow writes (`PaymentState`): the element renders from it. */
  get #state(): PaymentState {
    return this.host.payment;
  }

  /** The last attempt ended without the service's final word (the next `pay` checks it again). */
  get outcomeUnknown(): boolean {
    return this.#state.outcomeUnknown;
  }
  /** The service refused this API version (410): no attempt from this page can succeed. */
  get versionGone(): boolean {
    return this.#state.versionGone;
  }
  /** No attempt can succeed: the API version is gone (410), or the service refused this charge as not payable (409). */
  get closed(): boolean {
    return isClosed(this.#state, this.host.chargeUuid);
  }

  /** The flow's words in the host's language. */
  t(key: PaymentMessageKey): string {
    return this.host.l10n.t(paymentMessages, key);
  }

  /**
   * The shopper changed something: the next `pay` is a new logical attempt with a new key. A no-op while a call
   * is under way, so the flow's own endings keep the key too (a second click replays the service's answer).
   */
  newAttempt(): void {
    if (this.#inFlight) return;
    this.#attempt = undefined;
    this.#openAuth = undefined;
    if (this.#state.outcomeUnknown) this.#state.set({ outcomeUnknown: false });
  }

  /** The element left the page: stop waiting (a decoupled poll ends quietly). */
  stop(): void {
    this.#stopped = true;
  }

  /**
   * Pays: `build` makes the request of a new attempt (called once per attempt, so a retry sends the same body
   * under the same key). Resolves to the service's last answer, or `undefined` when the attempt ended without
   * one (the shopper has been told why). `early`: a call already sent for this charge (`early-pay.ts`), taken as
   * a new attempt's first send, with its key and request. `approved`: the charge whose price the shopper approved
   * (a wallet's sheet), when it is not the element's `charge-uuid` by now.
   */
  async pay(
    build: PayRequest | ((charge: string) => PayRequest | Promise<PayRequest>),
    early?: EarlyPay,
    approved = this.host.chargeUuid,
  ): Promise<PayResponse | undefined> {
    const state = this.#state;
    const charge = chargeOfPress(this.#attempt, state.outcomeUnknown, approved);
    // A charge the service refused as not payable: no call can succeed, none is sent (the notice stays).
    if (isClosed(state, charge)) return undefined;
    // Another charge than the last attempt's (whose outcome is known): a new attempt (new key, new request).
    if (this.#attempt?.charge !== charge) this.newAttempt();
    this.#charge = charge;
    // `tucan-busy` brackets the whole attempt (3DS setup, pay, challenge, validate): a drop-in locks its switch.
    this.#fire(TucanBusyEvent, { busy: true });
    this.#stopped = false;
    // Checking an unknown outcome again: its notice stays until the service answers (`PaymentState.hold`).
    state.set({ alert: '', notice: state.hold(), busy: true });
    // Set before `build` (the card's 3DS setup): the attempt is the one the click started, whatever is edited.
    this.#inFlight = true;
    this.#unknownNow = false;
    try {
      if (this.#openAuth) return await this.#recheck(this.#openAuth);
      this.#state.announce(this.form.payingText?.() ?? this.t('paying'));
      if (early?.chargeUuid === charge) this.#attempt ??= { charge, request: early.request, key: early.key };
      this.#attempt ??= {
        charge,
        request: typeof build === 'function' ? await build(charge) : build,
        key: newIdempotencyKey(),
      };
      const attempt = this.#attempt;
      const answer = await this.#send(attempt, 0, early?.key === attempt.key ? early : undefined);
      return answer && (await this.#handle(answer, attempt.request.authentication_uuid));
    } finally {
      this.#inFlight = false;
      if (!this.#unknownNow) this.#state.release();
      // An unknown outcome stays so until this attempt ends with another ("Check payment" reads "Checking…").
      this.#state.set(this.#unknownNow ? { busy: false } : { busy: false, outcomeUnknown: false });
      this.#fire(TucanBusyEvent, { busy: false });
    }
  }

  /** Fires one of the flow's events on the host, with the attempt's charge UUID. */
  #fire<D extends { chargeUuid?: string }>(
    Type: new (detail: D) => Event,
    detail: Omit<D, 'chargeUuid'>,
  ): void {
    this.host.dispatchEvent(new Type({ chargeUuid: this.#charge, ...detail } as D));
  }

  /**
   * The pay call, bounded in time; unreadable success answers are asked again under the same key. A 429 is waited
   * out here, not in the client (`waitOnRateLimit: false`), so that the shopper is told how long (`waits`: so far).
   * `early`: the attempt's first send, already under way.
   */
  async #send(attempt: Attempt, waits = 0, early?: EarlyPay): Promise<Answer | undefined> {
    const h = this.host;
    let rateWait: number | undefined;
    const budget = clampPayTimeout(h.payTimeout);
    const ctl = new AbortController();
    let expired = false;
    /** The "still working" notice is showing. */
    let slowShown = false;
    const slow = setTimeout(() => {
      slowShown = true;
      this.#notice(this.t('slow'));
    }, slowAfter(budget));
    const limit = setTimeout(() => {
      expired = true;
      ctl.abort();
    }, budget);
    try {
      for (let n = 0; n <= UNREADABLE_RETRIES; n++) {
        if (n === 0 && early) ctl.signal.addEventListener('abort', early.abort);
        const result = await (n === 0 && early
          ? early.answer
          : h.api.pay(attempt.charge, attempt.request, {
              idempotencyKey: attempt.key,
              signal: ctl.signal,
              timeoutMs: budget,
              waitOnRateLimit: false,
            }));
        this.serverTime = result.serverTime ?? this.serverTime;
        if (isReadable(result.data)) return result.data;
      }
      this.#unknown();
    } catch (error) {
      rateWait = waits < MAX_RATE_WAITS && !expired ? rateLimitWait(error) : undefined;
      if (rateWait !== undefined) {
        // Waited for below, once the timers of this call are cleared.
      } else if (expired || isUnknownOutcome(error)) this.#unknown();
      else this.#refused(error);
    } finally {
      clearTimeout(slow);
      clearTimeout(limit);
      if (slowShown && !this.#unknownNow) this.#state.set({ notice: '' });
    }
    if (rateWait === undefined) return undefined;
    // Nothing was processed: the same attempt, under the same key, after the wait the service asked for.
    this.#notice(h.l10n.t(paymentMessages, 'rate_limited.wait', { seconds: String(rateWait) }));
    await sleep(rateWait * 1000);
    this.#state.set({ notice: '' });
    return this.#stopped ? undefined : this.#send(attempt, waits + 1);
  }

  /** A waiting notice, said in the live region too. */
  #notice(notice: string): void {
    this.#state.set({ notice });
    this.#state.announce(notice);
  }
  /** `code`: the error code of a `canceled` answer (why 3DS was ended), else `canceled`. */
  async #handle(res: Answer, authUuid: string | undefined, code?: string): Promise<PayResponse | undefined> {
    this.#state.release();
    this.#setStatus(res.status);
    const auth = res.authentication_uuid ?? authUuid;
    if (isSuccess(res.status)) {
      await this.#succeed();
      return res as PayResponse;
    }
    if (res.status === 'pending' && res.url_3ds && res.creq && auth)
      return this.#challenge(res.url_3ds, res.creq, auth);
    if (res.status === 'pending' && auth && res.decoupled === true) return this.#decoupled(auth);
    // Pending with an authentication but neither a challenge nor a bank-app wait: the result is not in yet.
    if (res.status === 'pending' && auth) return this.#lost(auth);
    if (res.status === 'error') {
      this.#fail(res.error?.code ?? 'declined', declineMessageKey(res.error?.code));
      return res as PayResponse;
    }
    if (res.status === 'issued') return res as PayResponse;
    if (res.status === 'pending') {
      // Pending with nothing to do here: the service has not decided. Never a failure.
      this.#unknown();
      return res as PayResponse;
    }
    // Another final status (for example canceled, the service's word that nothing was taken): the charge
    // cannot be paid any more.
    const canceled = res.status === 'canceled';
    this.#state.set({ done: true });
    this.#fail((canceled && code) || res.status, canceled ? 'error.canceled' : 'error.final');
    await this.host.focusResult();
    return res as PayResponse;
  }

  #setStatus(status: string): void {
    if (!status || status === this.#state.status) return;
    this.#state.set({ status });
    this.#fire(TucanStatusEvent, { status });
  }

  /** An ending without payment: an alert, or with `notice` the neutral notice (the charge may be paid). */
  #fail(code: string, key: PaymentMessageKey, notice?: boolean): void {
    const state = this.#state;
    const message = this.t(key);
    state.set(notice ? { notice: message } : { alert: message });
    // Once the charge is final the result replaces the form: announce it in the words on screen.
    state.announce(state.done && !notice ? statusAnnouncement(this.host.l10n, state.status) : message);
    this.#fire(TucanErrorEvent, { code, message });
  }

  /**
   * The honest ending: the outcome is not known. The key is kept, so "Check payment" cannot pay twice. Offline, the
   * notice says so, and that the element checks by itself once the connection is back (`BackOnlineCheck`).
   */
  #unknown(): void {
    this.#unknownNow = true;
    this.#state.set({ outcomeUnknown: true, alert: '' });
    const offline = globalThis.navigator?.onLine === false;
    this.#fail('outcome_unknown', offline ? 'error.outcome_unknown.offline' : 'error.outcome_unknown', true);
  }

  async #succeed(): Promise<void> {
    const h = this.host;
    const state = this.#state;
    this.form.clearSensitive?.();
    state.set({ notice: '', done: true });
    state.announce(statusTitle(h.l10n, state.status));
    this.#fire(TucanCompleteEvent, { status: state.status });
    await h.focusResult();
  }

  #refused(error: unknown): void {
    const e = error instanceof TucanApiError ? error : undefined;
    // rate_limited: nothing was processed; the same attempt (and key) may be tried again after the wait.
    if (e?.kind === 'version_gone') this.#state.set({ versionGone: true });
    if (e?.kind === 'rate_limited' || e?.kind === 'version_gone') this.#fail(e.kind, `error.${e.kind}`);
    // 409 INVALID_STATE: the charge cannot be paid any more, most likely an earlier attempt whose answer was lost
    // did go through (or it was paid on another page). Never a plain failure: the shopper is told it cannot be paid
    // here and may already be paid; the merchant checks the charge.
    // The element then offers no payment of this charge (`unpayable`: Pay is off, the notice says why); the status
    // is not claimed, as the service gave none (its public API has no charge read): a merchant's `status-url`
    // may tell (the code elements and the checkout ask it once).
    else if (e?.status === 409 && e.code === 'INVALID_STATE') {
      this.#state.set({ unpayable: this.#charge });
      this.#fail('already_processed', 'error.already_processed', true);
    } else {
      if (e?.status === 422) this.form.showServiceErrors?.(e.details);
      this.#fail(e ? (e.code ?? `http_${e.status ?? 'error'}`) : 'refused', 'error.refused');
    }
  }

  async #challenge(url: string, creq: string, authUuid: string): Promise<PayResponse | undefined> {
    const h = this.host;
    const open = h.challengeOpener;
    if (!serviceUrl(url) || !open) {
      // Never post the CReq to a javascript:, data: or plain-http address, whatever the answer says. The
      // service still holds a pending authentication: end it and report what it says.
      return this.#end(authUuid, 'unsafe_challenge_url');
    }
    this.#state.announce(this.t('challenge.started'));
    const size = (this.#attempt?.request.browser?.challengeWindowSize ?? '05') as ChallengeWindowSize;
    const outcome = await open({
      url,
      creq,
      size,
      timeoutMs: clampChallengeTimeout(h.challengeTimeout),
      // The service's notification page hands over the CRes: only its origin is listened to.
      notificationOrigin: h.api.baseUrl,
    });
    if (outcome.kind !== 'cres')
      return this.#end(authUuid, outcome.kind === 'timeout' ? 'challenge_timeout' : 'challenge_abandoned');
    const res = await this.#ask(authUuid, outcome.cres);
    // A pending answer to the CRes is no bank-app wait: the result is not in yet.
    return res ? this.#handle({ ...res, decoupled: false }, authUuid) : this.#lost(authUuid);
  }

  /**
   * Asks the service for a 3DS attempt's answer (`validate`, with the challenge's `cres` when there is one): the
   * charge, or `undefined` when it cannot tell (a fault, an unreadable answer).
   */
  async #ask(authUuid: string, cres?: string): Promise<Answer | undefined> {
    const h = this.host;
    try {
      const { data } = await h.api.validateAuthentication(this.#charge, {
        authentication_uuid: authUuid,
        ...(cres === undefined ? {} : { cres }),
      });
      return isReadable(data) ? data : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * The shopper or the clock gave up on 3DS: ask the service to end the attempt (validate without `cres`) and
   * report its answer. `canceled` is the service's word that nothing was taken; anything else is shown as is.
   */
  async #end(authUuid: string, code: string): Promise<PayResponse | undefined> {
    const res = await this.#ask(authUuid);
    return !res || res.status === 'pending' ? this.#lost(authUuid) : this.#handle(res, authUuid, code);
  }

  /** No final word on a 3DS attempt: the outcome is not known; the next click asks validate again. */
  #lost(authUuid: string): undefined {
    this.#openAuth = authUuid;
    this.#unknown();
    return undefined;
  }

  /** "Check payment" after a 3DS attempt whose outcome was not known. */
  async #recheck(authUuid: string): Promise<PayResponse | undefined> {
    this.#state.announce(this.t('checking'));
    this.#openAuth = undefined;
    const res = await this.#ask(authUuid);
    if (!res) return this.#lost(authUuid);
    if (res.status === 'pending' && !res.decoupled) return this.#end(authUuid, 'challenge_abandoned');
    return res.status === 'pending' ? this.#lost(authUuid) : this.#handle(res, authUuid);
  }

  async #decoupled(authUuid: string): Promise<PayResponse | undefined> {
    const h = this.host;
    this.#notice(this.t('challenge.decoupled'));
    const deadline = Date.now() + clampChallengeTimeout(h.challengeTimeout);
    while (!this.#stopped && Date.now() < deadline) {
      await sleep(Math.min(POLL_MS, deadline - Date.now())); // a negative wait is none
      if (this.#stopped) break;
      // A fault or no final answer yet: keep polling until the deadline, the bank app may still approve.
      const res = await this.#ask(authUuid);
      if (res && res.status !== 'pending') {
        this.#state.set({ notice: '' });
        return this.#handle(res, authUuid);
      }
    }
    this.#state.set({ notice: '' });
    if (this.#stopped) return undefined;
    return this.#end(authUuid, 'challenge_timeout');
  }
}
