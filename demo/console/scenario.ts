/**
 * The scenario: every choice of the picker, and its place in the URL, so a QA engineer shares the exact scenario
 * as a link. Pure (no DOM): parse what a link says, fall back to defaults for what it does not say or says wrongly,
 * and write it back in one fixed order.
 */
import { CARD_TYPES, type CardTypes } from './methods.ts';
import { defaultAmountFor, defaultDocumentFor, TEST_CARDS, TEST_DOCUMENTS } from './scenarios.ts';

/** The widget's six locales; the console's own wording is in en, pt-BR and Spanish (es-MX's, for every es-*). */
export const LOCALES = ['en', 'pt-BR', 'es-MX', 'es-AR', 'es-CO', 'es-CL'] as const;
export type Locale = (typeof LOCALES)[number];
export const THEMES = ['auto', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const INTEGRATIONS = ['npm', 'script'] as const;
export type Integration = (typeof INTEGRATIONS)[number];
export const FIELDS = ['email-document', 'email', 'none'] as const;
export type Fields = (typeof FIELDS)[number];
export const CAPTURES = ['auto', 'manual'] as const;
export type Capture = (typeof CAPTURES)[number];
export const COUNTRIES = ['BR', 'MX', 'AR', 'CL', 'CO'] as const;
/** `metadata.sandbox_auto_pay_seconds` of a code charge: the sandbox pays the code by itself that long after it is issued. */
export const AUTOPAYS = ['off', '5', '30', '120'] as const;
export type AutoPay = (typeof AUTOPAYS)[number];
/** `on`: Apple Pay and Google Pay are simulated on this page (faithful fakes), since no real wallet runs here. */
export const SIMULATES = ['on', 'off'] as const;
export type Simulate = (typeof SIMULATES)[number];
/**
 * The card form's `isolation`: in the service's frame (`frame`, PCI SAQ A; the elements' default, so the console's
 * too) or in the page (`inline`, SAQ A-EP).
 */
export const ISOLATIONS = ['frame', 'inline'] as const;
export type Isolation = (typeof ISOLATIONS)[number];
/**
 * A fault at Pay that no amount triggers: `busy`, the service answers the charge's first pay call 429 (the backend
 * sets the sandbox's throttle control on the new charge); `amount`, the page gives the card (or the drop-in)
 * `amount="1"`, not the charge's value (`tucan-error` `amount_mismatch`).
 */
export const FAULTS = ['none', 'busy', 'amount'] as const;
export type Fault = (typeof FAULTS)[number];
/** The `amount` a page that is wrong about it gives the element (`fault=amount`). */
export const MISMATCHED_AMOUNT = '1';

export interface Scenario {
  country: string;
  method: string;
  cards: CardTypes;
  capture: Capture;
  amount: string;
  card: string;
  doc: string;
  fields: Fields;
  lang: Locale;
  theme: Theme;
  integration: Integration;
  autopay: AutoPay;
  simulate: Simulate;
  isolation: Isolation;
  fault: Fault;
}

/** The payer fields a wallet's shopper is asked for unless the scenario says otherwise (a BR wallet needs the CPF). */
export const defaultFieldsFor = (country: string): Fields => (country === 'BR' ? 'email-document' : 'email');

export function defaultScenario(country = 'BR'): Scenario {
  return {
    country,
    method: 'card',
    cards: 'both',
    capture: 'auto',
    amount: String(defaultAmountFor(country)),
    card: 'visa',
    doc: defaultDocumentFor(country),
    fields: defaultFieldsFor(country),
    lang: 'en',
    theme: 'auto',
    integration: 'npm',
    autopay: 'off',
    simulate: 'on',
    isolation: 'frame',
    fault: 'none',
  };
}

/** The `fields` attribute of the elements for a choice. */
export const fieldsAttribute = (fields: Fields) =>
  fields === 'email-document' ? 'email document' : fields === 'email' ? 'email' : '';

/** The `metadata` a new order sends for a scenario: auto-pay only for the methods that issue a code. */
export const orderMetadata = (s: Scenario): Record<string, number> | undefined =>
  s.autopay === 'off' ? undefined : { sandbox_auto_pay_seconds: Number(s.autopay) };

/**
 * A positive amount with at most two decimals, typed the way any of the console's locales writes it: `150.75`,
 * `150,75`, `1.234,56`, `1,234.56`, `1234`. The last separator followed by one or two digits is the decimal one;
 * a separator followed by groups of three digits groups thousands. Anything else is undefined.
 */
export function parseAmount(text: string): number | undefined {
  const clean = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const m = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(clean);
  if (!m) return undefined;
  const [, whole = '', group, decimal, cents] = m;
  // The same sign cannot both group and separate decimals (`1,234,56`).
  if (group && decimal && group === decimal) return undefined;
  const value = Number(`${whole.replace(/[.,]/g, '')}${cents ? `.${cents}` : ''}`);
  return value > 0 && value < 1e9 ? value : undefined;
}

const ORDER: ReadonlyArray<keyof Scenario> = [
  'country',
  'method',
  'cards',
  'capture',
  'amount',
  'card',
  'doc',
  'fields',
  'lang',
  'theme',
  'integration',
  'autopay',
  'simulate',
  'isolation',
  'fault',
];

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);

/**
 * Reads a scenario from a query string. Unknown or invalid values take the default and are listed in `ignored`
 * (`name=value`), so the console can say what a link asked for that it could not honour. Whether the method's
 * element exists is checked later, against the page.
 */
export function parseScenario(search: string): { scenario: Scenario; ignored: string[] } {
  const q = new URLSearchParams(search);
  const ignored: string[] = [];
  const pick = <T extends string>(name: keyof Scenario, value: T | undefined, fallback: T): T => {
    const raw = q.get(name);
    if (raw !== null && value === undefined) ignored.push(`${name}=${raw}`);
    return value ?? fallback;
  };
  const country = pick('country', oneOf(COUNTRIES, q.get('country')), 'BR');
  const d = defaultScenario(country);
  const docId = q.get('doc');
  const doc = TEST_DOCUMENTS.find((x) => x.id === docId && x.countries.includes(country))?.id;
  const amount = q.get('amount');
  const scenario: Scenario = {
    country,
    method: pick(
      'method',
      /^[a-z-]{1,20}$/.test(q.get('method') ?? '') ? q.get('method')! : undefined,
      d.method,
    ),
    cards: pick('cards', oneOf(Object.keys(CARD_TYPES) as CardTypes[], q.get('cards')), d.cards),
    capture: pick('capture', oneOf(CAPTURES, q.get('capture')), d.capture),
    amount: pick(
      'amount',
      amount !== null && parseAmount(amount) !== undefined ? amount : undefined,
      d.amount,
    ),
    card: pick('card', TEST_CARDS.find((c) => c.id === q.get('card'))?.id, d.card),
    doc: pick('doc', doc, d.doc),
    fields: pick('fields', oneOf(FIELDS, q.get('fields')), d.fields),
    lang: pick('lang', oneOf(LOCALES, q.get('lang')), d.lang),
    theme: pick('theme', oneOf(THEMES, q.get('theme')), d.theme),
    integration: pick('integration', oneOf(INTEGRATIONS, q.get('integration')), d.integration),
    autopay: pick('autopay', oneOf(AUTOPAYS, q.get('autopay')), d.autopay),
    simulate: pick('simulate', oneOf(SIMULATES, q.get('simulate')), d.simulate),
    isolation: pick('isolation', oneOf(ISOLATIONS, q.get('isolation')), d.isolation),
    fault: pick('fault', oneOf(FAULTS, q.get('fault')), d.fault),
  };
  return { scenario, ignored };
}

/** The query string of a scenario, every choice written out (a link keeps meaning the same if defaults change). */
export function serializeScenario(s: Scenario): string {
  const q = new URLSearchParams();
  for (const name of ORDER) q.set(name, s[name]);
  return `?${q}`;
}
