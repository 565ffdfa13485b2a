import type { TucanClient } from '@tucan/client';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { LocalizeController } from '../controllers/localize.ts';
import { AmountCheck, statedCurrency } from './amount-check.ts';

/** What the charge's value controller needs from its element (a wallet, the drop-in). */
export interface ChargeValueHost extends ReactiveControllerHost, EventTarget {
  chargeUuid: string;
  /** The page's amount and currency: checked against the charge's, never shown in their place. */
  amount: number | undefined;
  currency: string;
  readonly l10n: LocalizeController;
}

/** How the element reads the charge and words a difference (a wallet element is its own). */
export interface ChargeValueReader {
  /** The client to read with (the drop-in loads its code when first asked). */
  readonly api: TucanClient | Promise<TucanClient>;
  /** "The amount to pay is {amount}, as the payment service set it." in the element's language. */
  mismatchText(amount: string): string;
  /** What `amount_mismatch`'s detail adds (the drop-in's `method`, `''`: no method's). */
  readonly mismatchDetail?: { method: string };
}

/**
 * The charge as the service states it, for a wallet and for the drop-in: its `value` and `currency` from the
 * installment simulation (`client.simulateInstallments`, read-only), asked for as soon as the charge is known, so
 * that a wallet's sheet, which must open inside the click, is given the service's total without a request in the
 * gesture, and the drop-in's Total is the service's before any method is opened.
 *
 * **Decision** (docs/contract.md W10, K15): a wallet's sheet total and result amount, and the drop-in's Total, are
 * the service's; until they are known a wallet is not offered (no button) and the drop-in's Total holds a
 * placeholder; a charge whose value cannot be had is not offered in a wallet at all (`tucan-unavailable`
 * `amount_unknown`) and shows no Total in the drop-in. A page whose `amount` (more than half a minor unit off) or
 * `currency` is not the charge's hears `tucan-error` `amount_mismatch` once per difference, as from `<tucan-card>`.
 */
export class ChargeValue implements ReactiveController {
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
    private readonly host: ChargeValueHost,
    /** Told when a read ends, `known` or `failed` (a wallet decides again whether it is offered; the drop-in renders). */
    private readonly changed: () => void,
    private readonly reader: ChargeValueReader,
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
      const { data } = await (await this.reader.api).simulateInstallments(charge);
      if (typeof data.value === 'number' && Number.isFinite(data.value) && data.value > 0) value = data.value;
      currency = statedCurrency(data.currency);
    } catch {
      // No answer: no amount is shown (a wallet is not offered; the drop-in shows no Total).
    }
    if (charge !== this.#charge) return;
    const known = value !== undefined && currency !== '';
    this.value = known ? value : undefined;
    this.currency = known ? currency : '';
    this.state = known ? 'known' : 'failed';
    this.changed();
  }

  hostUpdated(): void {
    const { host, reader, value, currency } = this;
    this.#amount.check(
      host,
      host,
      value,
      currency,
      () => reader.mismatchText(host.l10n.amount(value ?? 0, currency)),
      reader.mismatchDetail,
    );
  }
}
