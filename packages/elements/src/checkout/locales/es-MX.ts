import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Mexican Spanish, over `es.ts`: the `checkout` table. */
export default {
  'installments.interest': (p) => `A ${p.count} meses, con intereses`,
  'installments.free': (p) => `A ${p.count} meses sin intereses`,
} satisfies Partial<Words<keyof typeof en>>;
