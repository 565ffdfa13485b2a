import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `qra` table. */
export default {
  name: 'QR Argentina',
  action: 'Generar código QR',
  ready: 'Tu código QR está listo. Esperando tu pago.',
  'qr.label': 'Código QR para pagar',
  'copy.what': 'Texto del código QR',
  'phone.hint':
    'Escanea este QR con la app de tu billetera desde otro dispositivo, o copia el código si tu app permite pegarlo.',
  'scan.hint': 'Escanea este QR con la app de tu banco o billetera en tu celular.',
  receiver: 'Destinatario',
  'steps.1': 'Abre cualquier app de banco o billetera de Argentina que pague con QR.',
  'steps.2': 'Escanea el código QR y revisa el monto y el destinatario.',
  'steps.3': 'Confirma el pago en la app.',
} satisfies Words<keyof typeof en>;
