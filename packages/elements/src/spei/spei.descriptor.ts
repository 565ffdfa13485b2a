import type { PaymentMethod } from '../methods/method.ts';

/** SPEI (Mexico): a bank transfer to a CLABE. */
export const spei = {
  id: 'spei',
  tag: 'tucan-spei',
  kind: 'code',
  name: 'SPEI',
  typeCharges: ['spei'],
  countries: ['MX'],
  // A bank building (pediment, columns, base).
  mark: [
    { path: 'M20 3.5 31 9H9Z', class: 'f' },
    { path: 'M12 10.5v7M17.3 10.5v7M22.7 10.5v7M28 10.5v7', class: 's', stroke: 2.2 },
    { rect: [9, 19, 22, 2.5, 0.5], class: 'f' },
  ],
  load: () => import('./spei.ts'),
} as const satisfies PaymentMethod;
