import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `boleto` table. */
export default {
  name: 'Boleto',
  action: 'Gerar boleto',
  ready: 'Seu boleto está pronto. Aguardando o pagamento.',
  line: 'Linha digitável',
  value: 'Valor do boleto',
  'steps.1':
    'No app do seu banco, escolha pagar boleto e escaneie o código de barras ou cole a linha digitável.',
  'steps.2': 'Ou imprima e pague em uma agência, lotérica ou caixa eletrônico até o vencimento.',
  'steps.3': 'O pagamento é confirmado em 1 a 2 dias úteis.',
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.title': 'Este boleto expirou',
  'expired.body': 'Ele não pode mais ser pago. Gere um novo para pagar.',
  'expired.final': 'Ele não pode mais ser pago. Volte à loja para tentar de novo.',
  'expired.error': 'O boleto expirou antes de ser pago.',
  'canceled.body':
    'Este boleto não pode mais ser pago e nada foi cobrado. Volte à loja se ainda quiser comprar.',
  'canceled.error': 'A loja cancelou o pagamento antes de o boleto ser pago.',
  regenerate: 'Gerar novo boleto',
  'replaced.title': 'Este boleto foi substituído e não vale mais',
  'live.action': 'gerar este boleto',
  'error.renew': 'Não foi possível criar um novo boleto. Volte à loja para tentar de novo.',
} satisfies Words<keyof typeof en>;
