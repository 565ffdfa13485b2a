import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `pix` table. */
export default {
  name: 'Pix',
  action: 'Gerar código Pix',
  ready: 'Seu código Pix está pronto. Aguardando o pagamento.',
  'copy.what': 'Código Pix Copia e Cola',
  'phone.hint': 'Copie o código, abra o app do seu banco e cole em Pix Copia e Cola.',
  'scan.hint': 'Escaneie o QR Code com o app do seu banco no celular.',
  receiver: 'Recebedor',
  'steps.1': 'Abra o app do seu banco e escolha Pix.',
  'steps.2': 'Escaneie o QR Code ou escolha Pix Copia e Cola e cole o código.',
  'steps.3': (p) =>
    p.receiver
      ? `Confira se o recebedor é ${p.receiver} e confirme.`
      : 'Confira o valor e o recebedor e confirme.',
} satisfies Words<keyof typeof en>;
