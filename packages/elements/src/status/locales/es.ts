import type { Words } from '../../controllers/localize.ts';
import type en from './en.ts';

/** The shared Spanish (what es-MX, es-AR, es-CO and es-CL do not change): the `status` table. */
export default {
  region: 'Estado del pago',
  amount: (p) => `Monto: ${p.amount}${p.plan ? `, en ${p.plan}` : ''}`,
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
  'canceled.body':
    'Este pago fue cancelado o no se completó la confirmación del banco. No se cobró nada. Para intentarlo de nuevo, hay que iniciar un nuevo pago.',
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
  'unknown.body': (p) =>
    `No pudimos leer el estado de este pago (${p.status}). Antes de pagar de nuevo, conviene confirmarlo con la tienda.`,
} satisfies Words<keyof typeof en>;
