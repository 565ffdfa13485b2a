/**
 * The sandbox's test data, as the QA console offers it: test cards, fault amounts and payer documents, each with
 * what it does. The sandbox's own list is packages/sandbox/src/scenarios.ts and docs/testing.md explains every
 * row; e2e/tests/console-data.spec.ts checks that this module agrees with both (and with the document validators).
 * Card numbers are public test data; the console still never puts them in a URL (only the scenario id).
 */

/** What a test card does, as a message key of the console (see messages.ts, `outcome.*`). */
export type CardOutcome =
  | 'approved'
  | 'declined'
  | 'insufficient'
  | 'processing'
  | 'frictionless'
  | 'challenge'
  | 'challengeFails'
  | 'challengeTimeout'
  | 'decoupled'
  | 'methodTimeout'
  | 'noMethod';

export type CardGroup = 'approved' | 'declines' | 'threeds';

export interface TestCard {
  /** Stable id used in the URL. */
  id: string;
  /** As printed, with spaces. */
  number: string;
  brand: string;
  group: CardGroup;
  outcome: CardOutcome;
  /** The sandbox outcome kind (checked against the sandbox in e2e). */
  kind: 'approve' | 'decline' | 'challenge' | 'challenge_timeout' | 'decoupled';
  /** Countries whose local brand this is (shown as a note); absent: an international brand. */
  local?: string;
}

export const CHALLENGE_OTP = '123456';

export const TEST_CARDS: readonly TestCard[] = [
  {
    id: 'visa',
    number: '4111 1111 1111 1111',
    brand: 'Visa',
    group: 'approved',
    outcome: 'approved',
    kind: 'approve',
  },
  {
    id: 'mastercard',
    number: '5555 5555 5555 4444',
    brand: 'Mastercard',
    group: 'approved',
    outcome: 'approved',
    kind: 'approve',
  },
  {
    id: 'mastercard-2',
    number: '2223 0000 0000 0007',
    brand: 'Mastercard 2223',
    group: 'approved',
    outcome: 'approved',
    kind: 'approve',
  },
  {
    id: 'amex',
    number: '3782 822463 10005',
    brand: 'Amex',
    group: 'approved',
    outcome: 'approved',
    kind: 'approve',
  },
  {
    id: 'elo',
    number: '5090 4800 0000 0004',
    brand: 'Elo',
    group: 'approved',
    outcome: 'approved',
    kind: 'approve',
    local: 'BR',
  },
  {
    id: 'hipercard',
    number: '6062 8200 0000 0003',
    brand: 'Hipercard',
    group: 'approved',
    outcome: 'approved',
    kind: 'approve',
    local: 'BR',
  },
  {
    id: 'cabal',
    number: '6042 0100 0000 0006',
    brand: 'Cabal',
    group: 'approved',
    outcome: 'approved',
    kind: 'approve',
    local: 'AR',
  },
  {
    id: 'naranja',
    number: '5895 6200 0000 0108',
    brand: 'Naranja',
    group: 'approved',
    outcome: 'approved',
    kind: 'approve',
    local: 'AR',
  },
  {
    id: 'carnet',
    number: '5062 2100 0000 0009',
    brand: 'Carnet',
    group: 'approved',
    outcome: 'approved',
    kind: 'approve',
    local: 'MX',
  },
  {
    id: 'declined',
    number: '4000 0000 0000 0002',
    brand: 'Visa',
    group: 'declines',
    outcome: 'declined',
    kind: 'decline',
  },
  {
    id: 'insufficient-funds',
    number: '4000 0000 0000 9995',
    brand: 'Visa',
    group: 'declines',
    outcome: 'insufficient',
    kind: 'decline',
  },
  {
    id: 'processing-error',
    number: '4000 0000 0000 0119',
    brand: 'Visa',
    group: 'declines',
    outcome: 'processing',
    kind: 'decline',
  },
  {
    id: '3ds-frictionless',
    number: '4000 0000 0000 2701',
    brand: 'Visa',
    group: 'threeds',
    outcome: 'frictionless',
    kind: 'approve',
  },
  {
    id: '3ds-challenge',
    number: '4000 0000 0000 3220',
    brand: 'Visa',
    group: 'threeds',
    outcome: 'challenge',
    kind: 'challenge',
  },
  {
    id: '3ds-challenge-fails',
    number: '4000 0084 0000 1629',
    brand: 'Visa',
    group: 'threeds',
    outcome: 'challengeFails',
    kind: 'challenge',
  },
  {
    id: '3ds-challenge-timeout',
    number: '4000 0000 0000 3147',
    brand: 'Visa',
    group: 'threeds',
    outcome: 'challengeTimeout',
    kind: 'challenge_timeout',
  },
  {
    id: '3ds-decoupled',
    number: '4000 0000 0000 3089',
    brand: 'Visa',
    group: 'threeds',
    outcome: 'decoupled',
    kind: 'decoupled',
  },
  {
    id: '3ds-method-timeout',
    number: '4000 0300 0000 0009',
    brand: 'Visa',
    group: 'threeds',
    outcome: 'methodTimeout',
    kind: 'approve',
  },
  {
    id: '3ds-no-method',
    number: '4000 0400 0000 0008',
    brand: 'Visa',
    group: 'threeds',
    outcome: 'noMethod',
    kind: 'approve',
  },
];

/** Any future expiry works; the security code has 4 digits for Amex, 3 for every other brand. */
export const TEST_EXPIRY = '12/34';
export const cvcFor = (card: TestCard) => (card.brand === 'Amex' ? '1234' : '123');

/** Charge values that make the public pay endpoint misbehave (docs/testing.md, "Amounts that trigger faults"). */
export type FaultKey = 'transient5xx' | 'dropResponse' | 'slow';
export const FAULT_AMOUNTS: ReadonlyArray<{ value: number; fault: FaultKey }> = [
  { value: 7001, fault: 'transient5xx' },
  { value: 7002, fault: 'dropResponse' },
  { value: 7003, fault: 'slow' },
];
export const DEFAULT_AMOUNT = 150.75;
/** The default amount in a wallet's currency: CLP and COP have no decimal places, so the sandbox refuses 150.75. */
export const defaultAmountFor = (country: string): number =>
  country === 'CL' || country === 'CO' ? 15075 : DEFAULT_AMOUNT;

export type DocumentType = 'CPF' | 'CNPJ' | 'DNI' | 'CUIT' | 'CUIL' | 'CURP' | 'RFC' | 'INE' | 'PAS';

export interface TestDocument {
  id: string;
  type: DocumentType;
  value: string;
  valid: boolean;
  /** Countries whose document picker offers this type (the passport: every country). */
  countries: readonly string[];
  /** Why an invalid one is invalid, as a message key (`doc.why.*`). */
  why?: 'checkDigit' | 'repeated' | 'length' | 'date';
}

const ALL = ['BR', 'MX', 'AR', 'CL', 'CO'];

export const TEST_DOCUMENTS: readonly TestDocument[] = [
  { id: 'cpf', type: 'CPF', value: '529.982.247-25', valid: true, countries: ['BR'] },
  {
    id: 'cpf-check-digit',
    type: 'CPF',
    value: '529.982.247-24',
    valid: false,
    countries: ['BR'],
    why: 'checkDigit',
  },
  {
    id: 'cpf-repeated',
    type: 'CPF',
    value: '111.111.111-11',
    valid: false,
    countries: ['BR'],
    why: 'repeated',
  },
  { id: 'cnpj', type: 'CNPJ', value: '11.222.333/0001-81', valid: true, countries: ['BR'] },
  {
    id: 'cnpj-check-digit',
    type: 'CNPJ',
    value: '11.222.333/0001-80',
    valid: false,
    countries: ['BR'],
    why: 'checkDigit',
  },
  { id: 'dni', type: 'DNI', value: '30.123.456', valid: true, countries: ['AR'] },
  { id: 'dni-short', type: 'DNI', value: '123456', valid: false, countries: ['AR'], why: 'length' },
  { id: 'cuit', type: 'CUIT', value: '20-12345678-6', valid: true, countries: ['AR'] },
  {
    id: 'cuit-check-digit',
    type: 'CUIT',
    value: '20-12345678-5',
    valid: false,
    countries: ['AR'],
    why: 'checkDigit',
  },
  { id: 'cuil', type: 'CUIL', value: '27-23456789-1', valid: true, countries: ['AR'] },
  { id: 'curp', type: 'CURP', value: 'GODE561231HDFRRN09', valid: true, countries: ['MX'] },
  {
    id: 'curp-date',
    type: 'CURP',
    value: 'GODE561331HDFRRN09',
    valid: false,
    countries: ['MX'],
    why: 'date',
  },
  { id: 'rfc', type: 'RFC', value: 'GODE561231GR8', valid: true, countries: ['MX'] },
  { id: 'rfc-short', type: 'RFC', value: 'GODE5612GR8', valid: false, countries: ['MX'], why: 'length' },
  { id: 'ine', type: 'INE', value: 'GMVLMR80070501M100', valid: true, countries: ['MX'] },
  { id: 'passport', type: 'PAS', value: 'X1234567', valid: true, countries: ALL },
  { id: 'passport-short', type: 'PAS', value: 'AB12', valid: false, countries: ALL, why: 'length' },
];

export const documentsFor = (country: string) => TEST_DOCUMENTS.filter((d) => d.countries.includes(country));
/** The document offered first for a country: the usual one. */
export const defaultDocumentFor = (country: string) => documentsFor(country)[0]?.id ?? 'passport';

/** How far the sandbox clock can be moved in one click, and what each step expires (docs/testing.md). */
export const CLOCK_STEPS: ReadonlyArray<{
  ms: number;
  key: 'clock.30m' | 'clock.1h' | 'clock.1d' | 'clock.3d';
}> = [
  { ms: 30 * 60_000, key: 'clock.30m' },
  { ms: 60 * 60_000, key: 'clock.1h' },
  { ms: 24 * 60 * 60_000, key: 'clock.1d' },
  { ms: 3 * 24 * 60 * 60_000 + 60_000, key: 'clock.3d' },
];
