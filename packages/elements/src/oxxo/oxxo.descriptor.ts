import type { PaymentMethod } from '../methods/method.ts';

/** OXXO (Mexico): cash at the store, with a reference and its barcode. */
export const oxxo = {
  id: 'oxxo',
  tag: 'tucan-oxxo',
  kind: 'code',
  name: 'OXXO',
  typeCharges: ['oxxo'],
  countries: ['MX'],
  // A corner store (awning, walls, door).
  mark: [
    { path: 'M10 4h20l2 5H8Z', class: 'f' },
    { path: 'M10 10.5V21.5h20V10.5', class: 's', stroke: 1.8 },
    { rect: [17.5, 15, 5, 6.5], class: 'f' },
  ],
  load: () => import('./oxxo.ts'),
} as const satisfies PaymentMethod;
