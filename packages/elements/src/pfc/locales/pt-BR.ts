import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `pfc` table. */
export default {
  name: 'Pago Fácil',
  action: 'Gerar comprovante',
  ready: 'Seu comprovante Pago Fácil está pronto. Aguardando o pagamento.',
  reference: 'Número do comprovante',
  'steps.1': 'Vá a qualquer agência Pago Fácil até o vencimento.',
  'steps.2': 'Mostre o código de barras ou informe o número do comprovante.',
  'steps.3': 'Pague o valor exato em dinheiro e guarde o recibo.',
} satisfies Words<keyof typeof en>;
