import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `wallet` table. */
export default {
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
  'alert.declined': 'Pago rechazado',
  'alert.failed': 'No se completó el pago',
  'amount.mismatch': (p) => `El monto a pagar es ${p.amount}, fijado por el servicio de pago.`,
} satisfies Words<keyof typeof en>;
