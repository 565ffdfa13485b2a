import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `oxxo` table. */
export default {
  name: 'OXXO',
  action: 'Generar ficha OXXO',
  ready: 'Tu ficha OXXO está lista. Esperando tu pago.',
  reference: 'Referencia',
  limit: (p) => `OXXO acepta pagos en efectivo de hasta ${p.max} por ficha.`,
  'steps.1': 'Ve a cualquier tienda OXXO antes de que venza la ficha.',
  'steps.2':
    'Dile al cajero que quieres hacer un pago OXXO Pay y muestra el código de barras o dicta la referencia.',
  'steps.3': 'Paga el monto exacto en efectivo y guarda tu comprobante.',
} satisfies Words<keyof typeof en>;
