import type { Messages } from '../controllers/localize.ts';
import type { MethodId } from './checkout.methods.ts';

export type CheckoutMessageKey =
  | 'region'
  | 'total'
  | 'methods.legend'
  | 'loading'
  | 'load.failed'
  | 'none'
  | 'locked'
  | 'installments.interest'
  | 'installments.free'
  | `method.${MethodId}`;

/** `<tucan-checkout>` wording: the frame around the method elements, which word their own forms. */
export const checkoutMessages: Messages<CheckoutMessageKey> = {
  en: {
    region: 'Checkout',
    total: 'Total',
    'methods.legend': 'Payment method',
    loading: 'Loading…',
    'load.failed': 'This payment method could not be loaded. Try another one, or reload the page.',
    none: 'No payment method is available for this order. Please contact the store.',
    locked: 'A payment is in progress. You can change the method once it ends.',
    'installments.interest': (p) => `In ${p.count} installments, interest included`,
    'installments.free': (p) => `In ${p.count} interest-free installments`,
    'method.card': 'Credit or debit card',
    'method.pix': 'Pix',
    'method.boleto': 'Boleto',
    'method.spei': 'SPEI bank transfer',
    'method.oxxo': 'Cash at OXXO',
    'method.qra': 'QR code (any Argentine wallet)',
    'method.pfc': 'Cash at Pago Fácil',
    'method.applepay': 'Apple Pay',
    'method.googlepay': 'Google Pay',
  },
  'pt-BR': {
    region: 'Pagamento',
    total: 'Total',
    'methods.legend': 'Forma de pagamento',
    loading: 'Carregando…',
    'load.failed': 'Não foi possível carregar esta forma de pagamento. Tente outra ou recarregue a página.',
    none: 'Nenhuma forma de pagamento está disponível para este pedido. Fale com a loja.',
    locked: 'Há um pagamento em andamento. Você pode trocar a forma de pagamento quando ele terminar.',
    'installments.interest': (p) => `Em ${p.count} parcelas, com juros`,
    'installments.free': (p) => `Em ${p.count} parcelas sem juros`,
    'method.card': 'Cartão de crédito ou débito',
    'method.pix': 'Pix',
    'method.boleto': 'Boleto',
    'method.spei': 'Transferência SPEI',
    'method.oxxo': 'Dinheiro no OXXO',
    'method.qra': 'QR (qualquer carteira argentina)',
    'method.pfc': 'Dinheiro no Pago Fácil',
    'method.applepay': 'Apple Pay',
    'method.googlepay': 'Google Pay',
  },
  'es-MX': {
    region: 'Pago',
    total: 'Total',
    'methods.legend': 'Método de pago',
    loading: 'Cargando…',
    'load.failed': 'No se pudo cargar este método de pago. Prueba otro o recarga la página.',
    none: 'No hay métodos de pago disponibles para este pedido. Contacta a la tienda.',
    locked: 'Hay un pago en curso. Podrás cambiar el método cuando termine.',
    'installments.interest': (p) => `A ${p.count} meses, con intereses`,
    'installments.free': (p) => `A ${p.count} meses sin intereses`,
    'method.card': 'Tarjeta de crédito o débito',
    'method.pix': 'Pix',
    'method.boleto': 'Boleto',
    'method.spei': 'Transferencia SPEI',
    'method.oxxo': 'Efectivo en OXXO',
    'method.qra': 'Código QR (cualquier billetera argentina)',
    'method.pfc': 'Efectivo en Pago Fácil',
    'method.applepay': 'Apple Pay',
    'method.googlepay': 'Google Pay',
  },
};
