import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `checkout` table. */
export default {
  region: 'Pagamento',
  total: 'Total',
  'amount.mismatch': (p) => `O valor a pagar é ${p.amount}, definido pelo serviço de pagamento.`,
  'methods.legend': 'Forma de pagamento',
  loading: 'Carregando…',
  'load.failed': 'Não foi possível carregar esta forma de pagamento. Tente outra ou recarregue a página.',
  none: 'Nenhuma forma de pagamento está disponível para este pedido. Fale com a loja.',
  locked: 'Há um pagamento em andamento. Você pode trocar a forma de pagamento quando ele terminar.',
  'renew.failed':
    'Não foi possível iniciar um novo pagamento com esta forma. Tente de novo ou recarregue a página.',
  'installments.interest': (p) => `Em ${p.count} parcelas, com juros`,
  'installments.free': (p) => `Em ${p.count} parcelas sem juros`,
  'method.card': 'Cartão',
  'method.pix': 'Pix',
  'method.boleto': 'Boleto',
  'method.spei': 'Transferência SPEI',
  'method.oxxo': 'Dinheiro no OXXO',
  'method.qra': 'QR Code',
  'method.pfc': 'Dinheiro no Pago Fácil',
  'method.applepay': 'Apple Pay',
  'method.googlepay': 'Google Pay',
  'ended.expired.title': 'Este pagamento expirou',
  'ended.expired': 'O prazo para pagar terminou e nada foi cobrado. Volte à loja para fazer um novo pedido.',
  'ended.canceled.title': 'Este pagamento foi cancelado',
  'ended.canceled': 'Ele não pode mais ser pago e nada foi cobrado. Volte à loja para fazer um novo pedido.',
  'ended.unpayable.title': 'Este pagamento não pode mais ser feito',
  'ended.unpayable':
    'Ele pode já ter sido pago. Confira seu pedido ou e-mail antes de pagar de novo, ou volte à loja para fazer um novo pedido.',
} satisfies Words<keyof typeof en>;
