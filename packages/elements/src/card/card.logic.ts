/** Pure helpers of `<tucan-card>` (no DOM): attribute parsing, error mapping, installment wording. */
import type { InstallmentOption } from '@tucan/client';
import { installmentParts } from '../domain/installments.ts';
import type { CardMessageKey } from './card.messages.ts';

export type CardMethod = 'credit_card' | 'debit_card';

/** The card methods of a `methods` attribute (the wallet's `allowed_methods`), credit first; default credit. */
export function cardMethods(attr: string | undefined): CardMethod[] {
  const words = (attr ?? '').split(/[\s,]+/);
  const found = (['credit_card', 'debit_card'] as const).filter((m) => words.includes(m));
  return found.length ? found : ['credit_card'];
}

/** Which optional fields show, from the `fields` attribute (`email`, `document`). */
export function optionalFields(attr: string | undefined): { email: boolean; document: boolean } {
  const words = (attr ?? '').toLowerCase().split(/[\s,]+/);
  return { email: words.includes('email'), document: words.includes('document') };
}

/**
 * The message key and parameters of one installment option, amounts already formatted: the installments as they
 * add up to the total at the currency's shown decimals (`domain/installments.ts`): "6× R$ 26,90", or
 * "2× R$ 75,38 (última R$ 75,37)" when the last one differs: the count the shopper chose, each installment's amount,
 * and the last one's. Only amounts: the total and the interest are the
 * description line's (`installmentDetailKey`), so the closed select always shows them whole.
 */
export function installmentLabel(
  option: InstallmentOption,
  money: (value: number) => string,
  percent: (value: number) => string,
  digits: number,
): { key: CardMessageKey; params: Record<string, string> } {
  const [first, last] = installmentParts(option, digits);
  const params = {
    n: String(option.installments),
    each: money(first?.value ?? option.installment_value),
    last: last ? money(last.value) : '',
    total: money(option.total_value),
    rate: percent(option.interest_rate),
  };
  if (option.installments === 1) return { key: 'installments.single', params };
  return { key: last ? 'installments.split' : 'installments.each', params };
}

/** The key of the chosen plan's description line: its total, and its monthly interest or "interest-free". */
export const installmentDetailKey = (option: InstallmentOption): CardMessageKey =>
  option.interest_rate > 0 ? 'installments.total.interest' : 'installments.total.free';
