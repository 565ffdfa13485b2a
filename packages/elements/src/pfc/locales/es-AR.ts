import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `pfc` table. */
export default {
  'steps.1': 'Acercate a cualquier sucursal de Pago Fácil antes del vencimiento.',
  'steps.2': 'Mostrá el código de barras o dictá el número de cupón.',
  'steps.3': 'Pagá el monto exacto en efectivo y guardá tu comprobante.',
} satisfies Partial<Words<keyof typeof en>>;
