import { TucanBusyEvent, TucanErrorEvent } from '../events.ts';
import { paymentMessages } from '../payment/payment.messages.ts';
import type { CardFormState } from './card.form-state.ts';
import type { CardPayment, CardPaymentHost } from './card.payment.ts';

/**
 * Where the card's payment code comes from: `card.payment.ts` (the flow, 3DS, the client, the result: the status
 * screen and its words), imported when the form first needs it (a BIN typed, the installment simulation, the first
 * touch or idle moment, Pay). An object, so that a test can stand in for the network.
 */
export const paymentCode = { load: () => import('./card.payment.ts') };

/** What the payment asks of the card's form: Pay's words, and the typed data's 422 errors and forgetting. */
export interface CardPayForm {
  payingText(): string | undefined;
  readonly state: Pick<CardFormState, 'showServiceErrors' | 'clearSensitive'>;
}

/**
 * The card's payment (`CardPayment`), made once its code is here; a failed load is tried again on the next need.
 * The result's words start loading as soon as the code is here, and Pay waits for them too.
 */
export class CardPayLoader {
  /** The payment, once its code is here. */
  payment: CardPayment | undefined;
  /** The payment's code, once here. */
  code: typeof import('./card.payment.ts') | undefined;
  #loading: Promise<CardPayment> | undefined;
  /** The result's words, loading from the moment the payment's code is here (never rejects). */
  #resultWords: Promise<void> | undefined;

  constructor(
    private readonly card: CardPaymentHost,
    private readonly form: CardPayForm,
  ) {}

  load(): Promise<CardPayment> {
    this.#loading ??= paymentCode.load().then(
      (code) => {
        const { CardPayment, resultWords } = code;
        this.code = code;
        this.#resultWords = this.card.l10n.add(resultWords);
        const { form } = this;
        this.payment = new CardPayment(this.card, {
          payingText: () => form.payingText(),
          showServiceErrors: (details) => form.state.showServiceErrors(details),
          clearSensitive: () => form.state.clearSensitive(),
        });
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
   * The payment for Pay, with its result's words, loading them if they are not there (the wait is part of the
   * attempt: `tucan-busy` brackets it too), so that the result shows in the shopper's words the moment the pay call
   * answers. When the code cannot load (the network), nothing was sent: the shopper is told with the flow's wording
   * and `tucan-error` (`code: 'network'`), and Pay can be pressed again.
   */
  async forPay(): Promise<CardPayment | undefined> {
    if (this.payment) {
      await this.#resultWords;
      return this.payment;
    }
    const card = this.card;
    const busy = (value: boolean) =>
      card.dispatchEvent(new TucanBusyEvent({ chargeUuid: card.chargeUuid, busy: value }));
    busy(true);
    try {
      const payment = await this.load();
      await this.#resultWords;
      return payment;
    } catch {
      const message = card.l10n.t(paymentMessages, 'error.refused');
      card.payment.set({ alert: message });
      card.payment.announce(message);
      card.dispatchEvent(new TucanErrorEvent({ chargeUuid: card.chargeUuid, code: 'network', message }));
      return undefined;
    } finally {
      busy(false);
    }
  }
}
