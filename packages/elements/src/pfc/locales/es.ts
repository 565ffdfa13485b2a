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
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.title': 'Este cupón venció',
  'expired.body': 'Ya no se puede pagar. Genera uno nuevo para pagar.',
  'expired.final': 'Ya no se puede pagar. Vuelve a la tienda para intentarlo de nuevo.',
  'expired.error': 'El cupón de Pago Fácil venció antes de pagarse.',
  'canceled.body':
    'Este cupón ya no se puede pagar y no se cobró nada. Vuelve a la tienda si aún quieres comprar.',
  'canceled.error': 'La tienda canceló el pago antes de que se pagara el cupón.',
  regenerate: 'Generar un cupón nuevo',
  'replaced.title': 'Este cupón se reemplazó y ya no funciona',
  'live.action': 'generes este cupón',
  'error.renew': 'No se pudo crear un cupón nuevo. Vuelve a la tienda para intentarlo de nuevo.',
} satisfies Words<keyof typeof en>;
