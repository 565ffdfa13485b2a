/** Pure helpers of `<tucan-card>` (no DOM): attribute parsing, error mapping, installment wording. */
import type { ErrorDetail, InstallmentOption } from '@tucan/client';
import type { CardField, ValidationKey } from '../domain/validate.ts';
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

/** Maps the per-field problems of a 422 from pay onto the form's fields. */
export function fieldErrorsFromService(
  details: readonly ErrorDetail[],
): Partial<Record<CardField, ValidationKey>> {
  const out: Partial<Record<CardField, ValidationKey>> = {};
  for (const d of details) {
    const code = (d.code ?? '').toUpperCase();
    if (d.field === 'card_number') out.number = 'number.invalid';
    else if (d.field === 'card_expiry_month' || d.field === 'card_expiry_year')
      out.expiry = code === 'CARD_EXPIRED' ? 'expiry.past' : 'expiry.incomplete';
    else if (d.field === 'card_cvv') out.cvc = 'cvc.required';
    else if (d.field === 'card_name' || d.field === 'payer_name') out.name = 'name.invalid';
    else if (d.field === 'email') out.email = 'email.invalid';
    else if (d.field === 'payer_tax_id' || d.field === 'payer_document_type')
      out.document = 'document.required';
  }
  return out;
}

/** The message key and parameters of one installment option, amounts already formatted. */
export function installmentLabel(
  option: InstallmentOption,
  money: (value: number) => string,
  percent: (value: number) => string,
): { key: CardMessageKey; params: Record<string, string> } {
  const params = {
    n: String(option.installments),
    each: money(option.installment_value),
    total: money(option.total_value),
    rate: percent(option.interest_rate),
  };
  if (option.installments === 1) return { key: 'installments.single', params };
  return { key: option.interest_rate > 0 ? 'installments.interest' : 'installments.free', params };
}

/** The key of the chosen plan's description line: its total, and its monthly interest or "interest-free". */
export const installmentDetailKey = (option: InstallmentOption): CardMessageKey =>
  option.interest_rate > 0 ? 'installments.total.interest' : 'installments.total.free';

/** Decline codes of a pay answer (`status: error`): about the card, so its alert sits by the card fields. */
const CARD_DECLINES =
  /^(declined|.*_DECLINED|CARD_.*|INSUFFICIENT_FUNDS|EXPIRED_CARD|INVALID_CVV|INCORRECT_CVC|DO_NOT_HONOR|PROCESSING_ERROR|AUTHENTICATION_FAILED)$/i;

/** Whether a `tucan-error` code concerns the card itself (a decline) rather than the payment request. */
export const alertConcernsCard = (code: string): boolean => CARD_DECLINES.test(code);
