import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `status` table. */
export default {
  'issued.body': 'El cobro fue creado y está esperando tu pago.',
  'pending.title': 'Confirmá con tu banco',
  'pending.body': 'Tu banco te pide confirmar este pago. Seguí sus instrucciones para terminar.',
  'error.body':
    'El pago falló o fue rechazado. No se cobró nada. Volvé a intentarlo o usá otro medio de pago.',
} satisfies Partial<Words<keyof typeof en>>;
