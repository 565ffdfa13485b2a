import type { TucanClient } from '@tucan/client';
import {
  type CompletionIndicator,
  clampMethodTimeout,
  METHOD_TIMEOUT_MS,
  runThreeDsMethod,
} from './method.ts';

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
  private bin: string | undefined;
  private pending: Promise<AuthenticationResult> | undefined;
  private abort: AbortController | undefined;

  constructor(private readonly opts: AuthenticatorOptions) {}

  /** Starts (or keeps) the authentication of this BIN. */
  prepare(bin: string): void {
    if (bin === this.bin && this.pending) return;
    this.reset();
    this.bin = bin;
    this.abort = new AbortController();
    this.pending = this.run(bin, this.abort.signal);
  }

  /** The authentication of this BIN, started now if it was not already. */
  result(bin: string): Promise<AuthenticationResult> {
    this.prepare(bin);
    return this.pending as Promise<AuthenticationResult>;
  }

  /** Forgets the current authentication (a new attempt needs a new one). */
  reset(): void {
    this.abort?.abort();
    this.abort = undefined;
    this.bin = undefined;
    this.pending = undefined;
  }

  /**
   * Setup and 3DS Method share one 10-second budget (the 10-second rule): a setup that hangs or fails, or a
   * budget spent, gives `U` or `N` and payment goes on without them. Never longer than the budget.
   */
  private async run(bin: string, signal: AbortSignal): Promise<AuthenticationResult> {
    const charge = this.opts.chargeUuid();
    const container = this.opts.container();
    if (!charge || !container) return { threeDSCompInd: 'U' };
    const budget = clampMethodTimeout(this.opts.timeoutMs?.());
    const started = Date.now();
    const ctl = new AbortController();
    const stop = () => ctl.abort();
    signal.addEventListener('abort', stop, { once: true });
    const timer = setTimeout(stop, METHOD_TIMEOUT_MS);
    let setup: Awaited<ReturnType<TucanClient['setupAuthentication']>>['data'];
    try {
      setup = (
        await this.opts
          .client()
          .setupAuthentication(
            { charge_uuid: charge, card_bin: bin },
            { signal: ctl.signal, timeoutMs: METHOD_TIMEOUT_MS },
          )
      ).data;
    } catch {
      return { threeDSCompInd: 'U' };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    }
    if (!setup || typeof setup.authentication_uuid !== 'string') return { threeDSCompInd: 'U' };
    // What the setup used comes off the method's own wait, so both together stay within the 10 s.
    const left = Math.max(1, Math.min(budget, METHOD_TIMEOUT_MS - (Date.now() - started)));
    const ind = await runThreeDsMethod(setup, { container, timeoutMs: left, signal });
    return { authentication_uuid: setup.authentication_uuid, threeDSCompInd: ind };
  }
}
