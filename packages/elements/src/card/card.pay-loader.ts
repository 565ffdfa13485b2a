import { TucanBusyEvent, TucanErrorEvent } from '../events.ts';
import { paymentMessages } from '../payment/payment.messages.ts';
import type { CardPayment, CardPaymentHost } from './card.payment.ts';

/**
 * Where the card's payment code comes from: `card.payment.ts` (the flow, 3DS, the client, the status screen),
 * imported when the form first needs it (a BIN typed, the installment simulation, the first touch or idle moment,
 * Pay). An object, so that a test can stand in for the network.
 */
export const paymentCode = { load: () => import('./card.payment.ts') };

/** The card's payment (`CardPayment`), made once its code is here; a failed load is tried again on the next need. */
export class CardPayLoader {
  /** The payment, once its code is here. */
  payment: CardPayment | undefined;
  #loading: Promise<CardPayment> | undefined;

  constructor(private readonly card: CardPaymentHost & { announce(text: string): void }) {}

  load(): Promise<CardPayment> {
    this.#loading ??= paymentCode.load().then(
      ({ CardPayment }) => {
        this.payment = new CardPayment(this.card);
        return this.payment;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }

  /** Starts the load, unless the payment is there or on its way; a failure waits for the next need. */
  preload(): void {
    if (!this.#loading) this.load().catch(() => {});
  }

  /**
   * The payment for Pay, loading it if it is not there (the wait is part of the attempt: `tucan-busy` brackets it
   * too). When it cannot load (the network), nothing was sent: the shopper is told with the flow's wording and
   * `tucan-error` (`code: 'network'`), and Pay can be pressed again.
   */
  async forPay(): Promise<CardPayment | undefined> {
    if (this.payment) return this.payment;
    const card = this.card;
    const busy = (value: boolean) =>
      card.dispatchEvent(new TucanBusyEvent({ chargeUuid: card.chargeUuid, busy: value }));
    busy(true);
    try {
      return await this.load();
    } catch {
      const message = card.l10n.t(paymentMessages, 'error.refused');
      card.payment.set({ alert: message });
      card.announce(message);
      card.dispatchEvent(new TucanErrorEvent({ chargeUuid: card.chargeUuid, code: 'network', message }));
      return undefined;
    } finally {
      busy(false);
    }
  }
}
