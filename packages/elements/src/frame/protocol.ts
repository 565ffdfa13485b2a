/**
 * The channel between `<tucan-card isolation="frame">` (the host, on the merchant's page) and the card frame
 * (on the service's origin). Pure and DOM-free: message shapes, the checks both sides share, and the frame's half:
 * what it takes from the host and from its own URL. The host's half (what it takes from the frame, the frame's URL
 * it makes) is `protocol.host.ts`, so the frame's document never carries it.
 *
 * Handshake: the host loads `${base}/elements/frame/card.html#origin=<host origin>&channel=<id>`, then posts
 * `{ type: CONNECT, v, channel }` to the frame's window with the service origin as target and one
 * `MessagePort` transferred. The frame takes it only from its parent, only from the origin in its URL, only
 * with its channel id and only once. Every later message goes over that port and carries `v` and `channel`.
 *
 * Before that, the frame says it is there: `{ type: HELLO, v, channel }` to its parent, with the origin in its URL
 * as target. The host posts CONNECT only after that hello came from its own frame's window and the service origin,
 * so it never posts to an error page (a 404, a page blocked by CSP, a network failure: origin 'null'), and a
 * frame that loaded without saying hello is known at once not to be the card frame.
 */

/** Protocol version: a message of another version is ignored. */
export const FRAME_PROTOCOL = 1;
/** The one window message, host → frame, that hands over the port. */
export const CONNECT = 'tucan:frame-connect';
/** The one window message, frame → parent, that says the card frame is there (before the port exists). */
export const HELLO = 'tucan:frame-hello';
/** **Assumption** (docs/contract.md): the frame page's path under the service's base URL. */
export const FRAME_PATH = '/elements/frame/card.html';

export interface Viewport {
  width: number;
  height: number;
}

/**
 * What the host tells the frame about the payment and its looks, and the payer the merchant knows. Never anything
 * the shopper typed.
 */
export interface FrameOptions {
  chargeUuid: string;
  amount?: number;
  currency: string;
  country: string;
  methods: string;
  fields: string;
  /** The payer the merchant knows (`payer`, to prefill the email and document): its known keys with text values. */
  payer?: Record<string, string>;
  methodTimeout: number;
  challengeTimeout: number;
  payTimeout: number;
  lang: string;
  theme: string;
  disabled: boolean;
  /** Computed values of the host's `--tucan-*` custom properties. */
  vars: Record<string, string>;
  /** The merchant page's layout viewport: the 3DS challenge shows there, so its size is picked from it. */
  viewport: Viewport;
}

export type ChallengeSize = '01' | '02' | '03' | '04' | '05';
export interface FrameChallenge {
  url: string;
  creq: string;
  size: ChallengeSize;
  timeoutMs: number;
}
export type FrameChallengeOutcome =
  | { kind: 'cres'; cres: string }
  | { kind: 'abandoned' }
  | { kind: 'timeout' };

/**
 * Host → frame: the host can only ask the frame to reset, focus, update its options or end a challenge. Never to pay:
 * only the shopper's press inside the frame pays, so a script on the page (which shares the host's context and can
 * reach its port) cannot submit what the shopper typed.
 */
export type HostMessage =
  | { type: 'options'; options: FrameOptions }
  | { type: 'reset' }
  | { type: 'focus' }
  | { type: 'challenge-result'; id: number; outcome: FrameChallengeOutcome };

export type FrameEventName = 'tucan-status' | 'tucan-complete' | 'tucan-error' | 'tucan-busy' | 'tucan-total';
/**
 * The only fields an event may carry across, each for its events (`eventDetail`): the README's details, never card
 * data.
 */
export interface FrameEventDetail {
  chargeUuid: string;
  /** `tucan-status`, `tucan-complete`. */
  status?: string;
  /** `tucan-error`. */
  code?: string;
  message?: string;
  reason?: string;
  /** `tucan-busy`. */
  busy?: boolean;
  /** `tucan-total`. */
  total?: number;
  currency?: string;
  installments?: number;
}

/** Frame → host. */
export type FrameMessage =
  | { type: 'ready' }
  | { type: 'size'; height: number }
  | { type: 'event'; name: FrameEventName; detail: FrameEventDetail }
  | { type: 'input' }
  | { type: 'change' }
  | { type: 'challenge'; id: number; request: FrameChallenge };

export type Envelope<M> = M & { v: number; channel: string };

/** The value checks both sides' parsers use: a plain object, a string, a finite number. */
export const record = (x: unknown): Record<string, unknown> | undefined =>
  typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : undefined;
export const str = (x: unknown): x is string => typeof x === 'string';
export const num = (x: unknown): x is number => Number.isFinite(x);

/** Wraps a message for the channel. */
export function envelope<M extends object>(message: M, channel: string): Envelope<M> {
  return { ...message, v: FRAME_PROTOCOL, channel };
}

/** The body of a message of this version and channel, else undefined (the host checks the hello's type with it). */
export function opened(data: unknown, channel: string): Record<string, unknown> | undefined {
  const m = record(data);
  return m?.v === FRAME_PROTOCOL && m.channel === channel ? m : undefined;
}

/** True for the handshake message of this channel. */
export function isConnect(data: unknown, channel: string): boolean {
  return opened(data, channel)?.type === CONNECT;
}

const OUTCOMES = new Set(['cres', 'abandoned', 'timeout']);
/** The card's events the frame passes on to the page: every `tucan-*` event the inline card fires. */
export const FRAME_EVENTS: FrameEventName[] = [
  'tucan-status',
  'tucan-complete',
  'tucan-error',
  'tucan-busy',
  'tucan-total',
];

/** Each event's fields (besides `chargeUuid`) and their checks: whatever else a detail holds stays behind. */
const DETAIL_FIELDS: Record<FrameEventName, Record<string, (x: unknown) => boolean>> = {
  'tucan-status': { status: str },
  'tucan-complete': { status: str },
  'tucan-error': { code: str, message: str, reason: str },
  'tucan-busy': { busy: (x) => typeof x === 'boolean' },
  'tucan-total': {
    total: (x) => num(x) && x >= 0,
    currency: (x) => str(x) && /^[A-Za-z]{3}$/.test(x),
    installments: (x) => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 99,
  },
};
/** The fields each event must have: an event without them is not one of the card's. */
const REQUIRED: Partial<Record<FrameEventName, string[]>> = {
  'tucan-busy': ['busy'],
  'tucan-total': ['total', 'currency', 'installments'],
};

/**
 * The detail of one of the card's events as it may cross the channel (both sides use it: the frame sends only
 * this, the host takes only this): the charge UUID and the event's own fields of the right type, else undefined.
 */
export function eventDetail(name: unknown, detail: unknown): FrameEventDetail | undefined {
  const d = record(detail);
  if (!FRAME_EVENTS.includes(name as FrameEventName) || !d || !str(d.chargeUuid)) return undefined;
  const fields = DETAIL_FIELDS[name as FrameEventName];
  const out: Record<string, unknown> = { chargeUuid: d.chargeUuid };
  for (const [k, ok] of Object.entries(fields)) if (ok(d[k])) out[k] = d[k];
  const required = REQUIRED[name as FrameEventName] ?? [];
  return required.every((k) => k in out) ? (out as unknown as FrameEventDetail) : undefined;
}

/** A `--tucan-*` value that cannot break out of its declaration or load anything. */
export function safeCssValue(value: string): boolean {
  return value.length <= 200 && !/[{};<>\\@]|url\(|image|expression/i.test(value);
}

/** The `TucanPayer` keys the frame takes (any other key, or a value that is not text, is left out). */
const PAYER_KEYS = ['payer_name', 'email', 'payer_document_type', 'payer_tax_id'];

function options(x: unknown): FrameOptions | undefined {
  const o = record(x);
  const vp = record(o?.viewport);
  const vars = record(o?.vars);
  if (!o || !vp || !vars || !str(o.chargeUuid) || !str(o.lang) || !num(vp.width) || !num(vp.height))
    return undefined;
  const text = (k: string) => (str(o[k]) ? (o[k] as string) : '');
  // A timeout as the host's element has it, as a number (NaN, the card's default, when it is none).
  const n = (k: string) => {
    const v = Number(o[k]);
    return num(v) ? v : Number.NaN;
  };
  const safeVars: Record<string, string> = {};
  for (const [k, v] of Object.entries(vars)) {
    if (/^--tucan-[a-z-]+$/.test(k) && str(v) && safeCssValue(v)) safeVars[k] = v;
  }
  const payer = record(o.payer);
  const safePayer: Record<string, string> = {};
  for (const k of PAYER_KEYS) if (payer && str(payer[k])) safePayer[k] = payer[k] as string;
  return {
    chargeUuid: o.chargeUuid,
    ...(payer ? { payer: safePayer } : {}),
    ...(num(o.amount) ? { amount: o.amount } : {}),
    currency: text('currency'),
    country: text('country'),
    methods: text('methods'),
    fields: text('fields'),
    methodTimeout: n('methodTimeout'),
    challengeTimeout: n('challengeTimeout'),
    payTimeout: n('payTimeout'),
    lang: o.lang,
    theme: text('theme'),
    disabled: o.disabled === true,
    vars: safeVars,
    viewport: { width: vp.width, height: vp.height },
  };
}

/** Checks a message the frame received on its port; undefined when it is not one of ours. */
export function parseHostMessage(data: unknown, channel: string): HostMessage | undefined {
  const m = opened(data, channel);
  if (!m) return undefined;
  switch (m.type) {
    case 'reset':
    case 'focus':
      return { type: m.type };
    case 'options': {
      const o = options(m.options);
      return o ? { type: 'options', options: o } : undefined;
    }
    case 'challenge-result': {
      const out = record(m.outcome);
      if (!num(m.id) || !out || !str(out.kind) || !OUTCOMES.has(out.kind)) return undefined;
      const id = m.id;
      if (out.kind !== 'cres')
        return { type: 'challenge-result', id, outcome: { kind: out.kind as 'abandoned' | 'timeout' } };
      return str(out.cres)
        ? { type: 'challenge-result', id, outcome: { kind: 'cres', cres: out.cres } }
        : undefined;
    }
  }
  return undefined;
}

/** The frame page's path under the base URL, in any locale (`framePath`, `protocol.host.ts`). */
const FRAME_PATH_OF_ANY_LOCALE = /\/elements\/frame\/card(?:\.[a-z]{2}-[A-Z]{2})?\.html$/;

/** What the frame reads from its own URL: the parent's origin, the channel id and the API base URL. */
export function readFrameUrl(href: string): { origin: string; channel: string; baseUrl: string } | undefined {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.slice(1));
  const origin = hash.get('origin') ?? '';
  const channel = hash.get('channel') ?? '';
  if (!/^https?:\/\/[^/]+$/.test(origin) || !/^[\w-]{8,64}$/.test(channel)) return undefined;
  const path = FRAME_PATH_OF_ANY_LOCALE.exec(url.pathname);
  if (!path) return undefined;
  const baseUrl = url.origin + url.pathname.slice(0, path.index);
  return { origin, channel, baseUrl };
}
