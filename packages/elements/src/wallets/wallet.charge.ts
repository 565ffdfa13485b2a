import type { TucanClient } from '@tucan/client';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LocalizeController } from '../controllers/localize.ts';
import { AmountCheck } from '../payment/amount-check.ts';

/** What the charge's controller needs from the wallet element. */
export interface WalletChargeHost extends ReactiveControllerHost, EventTarget {
  chargeUuid: string;
  /** The page's amount and currency: checked against the charge's, never shown in their place. */
  amount: number | undefined;
  currency: string;
  readonly api: TucanClient;
  readonly l10n: LocalizeController;
  /** "The amount to pay is {amount}, as the payment service set it." in the element's language. */
  mismatchText(amount: string): string;
}

/**
 * The charge as the service states it, for a wallet: its `value` and `currency` from the installment simulation
 * (`client.simulateInstallments`, read-only), asked for as soon as the charge is known, so that the sheet, which
 * must open inside the click, is given the service's total without a request in the gesture.
 *
 * **Decision** (docs/contract.md W10): the sheet's total and the result's amount are the service's; until they
 * are known the wallet is not offered (no button), and a charge whose value cannot be had is not offered at all
 * (`tucan-unavailable` `amount_unknown`). A page whose `amount` (more than half a minor unit off) or `currency`
 * is not the charge's hears `tucan-error` `amount_mismatch` once per difference, as from `<tucan-card>`.
 */
export class WalletCharge implements ReactiveController {
  /** The charge's value as the service states it (`undefined` until known). */
  value: number | undefined;
  /** The charge's currency as the service states it ('' until known). */
  currency = '';
  /** `failed`: the service's value could not be had for this charge. */
  state: 'idle' | 'loading' | 'known' | 'failed' = 'idle';
  /** The charge the value is (being) read for. */
  #charge = '';
  /** The page's amount against the charge's (`amount_mismatch`, once per difference). */
  readonly #amount = new AmountCheck();

  constructor(
    private readonly host: WalletChargeHost,
    /** Told when a read ends, `known` or `failed` (the element decides again whether to offer the wallet). */
    private readonly changed: () => void,
  ) {
    host.addController(this);
  }

  /** Reads the charge's value, unless it is read (or being read) for this charge already. */
  want(charge: string): void {
    if (charge === this.#charge) return;
    this.forget();
    if (!charge) return;
    this.#charge = charge;
    this.state = 'loading';
    void this.#load(charge);
  }

  /** Forgets what was read (the service's address or client changed): the next `want` reads again. */
  forget(): void {
    this.#charge = '';
    this.value = undefined;
    this.currency = '';
    this.state = 'idle';
  }

  async #load(charge: string): Promise<void> {
    let value: number | undefined;
    let currency = '';
    try {
      const { data } = await this.host.api.simulateInstallments(charge);
      if (typeof data.value === 'number' && Number.isFinite(data.value) && data.value > 0) value = data.value;
      if (typeof data.currency === 'string' && /^[A-Z]{3}$/.test(data.currency)) currency = data.currency;
    } catch {
      // No answer: the wallet is not offered (it never shows an amount the service did not state).
    }
    if (charge !== this.#charge) return;
    const known = value !== undefined && currency !== '';
    this.value = known ? value : undefined;
    this.currency = known ? currency : '';
    this.state = known ? 'known' : 'failed';
    this.changed();
  }

  hostUpdated(): void {
    const { host, value, currency } = this;
    this.#amount.check(host, host, value, currency, () =>
      host.mismatchText(host.l10n.amount(value ?? 0, currency)),
    );
  }
}
