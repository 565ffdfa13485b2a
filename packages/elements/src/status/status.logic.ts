/**
 * Pure status logic (no DOM): the seed's 12 charge statuses (§3) and the visual state of each. The seed may add
 * statuses without notice (§9.4), so anything else is "unknown" and rendered neutrally.
 */
// Types only: the build's config imports this module (through the locales' key lists) before the client is built.
import type { CHARGE_STATUSES, KnownChargeStatus } from '@tucan/client';

export type ChargeStatus = KnownChargeStatus;

/** The four looks of the status screen, in the order of the `state.*` words. */
export const VISUAL_STATES = ['success', 'waiting', 'failure', 'info'] as const;
export type VisualState = (typeof VISUAL_STATES)[number];

const VISUAL: Record<ChargeStatus, VisualState> = {
  issued: 'waiting',
  pending: 'waiting',
  confirmed: 'success',
  paid: 'success',
  error: 'failure',
  canceled: 'failure',
  refunded: 'info',
  refund_error: 'failure',
  chargeback_requested: 'waiting',
  chargeback_refunded: 'info',
  chargeback_reversed: 'info',
  pre_chargeback_resolution: 'waiting',
};

/**
 * The seed's statuses, in the order of `CHARGE_STATUSES` (the client's), read off the table above: the script
 * tag's shell (`Tucan.CHARGE_STATUSES`, on every page) carries the names once, not twice (script/shell.test.ts
 * checks that the two lists are the same), and the order of the status screen's word list.
 */
export const STATUS_NAMES = Object.keys(VISUAL) as unknown as typeof CHARGE_STATUSES;

/** One of the seed's statuses: the table above has every one (a missing one does not type-check). */
export function isChargeStatus(value: string): value is ChargeStatus {
  return Object.hasOwn(VISUAL, value);
}

export function visualState(status: string): VisualState {
  return isChargeStatus(status) ? VISUAL[status] : 'info';
}

/** Statuses after which the shopper's payment is done and the widget stops waiting. */
export function isFinalForShopper(status: string): boolean {
  return status !== 'issued' && status !== 'pending';
}
