/**
 * The charge as the service states it, for a code element, from the installment simulation (the one read-only public
 * view of a charge): its currency and value, asked once per charge beside the pay call, so the amount shown is in
 * the charge's currency whatever the page says (contract G12; no answer leaves the page's `currency` and `amount`),
 * and the service's clock.
 */
import type { CodeSessionHost } from './code.session-host.ts';

type StatementHost = Pick<CodeSessionHost, 'chargeUuid' | 'currency' | 'api' | 'requestUpdate'>;

export class ChargeStatement {
  private stated: { charge: string; currency: string; value: number | undefined } | undefined;
  /** The charge whose statement was asked for (once per charge). */
  private askedFor: string | undefined;

  constructor(private readonly host: StatementHost) {}

  /** The charge's currency: the service's once it said it, else the page's `currency`. */
  get currency(): string {
    return (this.stated?.charge === this.host.chargeUuid && this.stated.currency) || this.host.currency;
  }

  /** The charge's value as the service states it, once it said it. */
  get value(): number | undefined {
    return this.stated?.charge === this.host.chargeUuid ? this.stated.value : undefined;
  }

  /** Asks the service, once per charge; the host renders again when it answers. */
  ask(): void {
    const charge = this.host.chargeUuid;
    if (!charge || this.askedFor === charge) return;
    this.askedFor = charge;
    this.host.api.simulateInstallments(charge).then(
      ({ data }) => {
        if (charge !== this.host.chargeUuid) return;
        const currency =
          typeof data.currency === 'string' && /^[A-Z]{3}$/.test(data.currency) ? data.currency : '';
        const value =
          typeof data.value === 'number' && Number.isFinite(data.value) && data.value >= 0
            ? data.value
            : undefined;
        this.stated = { charge, currency, value };
        this.host.requestUpdate();
      },
      () => undefined,
    );
  }

  /**
   * The service's clock now (its `Date` header), from the same read-only call, which changes nothing; undefined when
   * it cannot be had.
   */
  async serviceNow(): Promise<number | undefined> {
    if (!this.host.chargeUuid) return undefined;
    try {
      return (await this.host.api.simulateInstallments(this.host.chargeUuid)).serverTime;
    } catch {
      return undefined;
    }
  }
}
