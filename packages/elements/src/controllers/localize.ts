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

/** Formats an amount in a currency with Intl; bad input degrades to plain text, never an exception. Pure. */
export function formatAmount(value: number, currency: string, formatLocale: string): string {
  if (!Number.isFinite(value)) return '';
  try {
    return new Intl.NumberFormat(formatLocale, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`.trim();
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
}
