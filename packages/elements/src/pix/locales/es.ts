import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `pix` table. */
export default {
  name: 'Pix',
  action: 'Generar código Pix',
  ready: 'Tu código Pix está listo. Esperando tu pago.',
  'copy.what': 'Código Pix Copia e Cola',
  'phone.hint': 'Copia el código, abre la app de tu banco y pégalo en Pix Copia e Cola.',
  'scan.hint': 'Escanea el código QR con la app de tu banco en tu celular.',
  receiver: 'Destinatario',
  'steps.1': 'Abre la app de tu banco y elige Pix.',
  'steps.2': 'Escanea el código QR o elige Pix Copia e Cola y pega el código.',
  'steps.3': (p) =>
    p.receiver
      ? `Verifica que el destinatario sea ${p.receiver} y confirma.`
      : 'Verifica el monto y el destinatario y confirma.',
} satisfies Words<keyof typeof en>;
