import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `boleto` table. */
export default {
  name: 'Boleto',
  action: 'Generar boleto',
  ready: 'Tu boleto está listo. Esperando tu pago.',
  line: 'Línea digitable',
  value: 'Monto del boleto',
  'steps.1':
    'En la app de tu banco, elige pagar un boleto y escanea el código de barras o pega la línea digitable.',
  'steps.2': 'O imprímelo y págalo en un banco, una casa de lotería o un cajero antes del vencimiento.',
  'steps.3': 'El pago se confirma en 1 a 2 días hábiles.',
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.title': 'Este boleto venció',
  'expired.body': 'Ya no se puede pagar. Genera uno nuevo para pagar.',
  'expired.final': 'Ya no se puede pagar. Vuelve a la tienda para intentarlo de nuevo.',
  'expired.error': 'El boleto venció antes de pagarse.',
  'canceled.body':
    'Este boleto ya no se puede pagar y no se cobró nada. Vuelve a la tienda si aún quieres comprar.',
  'canceled.error': 'La tienda canceló el pago antes de que se pagara el boleto.',
  regenerate: 'Generar un boleto nuevo',
  'replaced.title': 'Este boleto se reemplazó y ya no funciona',
  'live.action': 'generes este boleto',
  'error.renew': 'No se pudo crear un boleto nuevo. Vuelve a la tienda para intentarlo de nuevo.',
} satisfies Words<keyof typeof en>;
