import type { Message, Messages } from '../controllers/localize.ts';

const en = {
  name: 'SPEI',
  action: 'Get the transfer details',
  ready: 'Your SPEI transfer details are ready. Waiting for your payment.',
  clabe: 'CLABE',
  bank: 'Bank',
  beneficiary: 'Beneficiary',
  reference: 'Numeric reference',
  'amount.exact': 'Exact amount',
  'steps.1': 'In your bank app or online banking, start a SPEI transfer to a new account with this CLABE.',
  'steps.2': 'Transfer the exact amount and type the numeric reference.',
  'steps.3': 'Your payment is confirmed as soon as the transfer arrives, usually within minutes.',
} satisfies Record<string, Message>;

/** SPEI wording; the shared waiting-screen wording is in `codes/code.messages.ts`. */
export const speiMessages: Messages<keyof typeof en> = {
  en,
  'pt-BR': {
    name: 'SPEI',
    action: 'Ver os dados da transferência',
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
  },
  'es-MX': {
    name: 'SPEI',
    action: 'Ver los datos para transferir',
    ready: 'Los datos para tu transferencia SPEI están listos. Esperando tu pago.',
    clabe: 'CLABE',
    bank: 'Banco',
    beneficiary: 'Beneficiario',
    reference: 'Referencia numérica',
    'amount.exact': 'Monto exacto',
    'steps.1':
      'En la app o banca en línea de tu banco, haz una transferencia SPEI a una cuenta nueva con esta CLABE.',
    'steps.2': 'Transfiere el monto exacto y escribe la referencia numérica.',
    'steps.3': 'Tu pago se confirma en cuanto llega la transferencia, por lo general en minutos.',
  },
};
