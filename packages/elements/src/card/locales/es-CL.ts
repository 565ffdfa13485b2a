import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Chilean Spanish, over `es.ts`: the `card` table. */
export default {
  'installments.single': (p) => `1 pago de ${p.each} (sin cuotas)`,
  'installments.full': 'Sin cuotas',
} satisfies Partial<Words<keyof typeof en>>;
