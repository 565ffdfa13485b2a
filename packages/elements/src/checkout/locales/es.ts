import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `checkout` table. */
export default {
  region: 'Pago',
  total: 'Total',
  'amount.mismatch': (p) => `El monto a pagar es ${p.amount}, fijado por el servicio de pago.`,
  'methods.legend': 'Método de pago',
  loading: 'Cargando…',
  'load.failed': 'No se pudo cargar este método de pago. Prueba otro o recarga la página.',
  none: 'No hay métodos de pago disponibles para este pedido. Contacta a la tienda.',
  locked: 'Hay un pago en curso. Podrás cambiar el método cuando termine.',
  'renew.failed': 'No se pudo iniciar un nuevo pago con este método. Inténtalo de nuevo o recarga la página.',
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
  'ended.expired.title': 'Este pago venció',
  'ended.expired':
    'Se acabó el plazo para pagar y no se cobró nada. Vuelve a la tienda para hacer un nuevo pedido.',
  'ended.canceled.title': 'Este pago fue cancelado',
  'ended.canceled': 'Ya no se puede pagar y no se cobró nada. Vuelve a la tienda para hacer un nuevo pedido.',
  'ended.unpayable.title': 'Este pago ya no se puede realizar',
  'ended.unpayable':
    'Es posible que ya se haya pagado. Revisa tu pedido o tu correo antes de pagar de nuevo, o vuelve a la tienda para hacer un nuevo pedido.',
} satisfies Words<keyof typeof en>;
