import type { ErrorDetail, TucanClient } from '@tucan/client';
import type { LocalizeController } from '../controllers/localize.ts';
import type { ChallengeOutcome, ChallengeRequest } from '../threeds/challenge.element.ts';
import type { PaymentState } from './payment-state.ts';

/**
 * What the flow asks of the form the shopper filled in (the element itself, unless it gives its form: the card's
 * `<tucan-card-form>`, in the frame and inline alike).
 */
export interface PaymentForm {
  /** What the live region says when an attempt starts, when the form knows the amount (else "Paying…"). */
  payingText?(): string | undefined;
  /** The per-field problems of a 422 from pay. */
  showServiceErrors?(details: readonly ErrorDetail[]): void;
  /** After success: forget sensitive input (the card number and code). */
  clearSensitive?(): void;
}

/** What the flow needs from the method element it pays for. */
export interface PaymentHost extends HTMLElement, PaymentForm {
  chargeUuid: string;
  readonly api: TucanClient;
  /** Time for a 3DS challenge or a decoupled approval, in ms (clamped by `clampChallengeTimeout`). */
  readonly challengeTimeout: number;
  /** Time for the pay call, retries included, in ms (clamped by `clampPayTimeout`; default 30 s). */
  readonly payTimeout?: number;
  /** The element's payment state, which the flow writes and the element renders from. */
  readonly payment: PaymentState;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly l10n: LocalizeController;
  focusResult(): Promise<void>;
  /**
   * Shows a 3DS challenge and resolves with its outcome: a payment element's own dialog (`<tucan-3ds-challenge>` in
   * its shadow root, its code loaded when it opens), or the frame's card asks the merchant page's dialog through its
   * channel. Undefined: no challenge can show (the attempt is ended).
   */
  readonly challengeOpener: ((request: ChallengeRequest) => Promise<ChallengeOutcome>) | undefined;
}
