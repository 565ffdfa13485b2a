import type { TucanClient } from '@tucan/client';
import {
  type CompletionIndicator,
  clampMethodTimeout,
  METHOD_TIMEOUT_MS,
  runThreeDsMethod,
} from './method.ts';

/**
 * The 3DS Method frame loads the ACS's page, whose parsing and script run on the page's main thread: it starts
 * once the shopper has paused typing this long (or at Pay), never between two keystrokes.
 */
export const METHOD_QUIET_MS = 400;
/** At the latest this long after the BIN, typing or not, the frame starts, so the 10-second rule keeps room. */
export const METHOD_START_LATEST_MS = 4_000;

export interface AuthenticationResult {
  authentication_uuid?: string;
  threeDSCompInd: CompletionIndicator;
}

export interface AuthenticatorOptions {
  client: () => TucanClient;
  chargeUuid: () => string;
  container: () => HTMLElement | null | undefined;
  timeoutMs?: () => number;
}

/**
 * Starts 3DS as soon as the BIN is known, while the shopper is still typing: setup-authentication, then the
 * 3DS Method in a hidden iframe. By the time Pay is clicked the result is usually ready, so a frictionless
 * payment costs one round trip (pay). A new BIN restarts it; a failed setup never blocks payment.
 */
export class ThreeDsAuthenticator {
  #bin: string | undefined;
  /** The charge the current authentication was set up for: another charge needs its own. */
  #charge: string | undefined;
  #pending: Promise<AuthenticationResult> | undefined;
  #abort: AbortController | undefined;
  #lastInput = 0;
  /** Starts a waiting 3DS Method frame at once (Pay was clicked). */
  #startNow: (() => void) | undefined;
  /** Pay is waiting for this authentication: its frame starts without waiting for a pause. */
  #hurry = false;

  constructor(private readonly opts: AuthenticatorOptions) {}

  /**
   * Starts (or keeps) the authentication of this BIN for `charge` (the element's current one). An authentication belongs to one
   * charge (the service refuses it on another, 422): after a change of `charge-uuid` the same BIN is set up anew.
   */
  prepare(bin: string, charge = this.opts.chargeUuid()): void {
    if (bin === this.#bin && charge === this.#charge && this.#pending) return;
    this.reset();
    this.#bin = bin;
    this.#charge = charge;
    this.#abort = new AbortController();
    this.#pending = this.#run(bin, this.#abort);
  }

  /** The shopper typed: a waiting 3DS Method frame waits for the next pause. */
  typing(): void {
    this.#lastInput = Date.now();
  }

  /**
   * The authentication of this BIN for `charge` (a pay attempt's), started now if it was not already, its 3DS Method
   * frame without waiting.
   */
  result(bin: string, charge?: string): Promise<AuthenticationResult> {
    this.prepare(bin, charge);
    this.#hurry = true;
    this.#startNow?.();
    return this.#pending as Promise<AuthenticationResult>;
  }

  /** Forgets the current authentication (a new attempt needs a new one). */
  reset(): void {
    this.#startNow?.();
    this.#hurry = false;
    this.#abort?.abort();
    this.#abort = undefined;
    this.#bin = undefined;
    this.#charge = undefined;
    this.#pending = undefined;
  }

  /**
   * Setup and 3DS Method share one 10-second budget (the 10-second rule): a setup that hangs or fails, or a
   * budget spent, gives `U` or `N` and payment goes on without them. Never longer than the budget. A setup still
   * running when the budget is spent is aborted with this attempt's own controller (its answer would be used by
   * nothing: the attempt has already ended in `U`).
   */
  async #run(bin: string, abort: AbortController): Promise<AuthenticationResult> {
    const charge = this.#charge;
    const container = this.opts.container();
    if (!charge || !container) return { threeDSCompInd: 'U' };
    const budget = clampMethodTimeout(this.opts.timeoutMs?.());
    const started = Date.now();
    const signal = abort.signal;
    const timer = setTimeout(() => abort.abort(), METHOD_TIMEOUT_MS);
    let setup: Awaited<ReturnType<TucanClient['setupAuthentication']>>['data'];
    try {
      setup = (
        await this.opts
          .client()
          .setupAuthentication(
            { charge_uuid: charge, card_bin: bin },
            { signal, timeoutMs: METHOD_TIMEOUT_MS },
          )
      ).data;
    } catch {
      return { threeDSCompInd: 'U' };
    } finally {
      clearTimeout(timer);
    }
    if (!setup || typeof setup.authentication_uuid !== 'string') return { threeDSCompInd: 'U' };
    await this.#pause(started);
    if (signal.aborted) return { threeDSCompInd: 'N' };
    // What the setup used comes off the method's own wait, so both together stay within the 10 s.
    const left = Math.max(1, Math.min(budget, METHOD_TIMEOUT_MS - (Date.now() - started)));
    const ind = await runThreeDsMethod(setup, { container, timeoutMs: left, signal });
    return { authentication_uuid: setup.authentication_uuid, threeDSCompInd: ind };
  }

  /** Resolves at the shopper's next pause in typing, at Pay or reset, or METHOD_START_LATEST_MS after `started`. */
  #pause(started: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const go = () => {
        clearTimeout(timer);
        this.#startNow = undefined;
        resolve();
      };
      const check = () => {
        const now = Date.now();
        const wait = Math.min(this.#lastInput + METHOD_QUIET_MS, started + METHOD_START_LATEST_MS) - now;
        if (wait <= 0 || this.#hurry) go();
        else timer = setTimeout(check, wait);
      };
      this.#startNow = go;
      check();
    });
  }
}
