import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `payment` table. */
export default {
  paying: 'Pagando…',
  slow: 'Seguimos procesando tu pago. Mantén esta página abierta.',
  check: 'Verificar pago',
  checking: 'Verificando…',
  'error.declined': 'La tarjeta fue rechazada. Revisa los datos o usa otra tarjeta.',
  'error.insufficient_funds': 'La tarjeta fue rechazada por fondos insuficientes. Prueba otra tarjeta.',
  'error.expired_card': 'El banco indica que esta tarjeta está vencida. Prueba otra tarjeta.',
  'error.invalid_cvv': 'El banco rechazó el código de seguridad. Revísalo e inténtalo de nuevo.',
  'error.processing': 'No se pudo procesar el pago y no se cobró nada. Inténtalo de nuevo.',
  'error.do_not_honor': 'El banco rechazó este pago. Contacta a tu banco o prueba otra tarjeta.',
  'error.rate_limited': 'Demasiados intentos en poco tiempo. Espera un momento e inténtalo de nuevo.',
  'error.refused': 'No se pudo procesar el pago. Revisa los datos e inténtalo de nuevo.',
  'error.already_processed':
    'Este cargo ya no se puede pagar aquí: es posible que el pago ya se haya realizado. Revisa tu pedido o tu correo antes de pagar de nuevo.',
  'error.outcome_unknown':
    'No pudimos confirmar si el pago se realizó. No pagues de nuevo antes de revisar tu pedido o tu correo. “Verificar pago” vuelve a consultar sin cobrarte dos veces.',
  'error.outcome_unknown.offline':
    'No hay conexión, así que no pudimos confirmar si el pago se realizó. No pagues de nuevo: se vuelve a verificar solo en cuanto vuelva la conexión, sin cobrarte dos veces.',
  'error.authentication': 'Tu banco no confirmó el pago. Inténtalo de nuevo o usa otra tarjeta.',
  'error.canceled': 'La verificación del banco fue cancelada. No se cobró nada.',
  'error.version_gone':
    'Este checkout usa una versión del servicio de pagos que ya no está disponible. Avísale a la tienda.',
  'error.final': 'Este cargo ya no se puede pagar.',
  'challenge.started': 'Tu banco necesita confirmar este pago. Se abrió una ventana de verificación.',
  'challenge.decoupled': 'Aprueba este pago en la app de tu banco. Esta página se actualizará sola.',
  'rate_limited.wait': (p) =>
    `El servicio de pagos está ocupado. Volveremos a intentar tu pago en ${p.seconds === '1' ? '1 segundo' : `${p.seconds} segundos`}. Mantén esta página abierta.`,
} satisfies Words<keyof typeof en>;
