import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `spei` table. */
export default {
  name: 'SPEI',
  action: 'Ver datos para transferir',
  ready: 'Los datos para tu transferencia SPEI están listos. Esperando tu pago.',
  clabe: 'CLABE',
  bank: 'Banco',
  beneficiary: 'Beneficiario',
  reference: 'Referencia numérica',
  'amount.exact': 'Monto exacto',
  'steps.1':
    'En la app o banca en línea de tu banco, haz una transferencia SPEI a una cuenta nueva con esta CLABE.',
  'steps.2': 'Transfiere el monto exacto y escribe la referencia numérica.',
  'steps.3': 'Tu pago se confirma en cuanto llega la transferencia, por lo general en minutos.',
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.title': 'Estos datos para transferir vencieron',
  'expired.body': 'Ya no se pueden usar. Pide datos nuevos para pagar.',
  'expired.final': 'Ya no se pueden usar. Vuelve a la tienda para intentarlo de nuevo.',
  'expired.error': 'Los datos para la transferencia SPEI vencieron antes de que llegara la transferencia.',
  'canceled.body':
    'Estos datos para transferir ya no se pueden usar y no se cobró nada. Vuelve a la tienda si aún quieres comprar.',
  'canceled.error': 'La tienda canceló el pago antes de que llegara la transferencia.',
  regenerate: 'Pedir datos nuevos',
  'replaced.title': 'Estos datos para transferir se reemplazaron y ya no funcionan',
  'live.action': 'obtengas estos datos',
  'error.renew':
    'No se pudieron crear datos nuevos para transferir. Vuelve a la tienda para intentarlo de nuevo.',
} satisfies Words<keyof typeof en>;
