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
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.title': 'Esta ficha venció',
  'expired.body': 'Ya no se puede pagar. Genera una nueva para pagar.',
  'expired.final': 'Ya no se puede pagar. Vuelve a la tienda para intentarlo de nuevo.',
  'expired.error': 'La ficha OXXO venció antes de pagarse.',
  'canceled.body':
    'Esta ficha ya no se puede pagar y no se cobró nada. Vuelve a la tienda si aún quieres comprar.',
  'canceled.error': 'La tienda canceló el pago antes de que se pagara la ficha.',
  regenerate: 'Generar una ficha nueva',
  'replaced.title': 'Esta ficha se reemplazó y ya no funciona',
  'live.action': 'generes esta ficha',
  'error.renew': 'No se pudo crear una ficha nueva. Vuelve a la tienda para intentarlo de nuevo.',
} satisfies Words<keyof typeof en>;
