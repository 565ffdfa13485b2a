/**
 * A pay call sent ahead of the payment flow: a code element that has its charge and nothing to ask the shopper
 * sends it as soon as its code has run, before its first render (the view's templates, styles and words), so the
 * round trips of the call overlap that work instead of following it. The flow then takes it as the first send of
 * its attempt (`PaymentFlow.pay(build, early)`): the same Idempotency-Key and request, its answer awaited rather
 * than asked again, so one attempt keeps one key and at most one call is under way.
 */
import {
  newIdempotencyKey,
  type PayRequest,
  type PayResponse,
  type TucanClient,
  type TucanResult,
} from '@tucan/client';
import { clampPayTimeout } from './payment.logic.ts';

export interface EarlyPay {
  chargeUuid: string;
  request: PayRequest;
  key: string;
  /** The call's answer (or its error), for the flow to handle as its own. */
  answer: Promise<TucanResult<PayResponse>>;
  /** Ends the call (the flow's time limit). */
  abort(): void;
}

/** Sends `request` for `chargeUuid` now, with the options the flow's own first send would use. */
export function payEarly(
  api: TucanClient,
  chargeUuid: string,
  request: PayRequest,
  payTimeout: number,
): EarlyPay {
  const ctl = new AbortController();
  const key = newIdempotencyKey();
  const answer = api.pay(chargeUuid, request, {
    idempotencyKey: key,
    signal: ctl.signal,
    timeoutMs: clampPayTimeout(payTimeout),
    waitOnRateLimit: false,
  });
  // Handled where the flow takes it; a call never taken (the element left at once) must not be reported unhandled.
  answer.catch(() => {});
  return { chargeUuid, request, key, answer, abort: () => ctl.abort() };
}
