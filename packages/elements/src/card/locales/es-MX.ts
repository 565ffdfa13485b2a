import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Mexican Spanish, over `es.ts`: the `card` table. */
export default {
  'installments.label': 'Meses',
  'installments.single': (p) => `1 pago de ${p.each}`,
  'installments.each': (p) => `${p.n}× ${p.each} sin intereses`,
  'installments.split': (p) => `${p.n}× ${p.each} (última ${p.last}) sin intereses`,
  'installments.total.free': (p) => `Total ${p.total}, sin intereses`,
  'installments.loading': 'Cargando meses…',
  'installments.full': 'De contado',
  'result.plan': (p) => `${p.n} meses de ${p.each}${p.last ? ` (última ${p.last})` : ''}`,
} satisfies Partial<Words<keyof typeof en>>;
