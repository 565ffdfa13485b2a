import type { Message, Messages } from '../controllers/localize.ts';

const en = {
  name: 'Boleto',
  action: 'Generate boleto',
  ready: 'Your boleto is ready. Waiting for your payment.',
  line: 'Digitable line',
  'steps.1': 'In your bank app, choose to pay a boleto, then scan the barcode or paste the digitable line.',
  'steps.2': 'Or print it and pay at a bank, a lottery house or an ATM by the due date.',
  'steps.3': 'Payment is confirmed within 1 to 2 business days.',
} satisfies Record<string, Message>;

/** Boleto wording; the shared waiting-screen wording is in `codes/code.messages.ts`. */
export const boletoMessages: Messages<keyof typeof en> = {
  en,
  'pt-BR': {
    name: 'Boleto',
    action: 'Gerar boleto',
    ready: 'Seu boleto está pronto. Aguardando o pagamento.',
    line: 'Linha digitável',
    'steps.1':
      'No app do seu banco, escolha pagar boleto e escaneie o código de barras ou cole a linha digitável.',
    'steps.2': 'Ou imprima e pague em uma agência, lotérica ou caixa eletrônico até o vencimento.',
    'steps.3': 'O pagamento é confirmado em 1 a 2 dias úteis.',
  },
  'es-MX': {
    name: 'Boleto',
    action: 'Generar boleto',
    ready: 'Tu boleto está listo. Esperando tu pago.',
    line: 'Línea digitable',
    'steps.1':
      'En la app de tu banco, elige pagar un boleto y escanea el código de barras o pega la línea digitable.',
    'steps.2': 'O imprímelo y págalo en un banco, una casa de lotería o un cajero antes del vencimiento.',
    'steps.3': 'El pago se confirma en 1 a 2 días hábiles.',
  },
};
