import { COUNTRIES, type PaymentMethod } from '../methods/method.ts';

/** Google Pay: a device wallet, in every country. */
export const googlePay = {
  id: 'googlepay',
  tag: 'tucan-google-pay',
  kind: 'wallet',
  name: 'Google Pay',
  typeCharges: ['googlepay'],
  countries: COUNTRIES,
  // As its button renders: a dark wallet badge with its word.
  mark: [
    { rect: [3, 4.5, 34, 17, 3.5], class: 'w' },
    { text: 'G Pay', at: [20, 16.6], size: 8.5 },
  ],
  load: () => import('./google-pay.ts'),
} as const satisfies PaymentMethod;
