import type { PaymentMethod } from '../methods/method.ts';

/** Pix (Brazil): a QR code and its copy string. */
export const pix = {
  id: 'pix',
  tag: 'tucan-pix',
  kind: 'code',
  name: 'Pix',
  typeCharges: ['pix'],
  countries: ['BR'],
  // A diamond around a smaller one.
  mark: [
    { path: 'M20 3.5 29.5 13 20 22.5 10.5 13Z', class: 's', stroke: 2 },
    { path: 'M20 9.5 23.5 13 20 16.5 16.5 13Z', class: 'f' },
  ],
  load: () => import('./pix.ts'),
} as const satisfies PaymentMethod;
