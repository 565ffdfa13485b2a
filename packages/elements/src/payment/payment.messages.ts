import { keyed } from '../locales/catalogue.ts';

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
  | 'error.processing'
  | 'error.rate_limited'
  | 'error.refused'
  | 'error.already_processed'
  | 'error.outcome_unknown'
  | 'error.authentication'
  | 'error.canceled'
  | 'error.final'
  | 'error.version_gone'
  | 'challenge.started'
  | 'challenge.decoupled'
  | 'rate_limited.wait';

export const paymentMessages = keyed<PaymentMessageKey>()('payment', [
  'paying',
  'error.refused',
  'slow',
  'check',
  'checking',
  'error.declined',
  'error.insufficient_funds',
  'error.expired_card',
  'error.invalid_cvv',
  'error.do_not_honor',
  'error.processing',
  'error.rate_limited',
  'error.already_processed',
  'error.outcome_unknown',
  'error.authentication',
  'error.canceled',
  'error.version_gone',
  'error.final',
  'challenge.started',
  'challenge.decoupled',
  'rate_limited.wait',
]);
