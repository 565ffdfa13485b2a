/** Pure helpers of `<tucan-card>` (no DOM): attribute parsing (the installment plans' wording is `card.plans.ts`). */

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
