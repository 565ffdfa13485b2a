import type { Message, Messages } from '../controllers/localize.ts';

const en = {
  name: 'OXXO',
  action: 'Generate OXXO voucher',
  ready: 'Your OXXO voucher is ready. Waiting for your payment.',
  reference: 'Reference',
  limit: (p) => `OXXO accepts cash payments of up to ${p.max} per voucher.`,
  'steps.1': 'Go to any OXXO store before the voucher expires.',
  'steps.2':
    'Tell the cashier you want to make an OXXO Pay payment, and show the barcode or give the reference.',
  'steps.3': 'Pay the exact amount in cash and keep your receipt.',
} satisfies Record<string, Message>;

/** OXXO wording; the shared waiting-screen wording is in `codes/code.messages.ts`. */
export const oxxoMessages: Messages<keyof typeof en> = {
  en,
  'pt-BR': {
    name: 'OXXO',
    action: 'Gerar comprovante OXXO',
    ready: 'Seu comprovante OXXO está pronto. Aguardando o pagamento.',
    reference: 'Referência',
    limit: (p) => `A OXXO aceita pagamentos em dinheiro de até ${p.max} por comprovante.`,
    'steps.1': 'Vá a qualquer loja OXXO antes de o comprovante expirar.',
    'steps.2':
      'Diga ao caixa que quer fazer um pagamento OXXO Pay e mostre o código de barras ou informe a referência.',
    'steps.3': 'Pague o valor exato em dinheiro e guarde o recibo.',
  },
  'es-MX': {
    name: 'OXXO',
    action: 'Generar ficha OXXO',
    ready: 'Tu ficha OXXO está lista. Esperando tu pago.',
    reference: 'Referencia',
    limit: (p) => `OXXO acepta pagos en efectivo de hasta ${p.max} por ficha.`,
    'steps.1': 'Ve a cualquier tienda OXXO antes de que venza la ficha.',
    'steps.2':
      'Dile al cajero que quieres hacer un pago OXXO Pay y muestra el código de barras o dicta la referencia.',
    'steps.3': 'Paga el monto exacto en efectivo y guarda tu comprobante.',
  },
};
