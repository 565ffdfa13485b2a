/**
 * The console's own wording follows the scenario's language, like a merchant page around the widget: the page's
 * `lang` is the locale, and the elements (which read the closest `lang`) speak it too. Built-once text registers
 * itself with `text()` / `attr()` and is rewritten on a change; panels that re-render read `t()` each time.
 */

import { esAR } from './messages.es-AR.ts';
import { esMX } from './messages.es-MX.ts';
import { ptBR } from './messages.pt-BR.ts';
import { en, type MessageKey } from './messages.ts';
import type { Locale } from './scenario.ts';

// The console speaks Mexican Spanish for es-MX, es-CO and es-CL, and Argentine Spanish (the widget's "cobro") for
// es-AR; the widget inside it gets the exact locale.
const CATALOGS: Record<Locale, Record<MessageKey, string>> = {
  en,
  'pt-BR': ptBR,
  'es-MX': esMX,
  'es-AR': esAR,
  'es-CO': esMX,
  'es-CL': esMX,
};

let current: Locale = 'en';
const listeners = new Set<() => void>();
const bound: Array<() => void> = [];

export type Params = Record<string, string | number>;
export type { MessageKey };

export const locale = () => current;

export function t(key: MessageKey, params: Params = {}): string {
  const template = CATALOGS[current][key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A message key that may not exist (e.g. `method.<id>` for a method added later). */
export function tMaybe(key: string): string | undefined {
  return key in en ? t(key as MessageKey) : undefined;
}

/** A text node that follows the locale. */
export function text(key: MessageKey, params?: Params): Text {
  const node = document.createTextNode(t(key, params));
  bound.push(() => {
    node.data = t(key, params);
  });
  return node;
}

/** An attribute (aria-label, title…) that follows the locale. */
export function attr<E extends Element>(el: E, name: string, key: MessageKey, params?: Params): E {
  const apply = () => el.setAttribute(name, t(key, params));
  apply();
  bound.push(apply);
  return el;
}

export function setLocale(next: Locale): void {
  if (next === current && document.documentElement.lang === next) return;
  current = next;
  document.documentElement.lang = next;
  for (const apply of bound) apply();
  for (const listener of listeners) listener();
}

export function onLocale(listener: () => void): void {
  listeners.add(listener);
}
