import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Brazilian Portuguese: the `wallet` table. */
export default {
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
  'amount.mismatch': (p) => `O valor a pagar é ${p.amount}, definido pelo serviço de pagamento.`,
} satisfies Words<keyof typeof en>;
