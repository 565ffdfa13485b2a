import type { PayRequest, PayResponse } from '@tucan/client';
import { TucanBusyEvent, TucanErrorEvent } from '../events.ts';
import type { ClientCache } from '../payment/client-cache.ts';
import { firstPaymentMessages } from '../payment/payment.first.messages.ts';
import type { PaymentMessageKey } from '../payment/payment.messages.ts';
import type { CardPayment, CardPaymentHost } from './card.payment.ts';

type PayChunk = typeof import('./card.pay-chunk.ts');
/** The form's checks that only blur and submit need, which come with the pay chunk (`card.checks.ts`). */
export type CardChecks = Pick<PayChunk, keyof typeof import('./card.checks.ts')>;

/**
 * Where the pay chunk comes from. An object, so that a test can stand in for the network (a failed load) while
 * the element keeps calling the same function.
 */
export const payChunk = {
  load: (): Promise<PayChunk> => import('./card.pay-chunk.ts'),
};

/**
 * `<tucan-card>`'s payment before and after its code has loaded. The form renders without it: until the pay chunk
 * is there, no attempt exists, so the flow's state reads "no attempt, outcome known", and edits have nothing to
 * renew. The element starts the load at the shopper's first interaction (focus or press in the form, a BIN typed)
 * or at the first idle moment after its first render; Pay waits for it if it is still on its way. What happened
 * before it arrived is replayed once: the BIN typed so far starts 3DS (its Method frame after a pause in typing).
 * A failed load is forgotten, so the next interaction or Pay loads it again; a Pay that meets a failed load tells
 * the shopper (nothing was sent) and the next Pay is the same first attempt.
 */
export class LazyCardPayment {
  #real: CardPayment | undefined;
  #loading: Promise<CardPayment> | undefined;
  /** The form's checks that came with the pay chunk (`card.form-state.ts` asks for them). */
  checks: CardChecks | undefined;
  /** The card brands' marks, which came with the pay chunk (the number field shows the generic card until then). */
  marks: PayChunk['BRAND_MARKS'] | undefined;
  /** The shopper typed before the chunk arrived: its 3DS Method frame still waits for a pause. */
  #typed = false;

  constructor(
    private readonly host: CardPaymentHost & {
      inline?: { card: { blocked(): Promise<boolean> } } | undefined;
      clients: ClientCache | undefined;
      announce(text: string): void;
      requestUpdate(): void;
    },
    /** The BIN in the number field now, if 8 digits are typed. */
    private readonly bin: () => string | undefined,
  ) {}

  /** Loads the pay chunk once (again after a failure); resolves to the payment of this element. */
  load(): Promise<CardPayment> {
    this.#loading ??= payChunk.load().then(
      (chunk) => {
        const { CardPayment, ClientCache } = chunk;
        // `@tucan/client` is part of the pay chunk: the element's `api` from now on.
        this.host.clients ??= new ClientCache();
        this.checks = chunk;
        this.marks = chunk.BRAND_MARKS;
        this.host.requestUpdate();
        const payment = new CardPayment(this.host);
        this.#real = payment;
        const bin = this.bin();
        if (bin && !this.host.payment.done && this.host.isConnected) {
          payment.prepare(bin);
          if (this.#typed) payment.typing();
        }
        return payment;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }

  /** Starts loading the pay chunk, if it is not there or on its way; a failure waits for the next try. */
  preload(): void {
    if (!this.#loading) this.load().catch(() => {});
  }

  /**
   * The flow's words (`paymentMessages`, part of the pay chunk), for what only a loaded payment shows: after an
   * unknown outcome, "Check payment" and "Checking…".
   */
  words(key: PaymentMessageKey): string {
    return this.#real?.flow.t(key) ?? '';
  }

  /** A BIN was typed: 3DS starts now, or as soon as the pay chunk arrives. */
  prepare(bin: string): void {
    if (this.#real) this.#real.prepare(bin);
    else this.preload();
  }

  edited(): void {
    this.#real?.edited();
  }

  typing(): void {
    if (this.#real) this.#real.typing();
    else this.#typed = true;
  }

  forgetAttempt(): void {
    this.#real?.forgetAttempt();
  }

  stop(): void {
    this.#real?.stop();
  }

  /**
   * Pays once the pay chunk is there. When it cannot load (the network), nothing was sent: the shopper is told
   * with the flow's own wording and `tucan-error` (`code: 'network'`), and Pay can be clicked again.
   */
  async pay(body: PayRequest): Promise<PayResponse | undefined> {
    const h = this.host;
    let payment = this.#real;
    if (!payment) {
      // The wait is part of the attempt: `tucan-busy` brackets it too (a drop-in locks its switch meanwhile).
      const busy = (value: boolean) =>
        h.dispatchEvent(new TucanBusyEvent({ chargeUuid: h.chargeUuid, busy: value }));
      busy(true);
      try {
        payment = await this.load();
      } catch {
        const message = h.l10n.t(firstPaymentMessages, 'error.refused');
        h.payment.set({ alert: message });
        h.announce(message);
        h.dispatchEvent(new TucanErrorEvent({ chargeUuid: h.chargeUuid, code: 'network', message }));
        return undefined;
      } finally {
        busy(false);
      }
      // The form was checked without the checks that came with the chunk: the whole form now, before sending.
      // The form is disabled while busy; an invalid field takes the focus, so it is enabled for the check.
      h.payment.set({ busy: false });
      if (await h.inline?.card.blocked()) return undefined;
      h.payment.set({ busy: true });
    }
    return payment.pay(body);
  }
}
