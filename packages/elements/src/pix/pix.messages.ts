import type { Message, Messages } from '../controllers/localize.ts';

const en = {
  name: 'Pix',
  action: 'Generate Pix code',
  ready: 'Your Pix code is ready. Waiting for your payment.',
  'copy.what': 'Pix Copia e Cola code',
  'phone.hint': 'Copy the code, then open your bank app and paste it in Pix Copia e Cola.',
  receiver: 'Receiver',
  'steps.1': 'Open your bank app and choose Pix.',
  'steps.2': 'Scan the QR code, or choose Pix Copia e Cola and paste the code.',
  'steps.3': (p) =>
    p.receiver
      ? `Check that the receiver is ${p.receiver}, then confirm.`
      : 'Check the amount and the receiver, then confirm.',
} satisfies Record<string, Message>;

/** Pix wording; the shared waiting-screen wording is in `codes/code.messages.ts`. */
export const pixMessages: Messages<keyof typeof en> = {
  en,
  'pt-BR': {
    name: 'Pix',
    action: 'Gerar código Pix',
    ready: 'Seu código Pix está pronto. Aguardando o pagamento.',
    'copy.what': 'Código Pix Copia e Cola',
    'phone.hint': 'Copie o código, abra o app do seu banco e cole em Pix Copia e Cola.',
    receiver: 'Recebedor',
    'steps.1': 'Abra o app do seu banco e escolha Pix.',
    'steps.2': 'Escaneie o QR Code ou escolha Pix Copia e Cola e cole o código.',
    'steps.3': (p) =>
      p.receiver
        ? `Confira se o recebedor é ${p.receiver} e confirme.`
        : 'Confira o valor e o recebedor e confirme.',
  },
  'es-MX': {
    name: 'Pix',
    action: 'Generar código Pix',
    ready: 'Tu código Pix está listo. Esperando tu pago.',
    'copy.what': 'Código Pix Copia e Cola',
    'phone.hint': 'Copia el código, abre la app de tu banco y pégalo en Pix Copia e Cola.',
    receiver: 'Destinatario',
    'steps.1': 'Abre la app de tu banco y elige Pix.',
    'steps.2': 'Escanea el código QR o elige Pix Copia e Cola y pega el código.',
    'steps.3': (p) =>
      p.receiver
        ? `Verifica que el destinatario sea ${p.receiver} y confirma.`
        : 'Verifica el monto y el destinatario y confirma.',
  },
};
