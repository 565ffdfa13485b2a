/**
 * The service's words in the console's language: a charge status by its localized name (the raw code kept next to
 * it, in a `<code>`, where QA needs it), a history reason of the sandbox as a localized line, and a service error as
 * a localized sentence with the service's code and message kept as detail. Codes the console does not know stay
 * visible as they came, marked as code: never a guess.
 */
import { errorText } from './api.ts';
import { type Child, h } from './dom.ts';
import { locale, type MessageKey, type Params, t, tMaybe } from './i18n.ts';
import { LOCALES } from './scenario.ts';

/** The localized name of a status (`paga`), or the code itself when the console has no name for it. */
export function statusName(code: string): string {
  return tMaybe(`status.${code}`) ?? code;
}

/** A payment method's name in the console's language (`cartão de crédito` for `credit_card`), else the code. */
export function methodName(typeCharge: string): string {
  return tMaybe(`type.${typeCharge}`) ?? typeCharge;
}

/** `cartão de crédito (credit_card)`: the name, the service's code as secondary detail (`<code>`). */
export function methodLabel(typeCharge: string): HTMLElement {
  const name = methodName(typeCharge);
  if (name === typeCharge) return h('span', { class: 'method-label' }, h('code', {}, typeCharge));
  return h('span', { class: 'method-label' }, name, ' (', h('code', {}, typeCharge), ')');
}

/** Card brands as their owners write them; the service's `card.brand` is a lower-case code (`visa`). */
const BRANDS: Readonly<Record<string, string>> = {
  amex: 'Amex',
  jcb: 'JCB',
};

/** `Visa` for `visa`: a brand code as people write the brand. */
export function brandName(code: string): string {
  return BRANDS[code] ?? (code ? code[0]?.toUpperCase() + code.slice(1) : code);
}

/** `paga (paid)` with the code as `<code>`; in English, where the name is the code, just `<code>paid</code>`. */
export function statusLabel(code: string): HTMLElement {
  const name = statusName(code);
  if (name === code) return h('span', { class: 'status-label' }, h('code', {}, code));
  return h('span', { class: 'status-label' }, name, ' (', h('code', {}, code), ')');
}

/** A message whose `{name}` parameters may be nodes (a status label, a code): rendered as text and nodes. */
export function tNodes(key: MessageKey, params: Record<string, string | number | Node> = {}): Child[] {
  const plain: Params = {};
  for (const [name, value] of Object.entries(params)) if (!(value instanceof Node)) plain[name] = value;
  const template = t(key, plain);
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const value = name ? params[name] : undefined;
      return value instanceof Node ? value : part;
    });
}

/** The sandbox's history reasons (packages/sandbox: core.transition's third argument), by pattern. */
const REASONS: ReadonlyArray<[RegExp, MessageKey]> = [
  [/^approved$/, 'reason.approved'],
  [/^captured$/, 'reason.captured'],
  [/^declined$/, 'reason.declined'],
  [/^3ds_challenge$|^3DS challenge required$/, 'reason.challenge'],
  [/^card approved \(3DS frictionless\)$/, 'reason.frictionless'],
  [/^3DS authenticated \((?<detail>\w+)\)$/, 'reason.authenticated'],
  [/^3DS authentication failed \((?<detail>\w+)\)$/, 'reason.authFailed'],
  [/^3DS challenge cancelled by the cardholder$/, 'reason.challengeCancelled'],
  [/^3DS challenge timed out$/, 'reason.challengeTimeout'],
  [/^3DS decoupled authentication started$/, 'reason.decoupled'],
  [/^card declined$/, 'reason.cardDeclined'],
  [/^(?<method>\w+) card declined$/, 'reason.walletDeclined'],
  [/^card payment not processed \((?<code>\w+)\)$/, 'reason.notProcessed'],
  [/^(?<method>\w+) card payment not processed \((?<code>\w+)\)$/, 'reason.walletNotProcessed'],
  [/^(?<method>\w+) token approved$/, 'reason.walletApproved'],
  [/^(?<method>\w+) code paid \(sandbox control\)$/, 'reason.codePaid'],
  [/^chargeback \(sandbox control\)$/, 'reason.chargeback'],
  [/^sandbox control$/, 'reason.control'],
  [/^sandbox auto-pay$/, 'reason.autoPay'],
  [/^payment code expired$/, 'reason.codeExpired'],
  [/^refund$/, 'reason.refund'],
  [/^refund: (?<detail>.+)$/, 'reason.refundWhy'],
  [/^merchant cancel$/, 'reason.cancel'],
];

/** A history reason in the console's language; one it does not know is shown as the sandbox wrote it. */
export function reasonText(reason: string): Child {
  const captured = / \(captured\)$/.test(reason);
  const base = captured ? reason.replace(/ \(captured\)$/, '') : reason;
  for (const [pattern, key] of REASONS) {
    const match = pattern.exec(base);
    if (!match) continue;
    const line = t(key, { ...match.groups });
    return captured ? `${line} ${t('reason.andCaptured')}` : line;
  }
  return h('code', {}, reason);
}

const ERROR_SENTENCES: Record<string, MessageKey> = {
  INVALID_STATE: 'problem.invalidState',
  REFUND_NOT_SUPPORTED: 'problem.refundNotSupported',
  OUT_OF_RANGE: 'problem.outOfRange',
  INVALID_VALUE: 'problem.invalidValue',
  RATE_LIMIT_EXCEEDED: 'problem.rateLimited',
  NOT_FOUND: 'problem.notFound',
  API_VERSION_SUNSET: 'problem.sunset',
};

/** The service's error code (A4's `message[0].code`, or the 429's `error.code`), if any. */
function errorCode(body: unknown): string | undefined {
  const b = (body ?? {}) as { message?: unknown; error?: unknown };
  if (Array.isArray(b.message)) return (b.message[0] as { code?: string } | undefined)?.code;
  if (b.error && typeof b.error === 'object') return (b.error as { code?: string }).code;
  return undefined;
}

/** The localized sentence for a failed call, without the detail. */
export function problemSentence(status: number, body: unknown): string {
  const key = ERROR_SENTENCES[errorCode(body) ?? ''];
  if (key) return t(key);
  if (status === 0) return t('problem.network');
  if (status === 410) return t('problem.sunset');
  if (status === 429) return t('problem.rateLimited');
  if (status >= 500) return t('problem.server');
  return t('problem.refused');
}

/** A failed call: the localized sentence, then the service's own words as detail (`HTTP 409 · INVALID_STATE: …`). */
export function problem(status: number, body: unknown): Child[] {
  return [
    problemSentence(status, body),
    ' ',
    h('span', { class: 'problem-detail', lang: 'en' }, '(', h('code', {}, errorText(status, body)), ')'),
  ];
}

/** The amount typed in the locale's way: `150,75` in pt-BR and es-AR, `150.75` in en and es-MX. */
export function formatAmount(value: number): string {
  return new Intl.NumberFormat(locale(), {
    useGrouping: false,
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** The hover words of a time on the sandbox clock (`clockTime` of dom.ts), in the console's language. */
export function clockWords() {
  return {
    sandbox: t('time.sandbox'),
    sandboxAndReal: (time: string) => t('time.sandboxAndReal', { time }),
    realOnly: t('time.real'),
  };
}

/**
 * The `messages` of a `<tucan-status>` the console shows beside others: its region (a landmark, "Payment status" by
 * default) named `name` in every language, so that no two landmarks of the page share a name.
 */
export function statusRegion(name: string) {
  return Object.fromEntries(LOCALES.map((l) => [l, { status: { region: name } }]));
}
