/**
 * A few DOM helpers for the console. Everything is built with createElement and text nodes: server strings are
 * always text, never markup (the page runs under Trusted Types, where innerHTML would throw anyway).
 */
export type Child = Node | string | number | false | null | undefined | readonly Child[];
type Value = string | number | boolean | null | undefined;
export type Props = Record<string, Value | ((event: Event) => void)>;

function append(parent: Node, child: Child): void {
  if (child === false || child === null || child === undefined) return;
  if (Array.isArray(child)) {
    for (const c of child) append(parent, c);
    return;
  }
  parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
}

/**
 * `h('button', { class: 'primary', type: 'button', onclick: fn }, 'Text')`. A function value whose name starts
 * with `on` is an event listener; `true` sets an empty attribute; `false`, `null` and `undefined` set none.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') el.addEventListener(name.slice(2), value);
    else if (value === true) el.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) el.setAttribute(name, String(value));
  }
  append(el, children);
  return el;
}

export function replace(parent: Element, ...children: Child[]): void {
  const fragment = document.createDocumentFragment();
  append(fragment, children);
  parent.replaceChildren(fragment);
}

/** `7ca40000-…-000000000076` → `7ca40000…0076`: enough to tell charges apart at a glance. */
export const shortId = (uuid: string) => (uuid.length > 16 ? `${uuid.slice(0, 8)}…${uuid.slice(-4)}` : uuid);

/**
 * An amount in the locale's format. `display: 'code'` writes the ISO code (`BRL 150,75`, `ARS 150,75`) for lists
 * that mix currencies, where a bare `$` (ARS in es-AR, MXN in es-MX) would be ambiguous.
 */
export function money(
  value: unknown,
  currency: unknown,
  locale: string,
  display: 'symbol' | 'code' = 'symbol',
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return String(value);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display }).format(
    value,
  );
}

export function time(iso: unknown, locale: string): string {
  if (typeof iso !== 'string') return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium', dateStyle: 'short' }).format(date);
}

/**
 * A moment on the sandbox clock, the one time the console shows (the charge's history, the service's deliveries
 * and the webhook log all use it, and QA may move it forward); the hover (`title`) says so, with the real time
 * when it is known.
 */
export function clockTime(
  sandboxIso: unknown,
  realIso: unknown,
  locale: string,
  words: { sandbox: string; sandboxAndReal(real: string): string; realOnly: string },
): HTMLTimeElement {
  const iso = typeof sandboxIso === 'string' ? sandboxIso : realIso;
  const shown = time(iso, locale);
  const real =
    typeof realIso === 'string' && typeof sandboxIso === 'string' ? time(realIso, locale) : undefined;
  return h(
    'time',
    {
      datetime: typeof iso === 'string' ? iso : '',
      title:
        typeof sandboxIso !== 'string' ? words.realOnly : real ? words.sandboxAndReal(real) : words.sandbox,
    },
    shown,
  );
}

/** Pretty JSON for a `<pre>`: the server's data as text. */
export const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The badge tone of a charge status (the elements' visual state: success, waiting, failure, info). */
export type Tone = 'success' | 'waiting' | 'failure' | 'info';

export function badge(status: string, tone: Tone): HTMLElement {
  return h('span', { class: `badge ${tone}` }, status);
}

/** A polite live region of the page's own (the widget has its own): announcements of the console's actions. */
export function announce(message: string): void {
  const region = document.getElementById('console-status');
  if (!region) return;
  // Cleared first, so the same message twice is announced twice.
  region.textContent = '';
  setTimeout(() => {
    region.textContent = message;
  }, 50);
}
