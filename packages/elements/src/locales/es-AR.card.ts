import { type Part, withWords } from './catalogue.ts';
import es from './es.card.ts';

/**
 * Rioplatense Spanish (Argentina, and Uruguay and Paraguay by the fallback chain): vos ("Ingresá", "Revisá"),
 * "cuotas" and "1 pago de $ …" for a single payment; documents DNI, CUIT, CUIL. The card group (card, payment, status, frame,
 * challenge), loaded on demand; what this module does not change is the shared Spanish of `es.card.ts`.
 */
const words: Part<'card'> = withWords(es, {
  card: {
    'number.hint': 'El número largo en el frente de tu tarjeta',
    'cvc.hint.front': 'Código de seguridad: 4 dígitos, en el frente',
    // "1 pago" says it is paid at once: no "(contado)" after it, so the closed select shows it whole in the drop-in
    // on a phone (about 18 rem).
    'installments.single': (p) => `1 pago de ${p.each}`,
    'invalid.summary': 'Revisá los campos marcados.',
    'form.incomplete': 'Completá el pago con tarjeta.',
    'number.required': 'Ingresá el número de tarjeta.',
    'number.incomplete': 'Completá el número de tarjeta.',
    'number.invalid': 'Revisá los dígitos de la tarjeta.',
    'expiry.incomplete': 'Usá MM/AA.',
    'expiry.far': 'Revisá el año.',
    'cvc.required': 'Ingresá el CVV.',
    'name.required': 'Ingresá el nombre de la tarjeta.',
    'name.invalid': 'Usá solo letras en el nombre.',
    'email.required': 'Ingresá tu correo electrónico.',
    'email.invalid': 'Usá el formato tu@ejemplo.com.',
    'document.required': 'Ingresá tu número de documento.',
  },
  payment: {
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
      'Es posible que este pago ya se haya realizado. Revisá tu pedido o tu correo antes de volver a pagar.',
    'error.outcome_unknown':
      'No pudimos confirmar si el pago se realizó. No vuelvas a pagar antes de revisar tu pedido o tu correo. “Verificar pago” vuelve a consultar sin cobrarte dos veces.',
    'error.authentication': 'Tu banco no confirmó el pago. Volvé a intentarlo o usá otra tarjeta.',
    'error.version_gone':
      'Este checkout usa una versión del servicio de pagos que ya no está disponible. Avisale a la tienda.',
    'error.final': 'Este cobro ya no se puede pagar.',
    'challenge.decoupled': 'Aprobá este pago en la app de tu banco. Esta página se va a actualizar sola.',
    'rate_limited.wait': (p) =>
      `El servicio de pagos está ocupado. Vamos a volver a intentar tu pago en ${p.seconds === '1' ? '1 segundo' : `${p.seconds} segundos`}. Mantené esta página abierta.`,
  },
  status: {
    'issued.body': 'El cobro fue creado y está esperando tu pago.',
    'pending.title': 'Confirmá con tu banco',
    'pending.body': 'Tu banco te pide confirmar este pago. Seguí sus instrucciones para terminar.',
    'error.body':
      'El pago falló o fue rechazado. No se cobró nada. Volvé a intentarlo o usá otro medio de pago.',
  },
  frame: {
    failed: 'No se pudo cargar el formulario de la tarjeta. Revisá tu conexión y volvé a intentarlo.',
    broken:
      'No se pudo abrir el formulario seguro de la tarjeta en esta página. Volvé a intentarlo o elegí otro medio de pago.',
    retry: 'Reintentar',
    unavailable:
      'El pago con tarjeta no está disponible en esta página. Elegí otro medio de pago o comunicate con la tienda.',
    base_url:
      'Este formulario de pago no está bien configurado y no se puede usar. Comunicate con la tienda.',
  },
  challenge: {
    title: 'Confirmá con tu banco',
  },
});

export default words;
