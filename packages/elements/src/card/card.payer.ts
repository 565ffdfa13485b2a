/**
 * The card's payer fields (`fields`: the email, the document): the shared payer fields (`payer/`) with the country's
 * document types, their checks and masks. Only a card whose `fields` asks for one loads this, before its form shows
 * them (`payerCode` in `card.form-state.ts`): a shopper never sees a payer field without its checks.
 */
import type { ReactiveControllerHost } from 'lit';
import { documentTypesFor } from '../domain/documents.ts';
import { PayerFieldsController, type PayerInput } from '../payer/payer-fields.ts';

export { payerFieldStyles } from '../payer/payer-fields.styles.ts';
export { payerFields } from '../payer/payer-fields.templates.ts';

/** What the card's payer fields read of the form. */
export interface CardPayerHost extends ReactiveControllerHost {
  country: string;
}

/** The payer fields of a card form: `inputs` are the fields its `fields` asks for, in the country's document types. */
export const cardPayer = (
  host: CardPayerHost,
  inputs: () => readonly PayerInput[],
  changed: () => void,
): PayerFieldsController =>
  new PayerFieldsController(host, { inputs, types: () => documentTypesFor(host.country), changed });
