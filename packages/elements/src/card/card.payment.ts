import {
  type BrowserInfo,
  newIdempotencyKey,
  type PayRequest,
  type ServiceError,
  TucanApiError,
  type TucanClient,
} from '@tucan/client';
import type { CardField } from '../domain/validate.ts';
import { TucanCompleteEvent, TucanErrorEvent, TucanStatusEvent } from '../events.ts';
import { type AuthenticationResult, ThreeDsAuthenticator } from '../threeds/authenticator.ts';
import { collectBrowserInfo } from '../threeds/browser-info.ts';
import type { ChallengeOutcome } from '../threeds/challenge.element.ts';
import { type ChallengeWindowSize, challengeWindowSize } from '../threeds/challenge-window.ts';
import { safeServiceUrl } from '../threeds/safe-url.ts';
import { declineMessageKey, fieldErrorsFromService, isSuccess, isTransient } from './card.logic.ts';
import type { CardMessageKey } from './card.messages.ts';

/** What the payment flow needs from `<tucan-card>`. */
export interface PaymentHost extends HTMLElement {
  chargeUuid: string;
  readonly api: TucanClient;
  methodTimeout: number;
  challengeTimeout: number;
  status: string;
  alert: string;
  notice: string;
  done: boolean;
  readonly renderRoot: HTMLElement | DocumentFragment;
  t(key: CardMessageKey, params?: Record<string, string>): string;
  /** The title `<tucan-status>` shows for a status (what the live region announces at the end). */
  statusTitle(status: string): string;
  announce(text: string): void;
  showServiceErrors(errors: Partial<Record<CardField, CardMessageKey>>): void;
  clearSensitive(): void;
  focusResult(): Promise<void>;
}

/** Interval of the decoupled-authentication poll. */
const POLL_MS = 2_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The card payment flow: one pay request per attempt (Idempotency-Key reused after a network fault, a new one
 * after a decline), then the 3DS challenge or decoupled wait, validate, and the final status. Fires
 * `tucan-status`, `tucan-complete` and `tucan-error` with the charge UUID, status and codes only.
 */
export class CardPayment {
  private key: string | undefined;
  private attempt: { auth: AuthenticationResult; browser: BrowserInfo } | undefined;
  private stopped = false;
  private readonly auth: ThreeDsAuthenticator;

  constructor(private readonly host: PaymentHost) {
    this.auth = new ThreeDsAuthenticator({
      client: () => host.api,
      chargeUuid: () => host.chargeUuid,
      container: () => host.renderRoot.querySelector<HTMLElement>('.frames'),
      timeoutMs: () => host.methodTimeout,
    });
  }

  /** Starts 3DS for a BIN as soon as it is typed. */
  prepare(bin: string): void {
    this.auth.prepare(bin);
  }

  /** The shopper changed something: the next Pay is a new attempt (new key). */
  edited(): void {
    this.key = undefined;
    this.attempt = undefined;
  }

  /** Forgets the attempt and its authentication (after a decline, a refusal or a success). */
  forgetAttempt(): void {
    this.edited();
    this.auth.reset();
  }

  stop(): void {
    this.stopped = true;
    this.auth.reset();
  }

  async pay(body: PayRequest): Promise<void> {
    const h = this.host;
    this.stopped = false;
    h.alert = '';
    h.notice = '';
    h.announce(h.t('paying'));
    if (!this.key || !this.attempt) {
      const auth = await this.auth.result((body.card_number ?? '').slice(0, 8));
      // The layout viewport, not innerWidth: a phone zoomed out over a page wider than the screen reports a
      // larger innerWidth than the screen can show the dialog in.
      const root = document.documentElement;
      const size = challengeWindowSize(
        Math.min(window.innerWidth, root.clientWidth || window.innerWidth),
        Math.min(window.innerHeight, root.clientHeight || window.innerHeight),
      );
      this.attempt = { auth, browser: collectBrowserInfo(size) };
      this.key = newIdempotencyKey();
    }
    const { auth, browser } = this.attempt;
    const request: PayRequest = {
      ...body,
      ...(auth.authentication_uuid ? { authentication_uuid: auth.authentication_uuid } : {}),
      threeDSCompInd: auth.threeDSCompInd,
      browser,
    };
    let response: Awaited<ReturnType<TucanClient['pay']>>['data'];
    try {
      response = (await h.api.pay(h.chargeUuid, request, { idempotencyKey: this.key })).data;
    } catch (error) {
      this.failed(error);
      return;
    }
    await this.handle(response, auth.authentication_uuid);
  }

  private async handle(
    res: {
      status: string;
      url_3ds?: string;
      creq?: string;
      decoupled?: boolean;
      authentication_uuid?: string;
      error?: ServiceError;
    },
    authUuid: string | undefined,
  ): Promise<void> {
    this.setStatus(res.status);
    const auth = res.authentication_uuid ?? authUuid;
    if (isSuccess(res.status)) return this.succeed();
    if (res.status === 'pending' && res.url_3ds && res.creq && auth)
      return this.challenge(res.url_3ds, res.creq, auth);
    if (res.status === 'pending' && auth) return this.decoupled(auth);
    if (res.status === 'error') return this.declined(res.error);
    // Another final status (for example canceled): show it; the charge cannot be paid any more.
    this.forgetAttempt();
    this.host.done = true;
    this.fail(
      res.status || 'unknown',
      this.host.t(res.status === 'canceled' ? 'error.canceled' : 'error.refused'),
    );
    await this.host.focusResult();
  }

  private setStatus(status: string): void {
    const h = this.host;
    if (!status || status === h.status) return;
    h.status = status;
    h.dispatchEvent(new TucanStatusEvent({ chargeUuid: h.chargeUuid, status }));
  }

  private fail(code: string, message: string): void {
    const h = this.host;
    h.alert = message;
    // Once the charge is final the result replaces the form: announce its title, the words on screen.
    h.announce(h.done ? h.statusTitle(h.status) : message);
    h.dispatchEvent(new TucanErrorEvent({ chargeUuid: h.chargeUuid, code, message }));
  }

  private async succeed(): Promise<void> {
    const h = this.host;
    h.clearSensitive();
    this.forgetAttempt();
    h.notice = '';
    h.done = true;
    h.announce(h.statusTitle(h.status));
    h.dispatchEvent(new TucanCompleteEvent({ chargeUuid: h.chargeUuid, status: h.status }));
    await h.focusResult();
  }

  private declined(error: ServiceError | undefined): void {
    this.forgetAttempt();
    this.fail(error?.code ?? 'declined', this.host.t(declineMessageKey(error?.code)));
  }

  private failed(error: unknown): void {
    if (isTransient(error)) {
      // Same attempt: Pay again sends the same Idempotency-Key, so a request that did arrive is not repeated.
      this.fail('network', this.host.t('error.network'));
      return;
    }
    this.forgetAttempt();
    if (error instanceof TucanApiError && error.status === 409 && error.code === 'INVALID_STATE') {
      // The charge cannot be paid any more: most likely an earlier attempt whose answer was lost did go
      // through. Never a plain failure: the shopper is told it may be paid, the merchant checks the charge.
      const message = this.host.t('error.already_processed');
      this.host.notice = message;
      this.host.announce(message);
      this.host.dispatchEvent(
        new TucanErrorEvent({ chargeUuid: this.host.chargeUuid, code: 'already_processed', message }),
      );
      return;
    }
    if (error instanceof TucanApiError && error.status === 422) {
      this.host.showServiceErrors(fieldErrorsFromService(error.details));
    }
    const code =
      error instanceof TucanApiError ? (error.code ?? `http_${error.status ?? 'error'}`) : 'refused';
    this.fail(code, this.host.t('error.refused'));
  }

  private async challenge(url: string, creq: string, authUuid: string): Promise<void> {
    const h = this.host;
    const dialog = h.renderRoot.querySelector('tucan-3ds-challenge');
    if (!dialog) return;
    if (!safeServiceUrl(url)) {
      // Never post the CReq to a javascript:, data: or plain-http address, whatever the answer says.
      this.forgetAttempt();
      return this.fail('unsafe_challenge_url', h.t('error.refused'));
    }
    h.announce(h.t('challenge.started'));
    const size = (this.attempt?.browser.challengeWindowSize ?? '05') as ChallengeWindowSize;
    const outcome = await dialog.open({ url, creq, size, timeoutMs: h.challengeTimeout });
    await this.validate(authUuid, outcome);
  }

  private async validate(authUuid: string, outcome: ChallengeOutcome): Promise<void> {
    const h = this.host;
    const body = {
      authentication_uuid: authUuid,
      ...(outcome.kind === 'cres' ? { cres: outcome.cres } : {}),
    };
    let res: Awaited<ReturnType<TucanClient['validateAuthentication']>>['data'] | undefined;
    try {
      res = (await h.api.validateAuthentication(h.chargeUuid, body)).data;
    } catch (error) {
      if (outcome.kind === 'cres') return this.failed(error);
    }
    if (outcome.kind !== 'cres' && (!res || res.status === 'pending' || res.status === 'canceled')) {
      // Abandoned or timed out. A service that has not settled it yet still hears nothing was taken.
      this.forgetAttempt();
      if (res?.status === 'canceled') {
        this.setStatus(res.status);
        h.done = true;
      }
      this.fail(
        outcome.kind === 'timeout' ? 'challenge_timeout' : 'challenge_abandoned',
        h.t('error.canceled'),
      );
      if (h.done) await h.focusResult();
      return;
    }
    if (res) await this.handle({ ...res, decoupled: false }, authUuid);
  }

  private async decoupled(authUuid: string): Promise<void> {
    const h = this.host;
    h.notice = h.t('challenge.decoupled');
    h.announce(h.notice);
    const deadline = Date.now() + h.challengeTimeout;
    while (!this.stopped && Date.now() < deadline) {
      await sleep(POLL_MS);
      try {
        const { data } = await h.api.validateAuthentication(h.chargeUuid, { authentication_uuid: authUuid });
        if (data.status !== 'pending') {
          h.notice = '';
          return this.handle(data, authUuid);
        }
      } catch {
        // Keep polling until the deadline: the bank app may still approve.
      }
    }
    h.notice = '';
    this.forgetAttempt();
    if (!this.stopped) this.fail('challenge_timeout', h.t('error.canceled'));
  }
}
