import type { Messages } from '../controllers/localize.ts';
import type { ChargeStatus } from './status.logic.ts';

type Key =
  | `${ChargeStatus}.title`
  | `${ChargeStatus}.body`
  | 'unknown.title'
  | 'unknown.body'
  | 'amount'
  | 'region'
  | `state.${'success' | 'waiting' | 'failure' | 'info'}`;

/** Status-screen wording. `{amount}` is filled with Intl.NumberFormat in the charge currency. */
export const statusMessages: Messages<Key> = {
  en: {
    region: 'Payment status',
    amount: (p) => `Amount: ${p.amount}`,
    'state.success': 'Success',
    'state.waiting': 'Waiting',
    'state.failure': 'Not completed',
    'state.info': 'Information',
    'issued.title': 'Awaiting payment',
    'issued.body': 'The charge was created and is waiting for your payment.',
    'pending.title': 'Confirm with your bank',
    'pending.body': 'Your bank is asking you to confirm this payment. Follow its instructions to finish.',
    'confirmed.title': 'Payment approved',
    'confirmed.body': 'Your payment was approved. You will receive a confirmation soon.',
    'paid.title': 'Payment received',
    'paid.body': 'Your payment was received and settled. Thank you!',
    'error.title': 'Payment not completed',
    'error.body':
      'The payment failed or was declined. No money was taken. Please try again or use another method.',
    'canceled.title': 'Payment canceled',
    'canceled.body':
      'This payment was canceled, or the bank confirmation was not completed. No money was taken.',
    'refunded.title': 'Payment refunded',
    'refunded.body': 'The payment was refunded. The money goes back to you through the original method.',
    'refund_error.title': 'Refund not completed',
    'refund_error.body': 'The refund could not be completed. The merchant has been notified and will retry.',
    'chargeback_requested.title': 'Chargeback requested',
    'chargeback_requested.body': 'A chargeback was requested for this payment and is under review.',
    'chargeback_refunded.title': 'Chargeback refunded',
    'chargeback_refunded.body': 'The chargeback was accepted and the amount was returned to the cardholder.',
    'chargeback_reversed.title': 'Chargeback reversed',
    'chargeback_reversed.body': 'The chargeback was reversed: the original payment stands.',
    'pre_chargeback_resolution.title': 'Dispute being resolved',
    'pre_chargeback_resolution.body': 'The merchant and the bank are resolving a dispute about this payment.',
    'unknown.title': 'Payment status',
    'unknown.body': (p) => `status: ${p.status}`,
  },
  'pt-BR': {
    region: 'Status do pagamento',
    amount: (p) => `Valor: ${p.amount}`,
    'state.success': 'Sucesso',
    'state.waiting': 'Aguardando',
    'state.failure': 'Não concluído',
    'state.info': 'Informação',
    'issued.title': 'Aguardando pagamento',
    'issued.body': 'A cobrança foi criada e está aguardando o seu pagamento.',
    'pending.title': 'Confirme com o seu banco',
    'pending.body': 'O seu banco pediu a confirmação deste pagamento. Siga as instruções dele para concluir.',
    'confirmed.title': 'Pagamento aprovado',
    'confirmed.body': 'O seu pagamento foi aprovado. Você receberá uma confirmação em breve.',
    'paid.title': 'Pagamento recebido',
    'paid.body': 'O seu pagamento foi recebido e liquidado. Obrigado!',
    'error.title': 'Pagamento não concluído',
    'error.body': 'O pagamento falhou ou foi recusado. Nada foi cobrado. Tente novamente ou use outro meio.',
    'canceled.title': 'Pagamento cancelado',
    'canceled.body':
      'Este pagamento foi cancelado ou a confirmação do banco não foi concluída. Nada foi cobrado.',
    'refunded.title': 'Pagamento estornado',
    'refunded.body': 'O pagamento foi estornado. O valor volta para você pelo meio original.',
    'refund_error.title': 'Estorno não concluído',
    'refund_error.body': 'Não foi possível concluir o estorno. O lojista foi avisado e tentará de novo.',
    'chargeback_requested.title': 'Contestação solicitada',
    'chargeback_requested.body':
      'Foi aberta uma contestação (chargeback) deste pagamento, que está em análise.',
    'chargeback_refunded.title': 'Contestação reembolsada',
    'chargeback_refunded.body': 'A contestação foi aceita e o valor foi devolvido ao titular do cartão.',
    'chargeback_reversed.title': 'Contestação revertida',
    'chargeback_reversed.body': 'A contestação foi revertida: o pagamento original continua válido.',
    'pre_chargeback_resolution.title': 'Contestação em resolução',
    'pre_chargeback_resolution.body':
      'O lojista e o banco estão resolvendo uma contestação sobre este pagamento.',
    'unknown.title': 'Status do pagamento',
    'unknown.body': (p) => `status: ${p.status}`,
  },
  'es-MX': {
    region: 'Estado del pago',
    amount: (p) => `Monto: ${p.amount}`,
    'state.success': 'Éxito',
    'state.waiting': 'En espera',
    'state.failure': 'No completado',
    'state.info': 'Información',
    'issued.title': 'Esperando el pago',
    'issued.body': 'El cargo fue creado y está esperando tu pago.',
    'pending.title': 'Confirma con tu banco',
    'pending.body': 'Tu banco te pide confirmar este pago. Sigue sus instrucciones para terminar.',
    'confirmed.title': 'Pago aprobado',
    'confirmed.body': 'Tu pago fue aprobado. Recibirás una confirmación pronto.',
    'paid.title': 'Pago recibido',
    'paid.body': 'Tu pago fue recibido y liquidado. ¡Gracias!',
    'error.title': 'Pago no completado',
    'error.body': 'El pago falló o fue rechazado. No se cobró nada. Inténtalo de nuevo o usa otro método.',
    'canceled.title': 'Pago cancelado',
    'canceled.body': 'Este pago fue cancelado o no se completó la confirmación del banco. No se cobró nada.',
    'refunded.title': 'Pago reembolsado',
    'refunded.body': 'El pago fue reembolsado. El dinero regresa a ti por el medio original.',
    'refund_error.title': 'Reembolso no completado',
    'refund_error.body':
      'No se pudo completar el reembolso. El comercio fue notificado y lo volverá a intentar.',
    'chargeback_requested.title': 'Contracargo solicitado',
    'chargeback_requested.body': 'Se solicitó un contracargo de este pago y está en revisión.',
    'chargeback_refunded.title': 'Contracargo reembolsado',
    'chargeback_refunded.body': 'El contracargo fue aceptado y el monto se devolvió al tarjetahabiente.',
    'chargeback_reversed.title': 'Contracargo revertido',
    'chargeback_reversed.body': 'El contracargo fue revertido: el pago original se mantiene.',
    'pre_chargeback_resolution.title': 'Disputa en resolución',
    'pre_chargeback_resolution.body': 'El comercio y el banco están resolviendo una disputa sobre este pago.',
    'unknown.title': 'Estado del pago',
    'unknown.body': (p) => `status: ${p.status}`,
  },
};
