import type { Part } from './catalogue.ts';

/** The shared Spanish, the checkout group (checkout, wallet): what the four Spanish locales do not change. */
const es: Part<'checkout'> = {
  checkout: {
    region: 'Pago',
    total: 'Total',
    'methods.legend': 'Método de pago',
    loading: 'Cargando…',
    'load.failed': 'No se pudo cargar este método de pago. Prueba otro o recarga la página.',
    none: 'No hay métodos de pago disponibles para este pedido. Contacta a la tienda.',
    locked: 'Hay un pago en curso. Podrás cambiar el método cuando termine.',
    'installments.interest': (p) => `En ${p.count} cuotas, con intereses`,
    'installments.free': (p) => `En ${p.count} cuotas sin interés`,
    'method.card': 'Tarjeta',
    'method.pix': 'Pix',
    'method.boleto': 'Boleto',
    'method.spei': 'Transferencia SPEI',
    'method.oxxo': 'Efectivo en OXXO',
    'method.qra': 'Código QR',
    'method.pfc': 'Efectivo en Pago Fácil',
    'method.applepay': 'Apple Pay',
    'method.googlepay': 'Google Pay',
  },
  wallet: {
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
  },
};

export default es;
