/**
 * `<tucan-checkout>`'s new charge after a code expired (docs/contract.md G3, K17): the merchant's `newCharge`, asked
 * once per expired charge whoever asks first, the expired code method's "Generate a new code" or the shopper's
 * choice of another method. The new charge becomes the checkout's, so every method pays it.
 */
import type { NewCharge } from '../codes/code.session-host.ts';
import type { MethodId } from './checkout.methods.ts';
import type { CheckoutEnding } from './method-elements.ts';

/** What the renewal needs of `<tucan-checkout>`. */
export interface RenewalHost {
  chargeUuid: string;
  readonly newCharge: NewCharge | undefined;
  readonly rendered: { ended: CheckoutEnding | undefined; readonly done: boolean; renewed(): void };
  requestUpdate(): void;
  readonly updateComplete: Promise<boolean>;
}

export class Renewal {
  /** The merchant's `newCharge`, in flight: every caller meanwhile gets the same new charge. */
  private pending: Promise<string | undefined> | undefined;
  /** The last new charge asked for on a choice of another method could not be had (the status line says so). */
  failed = false;

  constructor(private readonly host: RenewalHost) {}

  /**
   * A code expired and `newCharge` is set: the charge is canceled (B9), no method can pay it, and the next method
   * the shopper uses needs the new charge. Every method stays offered meanwhile.
   */
  get awaiting(): boolean {
    const h = this.host;
    return h.rendered.ended?.kind === 'expired' && !!h.newCharge && !h.rendered.done;
  }

  /** The method whose code expired, while a new charge is awaited. */
  get expired(): MethodId | undefined {
    return this.awaiting ? this.host.rendered.ended?.method : undefined;
  }

  /** The code methods' `newCharge` inside the checkout: one new charge, which becomes the checkout's. */
  readonly renew: NewCharge = () => {
    this.pending ??= this.run().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  };

  /**
   * The shopper chose `chosen`, another method than the expired one: the new charge is asked for now. Without one, the choice
   * goes back to the expired method (its "Generate a new code" tries again) and `failed` says why.
   */
  async forChoice(chosen: MethodId): Promise<MethodId | undefined> {
    const expired = this.expired;
    if (!expired || chosen === expired) return undefined;
    this.failed = false;
    if (await this.renew()) return undefined;
    this.failed = true;
    this.host.requestUpdate();
    return expired;
  }

  private async run(): Promise<string | undefined> {
    const h = this.host;
    // A throw or a rejection alike: no new charge.
    const uuid = await (async () => h.newCharge?.())().catch(() => undefined);
    if (typeof uuid !== 'string' || !uuid) return undefined;
    this.failed = false;
    h.rendered.renewed();
    h.chargeUuid = uuid;
    await h.updateComplete;
    return uuid;
  }
}
