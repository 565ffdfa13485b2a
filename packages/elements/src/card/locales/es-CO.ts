import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Colombian Spanish, over `es.ts`: the `card` table. */
export default {
  'installments.each': (p) => `${p.n}× ${p.each} sin intereses`,
  'installments.split': (p) => `${p.n}× ${p.each} (última ${p.last}) sin intereses`,
  'installments.total.free': (p) => `Total ${p.total}, sin intereses`,
  'pay.priceLoading': 'Cargando el valor a pagar…',
} satisfies Partial<Words<keyof typeof en>>;
