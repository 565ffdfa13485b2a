/**
 * The card's payment code, loaded when the form first needs it (`card.pay-loader.ts`): the payment (the shared
 * `PaymentFlow`, 3DS setup and Method, the browser data), the client the card builds from `environment`/`base-url`,
 * and the result a payment ends on: the status screen (`<tucan-status>`, registered by importing it) and its words.
 */
import '../status/status.ts';
import type { PayRequest, PayResponse } from '@tucan/client';
import type { Messages } from '../controllers/localize.ts';
import { ClientCache } from '../payment/client-cache.ts';
import { PaymentFlow, type PaymentHost } from '../payment/flow.ts';
import type { PaymentForm } from '../payment/payment-host.ts';
import { statusMessages } from '../status/status.messages.ts';
import { ThreeDsAuthenticator } from '../threeds/authenticator.ts';
import { collectBrowserInfo } from '../threeds/browser-info.ts';
import type { CardCharge } from './card.charge.ts';

/** "Check payment" by itself when back online (`CardAttempt`): only an attempt's outcome can be unknown. */
export { BackOnlineCheck } from '../payment/back-online.ts';
/** Which failures are the card's decline (`CardAttempt`): only an attempt's answer can be one. */
export { isDecline } from '../payment/decline.ts';

/**
 * Brings `el` into view now (the card form's Pay under a notice: only an attempt brings one) and, in a frame, once more when the page has grown the frame to its new content (the
 * frame's window is resized then): before that, what is new may lie below the frame's old height.
 */
export function keepInView(el: Element | null): void {
  const show = () => el?.scrollIntoView({ block: 'nearest' });
  show();
  if (window.parent !== window) addEventListener('resize', show, { once: true });
}

/**
 * The words of the payment's result: the status screen's, whose title the live region says too. They load with this
 * code, so they are there when the pay call answers; the form's first render never waits for them.
 */
export const resultWords: readonly Messages<string>[] = [statusMessages];

/** The card's form as Pay left it: the charge it showed and what it showed of it (`CardCharge`). */
export interface ApprovingForm {
  readonly chargeUuid: string;
  readonly charge: Pick<CardCharge, 'currencyToPay' | 'total'>;
}

/** What the card payment needs from `<tucan-card>`: the shared flow's host, plus the 3DS Method timeout. */
export interface CardPaymentHost extends PaymentHost {
  methodTimeout: number;
  /** The clients built from `environment`/`base-url` (its `api` when no `client` is given): made here. */
  clients: ClientCache | undefined;
  /** The page's layout viewport when the card runs in a frame (the challenge shows on the page, not in it). */
  hostViewport?: { width: number; height: number } | undefined;
}

/**
 * The card's part of a payment: 3DS device data collection started from the BIN while the shopper types, and
 * the browser data of the attempt. Everything else (keys, faults, 3DS challenge, endings) is the shared
 * `PaymentFlow`.
 */
export class CardPayment {
  readonly flow: PaymentFlow;
  private readonly auth: ThreeDsAuthenticator;
  /** What the attempt's Pay approved: the form, the charge it showed, and the currency and total on Pay. */
  #approved: { form: ApprovingForm; charge: string; currency: string; total: number | undefined } | undefined;

  /** `form`: the card's form (`<tucan-card-form>`), which words Pay and holds what was typed. */
  constructor(
    private readonly host: CardPaymentHost,
    form: PaymentForm,
  ) {
    host.clients ??= new ClientCache();
    this.flow = new PaymentFlow(host, form);
    this.auth = new ThreeDsAuthenticator({
      client: () => host.api,
      chargeUuid: () => host.chargeUuid,
      container: () => host.renderRoot.querySelector<HTMLElement>('.frames'),
      timeoutMs: () => host.methodTimeout,
    });
  }

  /** Starts 3DS for a BIN as soon as it is typed (its 3DS Method frame at the next pause in typing). */
  prepare(bin: string): void {
    this.auth.prepare(bin);
  }

  /** The shopper changed something: the next Pay is a new attempt (new key). */
  edited(): void {
    this.flow.newAttempt();
  }

  /** The shopper typed in a field: the 3DS Method frame waits for a pause (see `METHOD_QUIET_MS`). */
  typing(): void {
    this.auth.typing();
  }

  /** Forgets the attempt and its authentication (after a form reset). */
  forgetAttempt(): void {
    this.flow.newAttempt();
    this.auth.reset();
  }

  stop(): void {
    this.flow.stop();
    this.auth.reset();
  }

  /**
   * The currency and amount the result shows: what the attempt's Pay approved, whatever the form shows after; when Pay
   * showed no amount yet, the service's value of the charge once known, unless the card has moved to another charge.
   */
  get approved(): [currency: string, amount: number | undefined] | undefined {
    const a = this.#approved;
    if (!a) return undefined;
    if (a.total !== undefined || a.charge !== a.form.chargeUuid) return [a.currency, a.total];
    return [a.form.charge.currencyToPay(), a.form.charge.total()];
  }

  /**
   * Pays the card: the 3DS result of its BIN for the attempt's charge (10 s at most) and the browser data join the
   * first request. `approved`: the charge whose price the shopper approved at Pay on `form`. "Check payment" (an
   * unknown outcome) approves nothing new: the attempt it checks keeps its charge and its price.
   */
  async pay(body: PayRequest, approved: string, form: ApprovingForm): Promise<PayResponse | undefined> {
    if (!this.flow.outcomeUnknown) {
      // The price Pay showed is the form's only while the form still has that charge (the page may change it while
      // the payment's code loads): else none is known.
      const same = form.chargeUuid === approved;
      const { charge } = form;
      this.#approved = {
        form,
        charge: approved,
        currency: same ? charge.currencyToPay() : '',
        total: same ? charge.total() : undefined,
      };
    }
    const build = async (charge: string): Promise<PayRequest> => {
      const auth = await this.auth.result((body.card_number ?? '').slice(0, 8), charge);
      return {
        ...body,
        ...(auth.authentication_uuid ? { authentication_uuid: auth.authentication_uuid } : {}),
        threeDSCompInd: auth.threeDSCompInd,
        browser: collectBrowserInfo(this.host.hostViewport),
      };
    };
    const result = await this.flow.pay(build, undefined, approved);
    // A decline or a final answer ends this attempt's authentication too; the next Pay sets up a new one.
    if (!this.flow.outcomeUnknown && result?.status !== 'pending') this.auth.reset();
    return result;
  }
}
