import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `pfc` table. */
export default {
  'steps.1': 'Acercate a cualquier sucursal de Pago Fácil antes del vencimiento.',
  'steps.2': 'Mostrá el código de barras o dictá el número de cupón.',
  'steps.3': 'Pagá el monto exacto en efectivo y guardá tu comprobante.',
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.body': 'Ya no se puede pagar. Generá uno nuevo para pagar.',
  'expired.final': 'Ya no se puede pagar. Volvé a la tienda para intentarlo de nuevo.',
  'canceled.body':
    'Este cupón ya no se puede pagar y no se cobró nada. Volvé a la tienda si todavía querés comprar.',
  'error.renew': 'No se pudo crear un cupón nuevo. Volvé a la tienda para intentarlo de nuevo.',
} satisfies Partial<Words<keyof typeof en>>;
