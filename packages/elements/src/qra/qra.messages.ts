import type { Message, Messages } from '../controllers/localize.ts';

const en = {
  name: 'QR Argentina',
  action: 'Generate QR code',
  ready: 'Your QR code is ready. Waiting for your payment.',
  'qr.label': 'QR code to pay',
  'copy.what': 'QR code text',
  'phone.hint':
    'Scan this QR with your wallet app from another device, or copy the code if your app lets you paste it.',
  receiver: 'Receiver',
  'steps.1': 'Open any Argentine bank or wallet app that pays with QR.',
  'steps.2': 'Scan the QR code and check the amount and the receiver.',
  'steps.3': 'Confirm the payment in the app.',
} satisfies Record<string, Message>;

/** QR Argentina wording; the shared waiting-screen wording is in `codes/code.messages.ts`. */
export const qraMessages: Messages<keyof typeof en> = {
  en,
  'pt-BR': {
    name: 'QR Argentina',
    action: 'Gerar QR Code',
    ready: 'Seu QR Code está pronto. Aguardando o pagamento.',
    'qr.label': 'QR Code para pagar',
    'copy.what': 'Texto do QR Code',
    'phone.hint':
      'Escaneie este QR com o app da sua carteira em outro aparelho, ou copie o código se o app permitir colar.',
    receiver: 'Recebedor',
    'steps.1': 'Abra qualquer app de banco ou carteira argentina que pague com QR.',
    'steps.2': 'Escaneie o QR Code e confira o valor e o recebedor.',
    'steps.3': 'Confirme o pagamento no app.',
  },
  'es-MX': {
    name: 'QR Argentina',
    action: 'Generar código QR',
    ready: 'Tu código QR está listo. Esperando tu pago.',
    'qr.label': 'Código QR para pagar',
    'copy.what': 'Texto del código QR',
    'phone.hint':
      'Escanea este QR con la app de tu billetera desde otro dispositivo, o copia el código si tu app permite pegarlo.',
    receiver: 'Destinatario',
    'steps.1': 'Abre cualquier app de banco o billetera de Argentina que pague con QR.',
    'steps.2': 'Escanea el código QR y revisa el monto y el destinatario.',
    'steps.3': 'Confirma el pago en la app.',
  },
};
