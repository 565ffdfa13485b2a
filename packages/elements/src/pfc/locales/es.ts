import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `pfc` table. */
export default {
  name: 'Pago Fácil',
  action: 'Generar cupón',
  ready: 'Tu cupón de Pago Fácil está listo. Esperando tu pago.',
  reference: 'Número de cupón',
  'steps.1': 'Acude a cualquier sucursal de Pago Fácil antes del vencimiento.',
  'steps.2': 'Muestra el código de barras o dicta el número de cupón.',
  'steps.3': 'Paga el monto exacto en efectivo y guarda tu comprobante.',
} satisfies Words<keyof typeof en>;
