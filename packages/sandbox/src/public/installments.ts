/**
 * Installment plans per country (assumption, data): Price (French) amortisation, rounded to the currency's
 * minor unit. Only `credit_card` has installments; `debit_card` pays in 1; other methods have none.
 */

export interface InstallmentPlan {
  counts: readonly number[];
  /** Counts up to this one are interest-free. */
  interestFreeUpTo: number;
  /** Monthly rate in percent for the other counts. */
  monthlyRate: number;
  /** Smallest allowed installment in major units. */
  minInstallment?: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const INSTALLMENT_PLANS: Readonly<Record<string, InstallmentPlan>> = {
  BR: { counts: range(1, 12), interestFreeUpTo: 3, monthlyRate: 1.99, minInstallment: 5 },
  MX: { counts: [1, 3, 6, 9, 12], interestFreeUpTo: 12, monthlyRate: 0 },
  AR: { counts: [1, 3, 6, 12], interestFreeUpTo: 1, monthlyRate: 3.5 },
  CL: { counts: range(1, 12), interestFreeUpTo: 3, monthlyRate: 1.5 },
  CO: { counts: range(1, 36), interestFreeUpTo: 1, monthlyRate: 1.8 },
};

export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = { BRL: 2, MXN: 2, ARS: 2, CLP: 0, COP: 0 };

export interface InstallmentOption {
  installments: number;
  installment_value: number;
  total_value: number;
  /** Monthly rate in percent (0 when interest-free). */
  interest_rate: number;
}

/**
 * Price formula: PMT = PV · i / (1 − (1 + i)^−n), rounded half-up to the minor unit; total = n × PMT. Interest-free:
 * PV / n rounded half-up, total = PV. Computed in whole minor units, so a total is never off by a float's
 * residue (2 × 75.38 is 150.76, not 150.76000000000002). The per-installment value of an interest-free plan may
 * not divide the total: the last installment is the rest (R$ 150.75 in 2: 75.38, then 75.37), the rule the
 * elements show (docs/contract.md, "Installments the shopper sees").
 */
export function installmentOption(value: number, count: number, ratePercent: number, decimals: number) {
  const unit = 10 ** decimals;
  const minor = Math.round(value * unit);
  if (ratePercent === 0 || count === 1) {
    return {
      installments: count,
      installment_value: Math.round(minor / count) / unit,
      total_value: minor / unit,
      interest_rate: 0,
    };
  }
  const i = ratePercent / 100;
  const pmt = Math.round((minor * i) / (1 - (1 + i) ** -count));
  return {
    installments: count,
    installment_value: pmt / unit,
    total_value: (pmt * count) / unit,
    interest_rate: ratePercent,
  };
}

/** The last installment of a plan: what remains of the total after the others at `installment_value`. */
export function lastInstallment(option: InstallmentOption, decimals: number): number {
  const unit = 10 ** decimals;
  return (
    (Math.round(option.total_value * unit) -
      (option.installments - 1) * Math.round(option.installment_value * unit)) /
    unit
  );
}

export function installmentOptions(
  method: string,
  country: string,
  currency: string,
  value: number,
): InstallmentOption[] {
  const decimals = CURRENCY_DECIMALS[currency] ?? 2;
  if (method === 'debit_card') return [installmentOption(value, 1, 0, decimals)];
  const plan = INSTALLMENT_PLANS[country];
  if (method !== 'credit_card' || !plan) return [];
  return plan.counts
    .map((n) => installmentOption(value, n, n <= plan.interestFreeUpTo ? 0 : plan.monthlyRate, decimals))
    .filter((o) => o.installments === 1 || o.installment_value >= (plan.minInstallment ?? 0));
}

/**
 * The amount the card is charged for `value` in `count` installments (**assumption**, docs/contract.md B6a): the
 * plan's `total_value`, interest included, as simulate-installment offers it; `value` itself for 1, an
 * interest-free plan, or a count or method without a plan. This is the amount authorised: the purchase amount
 * of the 3DS authentication (the ACS page shows it) and the charge's `total_value`.
 */
export function planTotal(
  method: string | null | undefined,
  country: string,
  currency: string,
  value: number,
  count: number,
): number {
  if (method !== 'credit_card' || count <= 1) return value;
  return (
    installmentOptions(method, country, currency, value).find((o) => o.installments === count)?.total_value ??
    value
  );
}

/**
 * Records the installments of a payment attempt on its charge, and with them the amount charged (`total_value`,
 * see `planTotal`): the one place both are set. `null` (a code or no method yet) charges the value.
 */
export function setInstallments(
  charge: {
    type_charge: string | null;
    value: number;
    currency: string;
    installments: number | null;
    total_value: number;
  },
  country: string,
  count: number | null,
): void {
  charge.installments = count;
  charge.total_value = planTotal(charge.type_charge, country, charge.currency, charge.value, count ?? 1);
}

/**
 * The entry for an installment count this charge does not offer, else undefined: the same rule at charge creation
 * (where a charge without type_charge is checked against the credit plan, the only one with more than 1) and on pay.
 */
export function installmentsError(
  method: string | null | undefined,
  country: string,
  currency: string,
  value: number,
  count: number,
): { code: string; source: string; description: string } | undefined {
  const offered = installmentOptions(method ?? 'credit_card', country, currency, value).map(
    (o) => o.installments,
  );
  if (offered.includes(count) || (count === 1 && offered.length === 0)) return undefined;
  return {
    code: 'INVALID_VALUE',
    source: 'installments',
    description:
      offered.length > 0
        ? `${count} installments are not offered for this charge (allowed: ${offered.join(', ')})`
        : `${method} has no installments: only credit_card charges have more than 1`,
  };
}
