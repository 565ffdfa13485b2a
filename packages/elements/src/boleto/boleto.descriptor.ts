import type { PaymentMethod } from '../methods/method.ts';

/** Boleto (Brazil): a voucher with its barcode, paid at a bank or in an app. */
export const boleto = {
  id: 'boleto',
  tag: 'tucan-boleto',
  kind: 'code',
  name: 'Boleto',
  typeCharges: ['boleto'],
  countries: ['BR'],
  // A barcode.
  mark: [
    {
      path: 'M9 6v14M11.5 6v14M15 6v14M17 6v14M20.5 6v14M24 6v14M26 6v14M29 6v14M31 6v14',
      class: 's',
      stroke: 1.4,
    },
    { path: 'M13 6v14M22 6v14M27.5 6v14', class: 's', stroke: 0.8 },
  ],
  load: () => import('./boleto.ts'),
} as const satisfies PaymentMethod;
