import type { PaymentMethod } from '../methods/method.ts';

/** QR Argentina (Transferencias 3.0): a QR code any bank or wallet app reads. */
export const qra = {
  id: 'qra',
  tag: 'tucan-qra',
  kind: 'code',
  name: 'QR Argentina',
  typeCharges: ['qra'],
  countries: ['AR'],
  // Three finder squares and a few modules.
  mark: [
    { path: 'M12 5.5h5v5h-5ZM23 5.5h5v5h-5ZM12 15.5h5v5h-5Z', class: 's', stroke: 1.8 },
    {
      path: 'M13.8 7.3h1.4v1.4h-1.4ZM24.8 7.3h1.4v1.4h-1.4ZM13.8 17.3h1.4v1.4h-1.4ZM22 15h2.5v2.5H22ZM25.5 18h2.5v2.5h-2.5ZM22 19.5h2v2h-2ZM26 14.5h2v2h-2Z',
      class: 'f',
    },
  ],
  load: () => import('./qra.ts'),
} as const satisfies PaymentMethod;
