/**
 * Sandbox test data, as data: which card number, BIN or amount drives which outcome.
 * docs/testing.md documents every row for QA; change both together.
 * Any other card that passes validation (brand, length, check digit, CVV, expiry) approves frictionless.
 */

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'elo'
  | 'hipercard'
  | 'cabal'
  | 'naranja'
  | 'carnet'
  | 'discover'
  | 'diners'
  | 'jcb';

/** What the issuer/ACS does with a card. */
export type CardOutcome =
  | { kind: 'approve' }
  | {
      kind: 'decline';
      code: 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'PROCESSING_ERROR';
      description: string;
    }
  | { kind: 'challenge'; fail?: boolean }
  | { kind: 'challenge_timeout' }
  | { kind: 'decoupled' };

export interface CardScenario {
  number: string;
  brand: CardBrand;
  label: string;
  outcome: CardOutcome;
}

/** One-time password that passes the sandbox ACS challenge. */
export const CHALLENGE_OTP = '123456';
/** A decoupled authentication completes this long (sandbox clock) after pay. */
export const DECOUPLED_DELAY_MS = 3_000;
/** A challenge not completed within this time (sandbox clock) ends `canceled` (timed out). */
export const CHALLENGE_TIMEOUT_MS = 10 * 60_000;

const approve = { kind: 'approve' } as const;

export const CARD_SCENARIOS: readonly CardScenario[] = [
  { number: '4111111111111111', brand: 'visa', label: 'Visa: approved', outcome: approve },
  { number: '5555555555554444', brand: 'mastercard', label: 'Mastercard: approved', outcome: approve },
  {
    number: '2223000000000007',
    brand: 'mastercard',
    label: 'Mastercard (2-series): approved',
    outcome: approve,
  },
  { number: '378282246310005', brand: 'amex', label: 'Amex (4-digit CVV): approved', outcome: approve },
  { number: '5090480000000004', brand: 'elo', label: 'Elo: approved', outcome: approve },
  { number: '6062820000000003', brand: 'hipercard', label: 'Hipercard: approved', outcome: approve },
  { number: '6042010000000006', brand: 'cabal', label: 'Cabal: approved', outcome: approve },
  {
    number: '5895620000000108',
    brand: 'naranja',
    label: 'Naranja (mod-11 check digit): approved',
    outcome: approve,
  },
  { number: '5062210000000009', brand: 'carnet', label: 'Carnet: approved', outcome: approve },
  {
    number: '4000000000000002',
    brand: 'visa',
    label: 'Declined',
    outcome: { kind: 'decline', code: 'CARD_DECLINED', description: 'The issuer declined the card.' },
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    label: 'Insufficient funds',
    outcome: { kind: 'decline', code: 'INSUFFICIENT_FUNDS', description: 'The card has insufficient funds.' },
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    label: 'Processing error',
    outcome: {
      kind: 'decline',
      code: 'PROCESSING_ERROR',
      description: 'The acquirer could not process the card.',
    },
  },
  { number: '4000000000002701', brand: 'visa', label: '3DS frictionless: approved', outcome: approve },
  {
    number: '4000000000003220',
    brand: 'visa',
    label: `3DS challenge: approved with OTP ${CHALLENGE_OTP}`,
    outcome: { kind: 'challenge' },
  },
  {
    number: '4000008400001629',
    brand: 'visa',
    label: '3DS challenge: always fails',
    outcome: { kind: 'challenge', fail: true },
  },
  {
    number: '4000000000003147',
    brand: 'visa',
    label: '3DS challenge: times out at the ACS',
    outcome: { kind: 'challenge_timeout' },
  },
  {
    number: '4000000000003089',
    brand: 'visa',
    label: '3DS decoupled: approved in the bank app after a few seconds',
    outcome: { kind: 'decoupled' },
  },
  {
    number: '4000030000000009',
    brand: 'visa',
    label: '3DS Method never answers (10-second rule), then approved',
    outcome: approve,
  },
  {
    number: '4000040000000008',
    brand: 'visa',
    label: 'No 3DS Method for the card range (threeDSCompInd U), then approved',
    outcome: approve,
  },
];

/** 3DS Method behaviour per BIN prefix (setup-authentication only sees the BIN). */
export const METHOD_BINS = {
  /** The method page never posts back. */
  timeout: '400003',
  /** `threeDSMethodURL` is null. */
  unavailable: '400004',
} as const;

export function methodBehaviourFor(cardBin: string): 'normal' | 'timeout' | 'unavailable' {
  if (cardBin.startsWith(METHOD_BINS.timeout)) return 'timeout';
  if (cardBin.startsWith(METHOD_BINS.unavailable)) return 'unavailable';
  return 'normal';
}

export function cardOutcomeFor(cardNumber: string): CardOutcome {
  return CARD_SCENARIOS.find((s) => s.number === cardNumber)?.outcome ?? approve;
}

/** Amounts (in the charge currency's major unit) that make the public pay endpoint misbehave. */
export const FAULT_AMOUNTS = {
  /** The first pay attempt for the charge answers 503 and changes nothing; the retry succeeds. */
  transient5xx: 7001,
  /** The charge is processed and the answer stored, but the connection is dropped before the response. */
  dropResponse: 7002,
  /** The response is delayed by `SLOW_RESPONSE_MS`. */
  slow: 7003,
} as const;
export const SLOW_RESPONSE_MS = 3_000;

export type Fault = keyof typeof FAULT_AMOUNTS;

export function faultFor(value: number): Fault | undefined {
  return (Object.keys(FAULT_AMOUNTS) as Fault[]).find((k) => FAULT_AMOUNTS[k] === value);
}
