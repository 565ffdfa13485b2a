import type { PaymentMethod } from '../methods/method.ts';

/** Apple Pay: a device wallet, in Brazil and Mexico only (seed §1). */
export const applePay = {
  id: 'applepay',
  tag: 'tucan-apple-pay',
  kind: 'wallet',
  name: 'Apple Pay',
  typeCharges: ['applepay'],
  countries: ['BR', 'MX'],
  // As its button renders: a dark wallet badge with its word.
  mark: [
    { rect: [3, 4.5, 34, 17, 3.5], class: 'w' },
    { text: 'Pay', at: [20, 16.6], size: 10 },
  ],
  load: () => import('./apple-pay.ts'),
} as const satisfies PaymentMethod;
