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
} satisfies Words<keyof typeof en>;
