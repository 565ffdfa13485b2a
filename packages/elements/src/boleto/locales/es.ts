import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `boleto` table. */
export default {
  name: 'Boleto',
  action: 'Generar boleto',
  ready: 'Tu boleto está listo. Esperando tu pago.',
  line: 'Línea digitable',
  'steps.1':
    'En la app de tu banco, elige pagar un boleto y escanea el código de barras o pega la línea digitable.',
  'steps.2': 'O imprímelo y págalo en un banco, una casa de lotería o un cajero antes del vencimiento.',
  'steps.3': 'El pago se confirma en 1 a 2 días hábiles.',
} satisfies Words<keyof typeof en>;
