import { COUNTRIES, type PaymentMethod } from '../methods/method.ts';

/** The card (credit and debit): one method of the checkout for both `type_charge` values. */
export const card = {
  id: 'card',
  tag: 'tucan-card',
  kind: 'card',
  name: 'Card',
  typeCharges: ['credit_card', 'debit_card'],
  countries: COUNTRIES,
  // A card: its outline, the magnetic stripe, the embossed line.
  mark: [
    { rect: [9, 5, 22, 16, 2.5], class: 's', stroke: 1.8 },
    { rect: [9, 9, 22, 3], class: 'f' },
    { rect: [12, 15.5, 8, 2, 1], class: 'f' },
  ],
  load: () => import('./card.ts'),
} as const satisfies PaymentMethod;
