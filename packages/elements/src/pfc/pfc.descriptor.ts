import type { PaymentMethod } from '../methods/method.ts';

/** Pago Fácil (Argentina): cash at the store, with a voucher. */
export const pfc = {
  id: 'pfc',
  tag: 'tucan-pfc',
  kind: 'code',
  name: 'Pago Fácil',
  typeCharges: ['pfc'],
  countries: ['AR'],
  // A store too, with a coin.
  mark: [
    { path: 'M10 4h20l2 5H8Z', class: 'f' },
    { path: 'M10 10.5V21.5h20V10.5', class: 's', stroke: 1.8 },
    { circle: [20, 16, 3.2], class: 's', stroke: 1.6 },
  ],
  load: () => import('./pfc.ts'),
} as const satisfies PaymentMethod;
