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
} satisfies Words<keyof typeof en>;
