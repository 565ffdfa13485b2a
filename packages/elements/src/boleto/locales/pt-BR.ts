import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `boleto` table. */
export default {
  name: 'Boleto',
  action: 'Gerar boleto',
  ready: 'Seu boleto está pronto. Aguardando o pagamento.',
  line: 'Linha digitável',
  'steps.1':
    'No app do seu banco, escolha pagar boleto e escaneie o código de barras ou cole a linha digitável.',
  'steps.2': 'Ou imprima e pague em uma agência, lotérica ou caixa eletrônico até o vencimento.',
  'steps.3': 'O pagamento é confirmado em 1 a 2 dias úteis.',
} satisfies Words<keyof typeof en>;
