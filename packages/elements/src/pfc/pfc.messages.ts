import type { Message, Messages } from '../controllers/localize.ts';

const en = {
  name: 'Pago Fácil',
  action: 'Generate Pago Fácil voucher',
  ready: 'Your Pago Fácil voucher is ready. Waiting for your payment.',
  reference: 'Voucher number',
  'steps.1': 'Go to any Pago Fácil branch by the due date.',
  'steps.2': 'Show the barcode, or give the voucher number.',
  'steps.3': 'Pay the exact amount in cash and keep your receipt.',
} satisfies Record<string, Message>;

/** Pago Fácil wording; the shared waiting-screen wording is in `codes/code.messages.ts`. */
export const pfcMessages: Messages<keyof typeof en> = {
  en,
  'pt-BR': {
    name: 'Pago Fácil',
    action: 'Gerar comprovante Pago Fácil',
    ready: 'Seu comprovante Pago Fácil está pronto. Aguardando o pagamento.',
    reference: 'Número do comprovante',
    'steps.1': 'Vá a qualquer agência Pago Fácil até o vencimento.',
    'steps.2': 'Mostre o código de barras ou informe o número do comprovante.',
    'steps.3': 'Pague o valor exato em dinheiro e guarde o recibo.',
  },
  'es-MX': {
    name: 'Pago Fácil',
    action: 'Generar cupón de Pago Fácil',
    ready: 'Tu cupón de Pago Fácil está listo. Esperando tu pago.',
    reference: 'Número de cupón',
    'steps.1': 'Acude a cualquier sucursal de Pago Fácil antes del vencimiento.',
    'steps.2': 'Muestra el código de barras o dicta el número de cupón.',
    'steps.3': 'Paga el monto exacto en efectivo y guarda tu comprobante.',
  },
};
