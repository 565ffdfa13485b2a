import { keyed } from '../locales/catalogue.ts';
import { type ChargeStatus, isChargeStatus, STATUS_NAMES, VISUAL_STATES } from './status.logic.ts';

type Key =
  | `${ChargeStatus}.${'title' | 'body'}`
  | `unknown.${'title' | 'body'}`
  | 'amount'
  | 'region'
  | `state.${(typeof VISUAL_STATES)[number]}`;

/**
 * Status-screen wording. `{amount}` is filled with Intl.NumberFormat in the charge currency. The key list is
 * built from the statuses and states (so it has every key of `Key` by construction): a title and a body per
 * status, the seed's 12 in their order, then the unknown status's.
 */
export const statusMessages = keyed<Key>()('status', [
  'region',
  'amount',
  ...VISUAL_STATES.map((s) => `state.${s}` as const),
  ...[...STATUS_NAMES, 'unknown' as const].flatMap((s) => [`${s}.title` as const, `${s}.body` as const]),
] as readonly Key[]);

/** The key of a status's title (an unknown status gets the neutral one). */
export const titleKey = (status: string): Key => `${isChargeStatus(status) ? status : 'unknown'}.title`;
