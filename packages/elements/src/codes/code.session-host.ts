/** What a code's session (`code.session.ts`) reads from its element and from the element's method. */
import type { TucanClient } from '@tucan/client';
import type { ReactiveControllerHost } from 'lit';
import type { LocalizeController } from '../controllers/localize.ts';
import type { PaymentFlow } from '../payment/flow.ts';
import type { PaymentState } from '../payment/payment-state.ts';
import type { CodeMethod } from './code.method.ts';

export type Phase =
  | 'idle'
  | 'input'
  | 'requesting'
  | 'waiting'
  | 'expired'
  | 'canceled'
  | 'failed'
  /** Another method's code was issued on the charge since: this code was voided (one live code per charge). */
  | 'replaced';

/**
 * Fired (not bubbling, not composed) on a code element each time a pay call issued its code: `<tucan-checkout>`
 * hears it to know which method holds the charge's one live code (`MethodElements.live`).
 */
export const CODE_ISSUED = 'tucan-code-issued';

/**
 * The merchant's hook for a new code after expiry (a code element's and `<tucan-checkout>`'s `newCharge`): its
 * backend creates a new charge for the same order and it gives the new charge's UUID (`undefined` when it cannot).
 */
export type NewCharge = () => Promise<string | undefined>;

/** The merchant's own status lookup (the element's `getStatus`). */
export type StatusGetter = (chargeUuid: string) => Promise<string | undefined> | string | undefined;

/** What the session reads and writes on its element (the charge, its status and the result it shows). */
export interface CodeSessionHost extends ReactiveControllerHost, HTMLElement {
  chargeUuid: string;
  /** The page's ISO 4217 currency of the charge (the service's, once it said it, wins: `CodeSession.currency`). */
  readonly currency: string;
  /** The charge status (the element's public `status`: setting it runs `statusChanged`). */
  status: string;
  /** What the element shows of the payment: its alert, notice and result. */
  readonly payment: PaymentState;
  readonly statusUrl: string;
  readonly getStatus: StatusGetter | undefined;
  readonly newCharge: NewCharge | undefined;
  readonly noRegenerate: boolean;
  readonly formDisabled: boolean;
  /** How long the pay call may take (`pay-timeout`). */
  readonly payTimeout: number;
  readonly api: TucanClient;
  readonly l10n: LocalizeController;
  announce(text: string): void;
  focusResult(): Promise<void>;
  /** A message of the element's method, else a shared one. */
  t(key: string, params?: Record<string, string>): string;
}

export interface CodeSessionOptions<P> {
  method(): CodeMethod<P>;
  /** The shopper acts before the code is requested (payer data, `confirm`, the checkout's press). */
  asksFirst(): boolean;
  /** The payer's fields of the pay request. */
  payerBody(): object;
  flow: PaymentFlow;
}
