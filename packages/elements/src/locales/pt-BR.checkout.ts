import type { Part } from './catalogue.ts';

/** Brazilian Portuguese, the checkout group (checkout, wallet): one locale chunk, loaded on demand. */
const ptBR: Part<'checkout'> = {
  checkout: {
    region: 'Pagamento',
    total: 'Total',
    'methods.legend': 'Forma de pagamento',
    loading: 'Carregando…',
    'load.failed': 'Não foi possível carregar esta forma de pagamento. Tente outra ou recarregue a página.',
    none: 'Nenhuma forma de pagamento está disponível para este pedido. Fale com a loja.',
    locked: 'Há um pagamento em andamento. Você pode trocar a forma de pagamento quando ele terminar.',
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
  },
  wallet: {
    region: (p) => `Pagar com ${p.wallet}`,
    'wallet.failed': (p) =>
      `Não foi possível abrir o ${p.wallet}. Tente de novo ou escolha outra forma de pagamento.`,
    'wallet.unavailable': (p) =>
      `O ${p.wallet} não está disponível para esta compra. Escolha outra forma de pagamento.`,
    'form.incomplete': (p) => `Pague com ${p.wallet} para continuar.`,
    'apple.plain': 'Apple Pay',
    'apple.buy': 'Comprar com Apple Pay',
    'apple.pay': 'Pagar com Apple Pay',
    'apple.check-out': 'Finalizar compra com Apple Pay',
    'apple.book': 'Reservar com Apple Pay',
    'apple.donate': 'Doar com Apple Pay',
    'apple.order': 'Pedir com Apple Pay',
    'apple.subscribe': 'Assinar com Apple Pay',
    'apple.continue': 'Continuar com Apple Pay',
    'google.label': 'Google Pay',
    'alert.declined': 'Pagamento recusado',
    'alert.failed': 'Pagamento não concluído',
  },
};

export default ptBR;
