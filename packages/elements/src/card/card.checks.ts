/**
 * The card form's code that only blur, submit and a pay answer need, part of the pay chunk (`card.pay-chunk.ts`),
 * which the form loads right after its first render: the checks of the name, the email, the payer document's check
 * digits and formats; the mapping of a 422's field problems onto the fields; which errors are declines of the card. The
 * number's, the expiry's and the security code's checks stay in the form's own code: they run while the shopper
 * types (a brand change, an impossible month), and the card rules they use are there for the typing anyway. A pay
 * answer comes from the pay chunk's flow, so it is always there when one arrives. And the prefill of the payer a
 * merchant knows (`payer`), which a card without one never needs (card.form-state.ts `prefill`).
 */
import type { ErrorDetail } from '@tucan/client';
import type { CardField, ValidationKey } from '../domain/validate.ts';

export { validateDocument, validateEmail, validateName } from '../domain/payer.ts';
export { payerPrefill } from '../domain/payer-prefill.ts';

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

/** Whether a `tucan-error` code concerns the card itself (a decline, titled "Payment declined") rather than the request. */
export { isDecline as alertConcernsCard } from '../payment/decline.ts';
