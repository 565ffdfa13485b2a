import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `wallet` table. */
export default {
  'wallet.failed': (p) => `No se pudo abrir ${p.wallet}. Volvé a intentarlo o elegí otro medio de pago.`,
  'wallet.unavailable': (p) => `${p.wallet} no está disponible para esta compra. Elegí otro medio de pago.`,
  'form.incomplete': (p) => `Pagá con ${p.wallet} para continuar.`,
} satisfies Partial<Words<keyof typeof en>>;
