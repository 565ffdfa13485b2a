import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The wording locales tucan ships. Any other language falls back by its primary subtag, then to `en`. */
export type Locale = 'en' | 'pt-BR' | 'es-MX';
export const LOCALES: readonly Locale[] = ['en', 'pt-BR', 'es-MX'];

export type Message = string | ((params: Record<string, string>) => string);
/** A message table: every locale has every key (checked by the type). */
export type Messages<K extends string> = Record<Locale, Record<K, Message>>;

/** Maps any BCP 47 tag to a wording locale: pt-* → pt-BR, es-* → es-MX, else en. Pure. */
export function wordingLocale(tag: string | null | undefined): Locale {
  const lower = (tag ?? '').toLowerCase();
  if (lower.startsWith('pt')) return 'pt-BR';
  if (lower.startsWith('es')) return 'es-MX';
  return 'en';
}

/**
 * Intl formatters are costly to create (a first render must not build one), so each is made once per locale
 * and options and kept: a page shows a handful of locales at most.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** Formats an amount in a currency with Intl; bad input degrades to plain text, never an exception. */
export function formatAmount(value: number, currency: string, formatLocale: string): string {
  if (!Number.isFinite(value)) return '';
  try {
    return cached(
      `n|${formatLocale}|${currency}`,
      () => new Intl.NumberFormat(formatLocale, { style: 'currency', currency }),
    ).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`.trim();
  }
}

/**
 * Formats an instant (ms since epoch) as a date and time in the shopper's time zone, or a calendar day
 * (`YYYY-MM-DD`, shown as that day whatever the time zone). Bad input gives ''.
 */
export function formatWhen(when: number | string, formatLocale: string): string {
  try {
    if (typeof when === 'string') {
      const ms = Date.parse(`${when}T00:00:00Z`);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(when) || !Number.isFinite(ms)) return '';
      return cached(
        `d|${formatLocale}`,
        () => new Intl.DateTimeFormat(formatLocale, { dateStyle: 'long', timeZone: 'UTC' }),
      ).format(ms);
    }
    if (!Number.isFinite(when)) return '';
    return cached(
      `t|${formatLocale}`,
      () => new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'short' }),
    ).format(when);
  } catch {
    return '';
  }
}

/**
 * Resolves the host's language from its own `lang`, the closest ancestor with `lang`, the document, then the
 * browser, and re-renders the host when the document's `lang` changes.
 */
export class LocalizeController implements ReactiveController {
  private static hosts = new Set<LocalizeController>();
  private static observer: MutationObserver | undefined;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    LocalizeController.hosts.add(this);
    if (!LocalizeController.observer && typeof MutationObserver !== 'undefined') {
      LocalizeController.observer = new MutationObserver(() => {
        for (const c of LocalizeController.hosts) c.host.requestUpdate();
      });
      LocalizeController.observer.observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['lang'],
      });
    }
  }

  hostDisconnected(): void {
    LocalizeController.hosts.delete(this);
  }

  /** The full language tag used for number and date formatting (for example `es-AR`). */
  get lang(): string {
    const own = this.host.closest('[lang]')?.getAttribute('lang');
    const tag = own || document.documentElement.lang || navigator.language || 'en';
    try {
      return Intl.getCanonicalLocales(tag)[0] ?? 'en';
    } catch {
      return 'en';
    }
  }

  /** The wording locale (en, pt-BR or es-MX). */
  get locale(): Locale {
    return wordingLocale(this.lang);
  }

  /** Looks a message up in a table and fills its parameters. */
  t<K extends string>(table: Messages<K>, key: K, params: Record<string, string> = {}): string {
    const m = table[this.locale][key];
    return typeof m === 'function' ? m(params) : m;
  }

  amount(value: number, currency: string): string {
    return formatAmount(value, currency, this.lang);
  }

  /** A date and time (ms since epoch) or a calendar day (`YYYY-MM-DD`) in the host's language. */
  when(when: number | string): string {
    return formatWhen(when, this.lang);
  }
}
