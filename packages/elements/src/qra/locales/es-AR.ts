import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `qra` table. */
export default {
  'phone.hint':
    'Escaneá este QR con la app de tu billetera desde otro dispositivo, o copiá el código si tu app permite pegarlo.',
  'scan.hint': 'Escaneá este QR con la app de tu banco o billetera en tu celular.',
  'steps.1': 'Abrí cualquier app de banco o billetera virtual que pague con QR.',
  'steps.2': 'Escaneá el código QR y revisá el monto y el destinatario.',
  'steps.3': 'Confirmá el pago en la app.',
} satisfies Partial<Words<keyof typeof en>>;
