import { TucanErrorEvent } from '../events.ts';

/** The `tucan-error` code that tells the page its `amount` or `currency` is not the charge's. */
export const AMOUNT_MISMATCH = 'amount_mismatch';

/**
 * The currency of an answer of the service's (its installment simulation), when it is an ISO 4217 code, else `''`: an
 * amount is shown, approved or compared only in the currency the service states, never in one the page gives.
 */
export const statedCurrency = (currency: unknown): string =>
  typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : '';

/** The page's word on the charge: its `charge-uuid`, `amount` and `currency` attributes. */
export interface PageCharge {
  chargeUuid: string;
  amount: number | undefined;
  currency: string;
}

/**
 * **Decision** (docs/contract.md E33, W10): what the shopper is shown and approves is the charge's value and currency
 * as the service states them (its installment simulation), in the card, the wallets and the drop-in's Total alike. A page whose
 * `amount` (more than half a minor unit off) or `currency` is not the charge's is told once per difference:
 * `tucan-error` `amount_mismatch`, whose `message` says the charge's amount in the element's language and whose
 * `reason` names both (the shopper is not shown it: the element shows the charge's). Inside `<tucan-checkout>` the
 * page hears it once from the checkout (K15), not from each method element.
 */
export class AmountCheck {
  /** The last difference told. */
  #told = '';

  /**
   * Compares the page's amount with the charge's `value` and `currency` (nothing until the value is known), and tells
   * `target` of a new difference; `message` words it.
   */
  check(
    target: EventTarget,
    page: PageCharge,
    value: number | undefined,
    currency: string,
    message: () => string,
    /** What the detail adds: the drop-in's `method` (`''`, its own word, not a method's). */
    extra?: { method: string },
  ): void {
    if (value === undefined) return;
    const { amount, chargeUuid } = page;
    const amountOff =
      typeof amount === 'number' && Number.isFinite(amount) && Math.abs(amount - value) >= 0.005;
    const currencyOff =
      !!page.currency && !!currency && page.currency.toUpperCase() !== currency.toUpperCase();
    const key = `${chargeUuid}|${amount}|${page.currency}|${value}|${currency}`;
    if (!(amountOff || currencyOff) || key === this.#told) return;
    this.#told = key;
    target.dispatchEvent(
      new TucanErrorEvent({
        ...extra,
        chargeUuid,
        code: AMOUNT_MISMATCH,
        message: message(),
        reason: `the page's amount (${amount ?? 'none'} ${page.currency}) is not the charge's (${value} ${currency}): the charge's is shown and paid`,
      }),
    );
  }
}
