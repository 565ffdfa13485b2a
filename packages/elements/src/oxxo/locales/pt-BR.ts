import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `oxxo` table. */
export default {
  name: 'OXXO',
  action: 'Gerar comprovante OXXO',
  ready: 'Seu comprovante OXXO está pronto. Aguardando o pagamento.',
  reference: 'Referência',
  limit: (p) => `A OXXO aceita pagamentos em dinheiro de até ${p.max} por comprovante.`,
  'steps.1': 'Vá a qualquer loja OXXO antes de o comprovante expirar.',
  'steps.2':
    'Diga ao caixa que quer fazer um pagamento OXXO Pay e mostre o código de barras ou informe a referência.',
  'steps.3': 'Pague o valor exato em dinheiro e guarde o recibo.',
} satisfies Words<keyof typeof en>;
