import { keyed } from '../locales/catalogue.ts';
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
export const statusMessages = keyed<Key>()('status', [
  'region',
  'amount',
  'state.success',
  'state.waiting',
  'state.failure',
  'state.info',
  'issued.title',
  'issued.body',
  'pending.title',
  'pending.body',
  'confirmed.title',
  'confirmed.body',
  'paid.title',
  'paid.body',
  'error.title',
  'error.body',
  'canceled.title',
  'canceled.body',
  'refunded.title',
  'refunded.body',
  'refund_error.title',
  'refund_error.body',
  'chargeback_requested.title',
  'chargeback_requested.body',
  'chargeback_refunded.title',
  'chargeback_refunded.body',
  'chargeback_reversed.title',
  'chargeback_reversed.body',
  'pre_chargeback_resolution.title',
  'pre_chargeback_resolution.body',
  'unknown.title',
  'unknown.body',
]);
