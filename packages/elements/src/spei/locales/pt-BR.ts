import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `spei` table. */
export default {
  name: 'SPEI',
  action: 'Ver dados para transferir',
  ready: 'Os dados da transferência SPEI estão prontos. Aguardando o pagamento.',
  clabe: 'CLABE',
  bank: 'Banco',
  beneficiary: 'Beneficiário',
  reference: 'Referência numérica',
  'amount.exact': 'Valor exato',
  'steps.1':
    'No app ou internet banking do seu banco, faça uma transferência SPEI para uma nova conta com esta CLABE.',
  'steps.2': 'Transfira o valor exato e informe a referência numérica.',
  'steps.3': 'O pagamento é confirmado assim que a transferência chegar, normalmente em minutos.',
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.title': 'Estes dados para transferir expiraram',
  'expired.body': 'Eles não podem mais ser usados. Peça novos dados para pagar.',
  'expired.final': 'Eles não podem mais ser usados. Volte à loja para tentar de novo.',
  'expired.error': 'Os dados da transferência SPEI expiraram antes de a transferência chegar.',
  'canceled.body':
    'Estes dados para transferir não podem mais ser usados e nada foi cobrado. Volte à loja se ainda quiser comprar.',
  'canceled.error': 'A loja cancelou o pagamento antes de a transferência chegar.',
  regenerate: 'Pedir novos dados',
  'replaced.title': 'Estes dados para transferir foram substituídos e não valem mais',
  'live.action': 'obter estes dados',
  'error.renew': 'Não foi possível criar novos dados para transferir. Volte à loja para tentar de novo.',
} satisfies Words<keyof typeof en>;
