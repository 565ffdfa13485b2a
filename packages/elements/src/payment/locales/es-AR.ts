import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** Rioplatense Spanish (vos), over `es.ts`: the `payment` table. */
export default {
  slow: 'Seguimos procesando tu pago. Mantené esta página abierta.',
  'error.declined': 'La tarjeta fue rechazada. Revisá los datos o usá otra tarjeta.',
  'error.insufficient_funds': 'La tarjeta fue rechazada por fondos insuficientes. Probá con otra tarjeta.',
  'error.expired_card': 'El banco indica que esta tarjeta está vencida. Probá con otra tarjeta.',
  'error.invalid_cvv': 'El banco rechazó el código de seguridad. Revisalo y volvé a intentarlo.',
  'error.processing': 'No se pudo procesar el pago y no se cobró nada. Intentá de nuevo.',
  'error.do_not_honor': 'El banco rechazó este pago. Comunicate con tu banco o probá con otra tarjeta.',
  'error.rate_limited': 'Demasiados intentos en poco tiempo. Esperá un momento y volvé a intentarlo.',
  'error.refused': 'No se pudo procesar el pago. Revisá los datos y volvé a intentarlo.',
  'error.already_processed':
    'Este cobro ya no se puede pagar acá: es posible que el pago ya se haya realizado. Revisá tu pedido o tu correo antes de volver a pagar.',
  'error.outcome_unknown':
    'No pudimos confirmar si el pago se realizó. No vuelvas a pagar antes de revisar tu pedido o tu correo. “Verificar pago” vuelve a consultar sin cobrarte dos veces.',
  'error.outcome_unknown.offline':
    'No hay conexión, así que no pudimos confirmar si el pago se realizó. No vuelvas a pagar: se vuelve a verificar solo en cuanto vuelva la conexión, sin cobrarte dos veces.',
  'error.authentication': 'Tu banco no confirmó el pago. Volvé a intentarlo o usá otra tarjeta.',
  'error.version_gone':
    'Este checkout usa una versión del servicio de pagos que ya no está disponible. Avisale a la tienda.',
  'error.final': 'Este cobro ya no se puede pagar.',
  'challenge.decoupled': 'Aprobá este pago en la app de tu banco. Esta página se va a actualizar sola.',
  'rate_limited.wait': (p) =>
    `El servicio de pagos está ocupado. Vamos a volver a intentar tu pago en ${p.seconds === '1' ? '1 segundo' : `${p.seconds} segundos`}. Mantené esta página abierta.`,
} satisfies Partial<Words<keyof typeof en>>;
