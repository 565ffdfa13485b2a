import type { Words } from '../../controllers/localize.ts';
import type { ChargeStatus, VisualState } from '../status.logic.ts';

/** English, the reference: every other locale module of this folder has its keys (`satisfies Words<keyof typeof en>`). */
export default {
  region: 'Payment status',
  amount: (p) => `Amount: ${p.amount}${p.plan ? `, in ${p.plan}` : ''}`,
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
    'This payment was canceled, or the bank confirmation was not completed. No money was taken. To try again, start a new payment.',
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
  'unknown.body': (p) =>
    `We could not read this payment’s status (${p.status}). Check with the store before paying again.`,
} satisfies Words<`${ChargeStatus | 'unknown'}.${'title' | 'body'}` | `state.${VisualState}`> & Words<string>;
