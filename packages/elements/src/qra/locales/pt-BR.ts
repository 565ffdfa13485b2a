import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `qra` table. */
export default {
  name: 'QR Argentina',
  action: 'Gerar QR Code',
  ready: 'Seu QR Code está pronto. Aguardando o pagamento.',
  'qr.label': 'QR Code para pagar',
  'copy.what': 'Texto do QR Code',
  'phone.hint':
    'Escaneie este QR com o app da sua carteira em outro aparelho, ou copie o código se o app permitir colar.',
  'scan.hint': 'Escaneie este QR com o app do seu banco ou carteira no celular.',
  receiver: 'Recebedor',
  'steps.1': 'Abra qualquer app de banco ou carteira argentina que pague com QR.',
  'steps.2': 'Escaneie o QR Code e confira o valor e o recebedor.',
  'steps.3': 'Confirme o pagamento no app.',
} satisfies Words<keyof typeof en>;
