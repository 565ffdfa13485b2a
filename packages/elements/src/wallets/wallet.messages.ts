import type { AppleButtonType } from '../apple-pay/apple-pay.logic.ts';
import type { Messages } from '../controllers/localize.ts';

/** The wording of the wallet elements (the payment flow's own wording is in `payment/payment.messages.ts`). */
export type WalletMessageKey =
  | 'region'
  | 'wallet.failed'
  | 'wallet.unavailable'
  | 'form.incomplete'
  | `apple.${AppleButtonType}`
  | 'google.label';

type Table = Record<WalletMessageKey, string | ((p: Record<string, string>) => string)>;

const en: Table = {
  region: (p) => `Pay with ${p.wallet}`,
  'wallet.failed': (p) => `${p.wallet} could not start. Try again or choose another payment method.`,
  'wallet.unavailable': (p) =>
    `${p.wallet} is not available for this purchase. Choose another payment method.`,
  'form.incomplete': (p) => `Pay with ${p.wallet} to continue.`,
  'apple.plain': 'Apple Pay',
  'apple.buy': 'Buy with Apple Pay',
  'apple.pay': 'Pay with Apple Pay',
  'apple.check-out': 'Check out with Apple Pay',
  'apple.book': 'Book with Apple Pay',
  'apple.donate': 'Donate with Apple Pay',
  'apple.order': 'Order with Apple Pay',
  'apple.subscribe': 'Subscribe with Apple Pay',
  'apple.continue': 'Continue with Apple Pay',
  'google.label': 'Google Pay',
};

const pt: Table = {
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
};

const es: Table = {
  region: (p) => `Pagar con ${p.wallet}`,
  'wallet.failed': (p) => `No se pudo abrir ${p.wallet}. Inténtalo de nuevo o elige otra forma de pago.`,
  'wallet.unavailable': (p) => `${p.wallet} no está disponible para esta compra. Elige otra forma de pago.`,
  'form.incomplete': (p) => `Paga con ${p.wallet} para continuar.`,
  'apple.plain': 'Apple Pay',
  'apple.buy': 'Comprar con Apple Pay',
  'apple.pay': 'Pagar con Apple Pay',
  'apple.check-out': 'Finalizar compra con Apple Pay',
  'apple.book': 'Reservar con Apple Pay',
  'apple.donate': 'Donar con Apple Pay',
  'apple.order': 'Ordenar con Apple Pay',
  'apple.subscribe': 'Suscribirse con Apple Pay',
  'apple.continue': 'Continuar con Apple Pay',
  'google.label': 'Google Pay',
};

export const walletMessages: Messages<WalletMessageKey> = { en, 'pt-BR': pt, 'es-MX': es };
