import type { Messages } from '../controllers/localize.ts';

/**
 * The wording of the shared payment flow (`flow.ts`), the same for every method element: progress, the
 * service's answers, 3DS, and the honest "we do not know yet" notice.
 */
export type PaymentMessageKey =
  | 'paying'
  | 'slow'
  | 'check'
  | 'checking'
  | 'error.declined'
  | 'error.insufficient_funds'
  | 'error.expired_card'
  | 'error.invalid_cvv'
  | 'error.do_not_honor'
  | 'error.rate_limited'
  | 'error.refused'
  | 'error.already_processed'
  | 'error.outcome_unknown'
  | 'error.authentication'
  | 'error.canceled'
  | 'error.final'
  | 'error.version_gone'
  | 'challenge.started'
  | 'challenge.decoupled';

export const paymentMessages: Messages<PaymentMessageKey> = {
  en: {
    paying: 'Paying…',
    slow: 'Still working on your payment. Please keep this page open.',
    check: 'Check payment',
    checking: 'Checking…',
    'error.declined': 'The card was declined. Check the details or use another card.',
    'error.insufficient_funds': 'The card was declined for insufficient funds. Try another card.',
    'error.expired_card': 'The bank says this card has expired. Try another card.',
    'error.invalid_cvv': 'The bank rejected the security code. Check it and try again.',
    'error.do_not_honor': 'The bank declined this payment. Contact your bank or try another card.',
    'error.rate_limited': 'Too many attempts in a short time. Wait a moment and try again.',
    'error.refused': 'The payment could not be processed. Check the details and try again.',
    'error.already_processed':
      'This payment may already have gone through. Check your order or email before paying again.',
    'error.outcome_unknown':
      'We could not confirm whether the payment went through. Do not pay again before checking your order or email. “Check payment” asks again without charging you twice.',
    'error.authentication': 'Your bank did not confirm the payment. Try again or use another card.',
    'error.canceled': 'The bank verification was canceled. No money was taken.',
    'error.version_gone':
      'This checkout uses a version of the payment service that is no longer available. Please tell the store.',
    'error.final': 'This charge can no longer be paid.',
    'challenge.started': 'Your bank needs to confirm this payment. A verification window opened.',
    'challenge.decoupled': 'Approve this payment in your bank app. This page will update by itself.',
  },
  'pt-BR': {
    paying: 'Pagando…',
    slow: 'Ainda estamos processando o seu pagamento. Mantenha esta página aberta.',
    check: 'Verificar pagamento',
    checking: 'Verificando…',
    'error.declined': 'O cartão foi recusado. Confira os dados ou use outro cartão.',
    'error.insufficient_funds': 'O cartão foi recusado por saldo insuficiente. Tente outro cartão.',
    'error.expired_card': 'O banco informou que este cartão está vencido. Tente outro cartão.',
    'error.invalid_cvv': 'O banco recusou o código de segurança. Confira e tente de novo.',
    'error.do_not_honor': 'O banco recusou este pagamento. Fale com o seu banco ou tente outro cartão.',
    'error.rate_limited': 'Muitas tentativas em pouco tempo. Aguarde um momento e tente de novo.',
    'error.refused': 'Não foi possível processar o pagamento. Confira os dados e tente de novo.',
    'error.already_processed':
      'Este pagamento pode já ter sido concluído. Confira seu pedido ou e-mail antes de pagar de novo.',
    'error.outcome_unknown':
      'Não conseguimos confirmar se o pagamento foi concluído. Não pague de novo antes de conferir seu pedido ou e-mail. “Verificar pagamento” consulta de novo sem cobrar duas vezes.',
    'error.authentication': 'O seu banco não confirmou o pagamento. Tente de novo ou use outro cartão.',
    'error.canceled': 'A verificação do banco foi cancelada. Nada foi cobrado.',
    'error.version_gone':
      'Este checkout usa uma versão do serviço de pagamento que não está mais disponível. Avise a loja.',
    'error.final': 'Esta cobrança não pode mais ser paga.',
    'challenge.started':
      'O seu banco precisa confirmar este pagamento. Uma janela de verificação foi aberta.',
    'challenge.decoupled': 'Aprove este pagamento no app do seu banco. Esta página se atualiza sozinha.',
  },
  'es-MX': {
    paying: 'Pagando…',
    slow: 'Seguimos procesando tu pago. Mantén esta página abierta.',
    check: 'Verificar pago',
    checking: 'Verificando…',
    'error.declined': 'La tarjeta fue rechazada. Revisa los datos o usa otra tarjeta.',
    'error.insufficient_funds': 'La tarjeta fue rechazada por fondos insuficientes. Prueba otra tarjeta.',
    'error.expired_card': 'El banco indica que esta tarjeta está vencida. Prueba otra tarjeta.',
    'error.invalid_cvv': 'El banco rechazó el código de seguridad. Revísalo e inténtalo de nuevo.',
    'error.do_not_honor': 'El banco rechazó este pago. Contacta a tu banco o prueba otra tarjeta.',
    'error.rate_limited': 'Demasiados intentos en poco tiempo. Espera un momento e inténtalo de nuevo.',
    'error.refused': 'No se pudo procesar el pago. Revisa los datos e inténtalo de nuevo.',
    'error.already_processed':
      'Es posible que este pago ya se haya realizado. Revisa tu pedido o tu correo antes de pagar de nuevo.',
    'error.outcome_unknown':
      'No pudimos confirmar si el pago se realizó. No pagues de nuevo antes de revisar tu pedido o tu correo. “Verificar pago” vuelve a consultar sin cobrarte dos veces.',
    'error.authentication': 'Tu banco no confirmó el pago. Inténtalo de nuevo o usa otra tarjeta.',
    'error.canceled': 'La verificación del banco fue cancelada. No se cobró nada.',
    'error.version_gone':
      'Este checkout usa una versión del servicio de pagos que ya no está disponible. Avísale a la tienda.',
    'error.final': 'Este cargo ya no se puede pagar.',
    'challenge.started': 'Tu banco necesita confirmar este pago. Se abrió una ventana de verificación.',
    'challenge.decoupled': 'Aprueba este pago en la app de tu banco. Esta página se actualizará sola.',
  },
};
