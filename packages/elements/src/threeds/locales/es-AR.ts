import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `challenge` table. */
export default {
  title: 'Confirmá con tu banco',
} satisfies Partial<Words<keyof typeof en>>;
