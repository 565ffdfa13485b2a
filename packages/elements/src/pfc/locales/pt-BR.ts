import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `pfc` table. */
export default {
  name: 'Pago Fácil',
  action: 'Gerar voucher',
  ready: 'Seu voucher Pago Fácil está pronto. Aguardando o pagamento.',
  reference: 'Número do voucher',
  'steps.1': 'Vá a qualquer agência Pago Fácil até o vencimento.',
  'steps.2': 'Mostre o código de barras ou informe o número do voucher.',
  'steps.3': 'Pague o valor exato em dinheiro e guarde o recibo.',
  // After the code's life: the method's own words for what the shopper holds (not "code").
  'expired.title': 'Este voucher expirou',
  'expired.body': 'Ele não pode mais ser pago. Gere um novo para pagar.',
  'expired.final': 'Ele não pode mais ser pago. Volte à loja para tentar de novo.',
  'expired.error': 'O voucher Pago Fácil expirou antes de ser pago.',
  'canceled.body':
    'Este voucher não pode mais ser pago e nada foi cobrado. Volte à loja se ainda quiser comprar.',
  'canceled.error': 'A loja cancelou o pagamento antes de o voucher ser pago.',
  regenerate: 'Gerar novo voucher',
  'replaced.title': 'Este voucher foi substituído e não vale mais',
  'live.action': 'gerar este voucher',
  'error.renew': 'Não foi possível criar um novo voucher. Volte à loja para tentar de novo.',
} satisfies Words<keyof typeof en>;
