/**
 * What an installment plan shows, so that it adds up: the amounts of the installments, grouped by value, whose sum
 * is exactly the plan's total in the currency's minor unit. Pure, no DOM.
 *
 * The service's `simulate-installment` gives a per-installment value and a total rounded separately (an
 * interest-free R$ 150.75 in 2 is 2 × 75.38 = 150.76). The total is what is charged, so it is shown as given; the
 * per-installment value is shown for every installment but the last, and the last is what remains when it differs
 * (shown as "2× R$ 75,38 (última R$ 75,37)"). An answer whose remainder would not be a positive amount (a per-installment value
 * of 0, or more than the total allows) is split evenly from the total instead, the remainder on the last one.
 * docs/contract.md, "Installments the shopper sees".
 */

/** `count` installments of `value` (major units). */
export interface InstallmentPart {
  count: number;
  value: number;
}

/** One simulated plan, as the service answers it (the fields used here). */
export interface InstallmentAnswer {
  installments: number;
  installment_value: number;
  total_value: number;
}

/**
 * The plan's installments as one group (`n × value`) or two (`n−1 × value`, then `1 × last`), summing exactly to
 * `total_value` at `digits` decimals (the currency's shown minor unit). A total that is not a number gives `[]`.
 */
export function installmentParts(plan: InstallmentAnswer, digits: number): InstallmentPart[] {
  const unit = 10 ** digits;
  const total = Math.round(plan.total_value * unit);
  const n = Math.max(1, Math.trunc(plan.installments));
  if (!Number.isFinite(total) || total < 0) return [];
  const parts = (each: number): InstallmentPart[] => {
    const last = total - (n - 1) * each;
    if (last === each) return [{ count: n, value: each / unit }];
    return [
      { count: n - 1, value: each / unit },
      { count: 1, value: last / unit },
    ];
  };
  if (n === 1) return [{ count: 1, value: total / unit }];
  const given = Math.round(plan.installment_value * unit);
  if (Number.isFinite(given) && given > 0 && total - (n - 1) * given > 0) return parts(given);
  return parts(Math.floor(total / n));
}

/** The sum of the parts, in minor units at `digits` decimals (what the tests compare with the total). */
export const partsSum = (parts: readonly InstallmentPart[], digits: number): number =>
  parts.reduce((sum, p) => sum + p.count * Math.round(p.value * 10 ** digits), 0);
