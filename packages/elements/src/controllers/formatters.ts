/** Amounts, numbers and dates through `Intl`, each formatter created once and kept. Pure, no DOM. */

/**
 * Intl formatters are costly to create (a first render must not build one), so each is made once per locale
 * and options and kept: a page shows a handful of locales at most. Dates are in `dates.ts`, a module of their
 * own: the card shows none, and a bundler leaves out a module nobody imports, not a function of a shared one.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
export function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** A cached `Intl.NumberFormat` (the only way elements get one). Throws as Intl does on a bad locale/options. */
export function numberFormat(formatLocale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    `N|${formatLocale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(formatLocale, options),
  );
}

/** The cached formatter of amounts in a currency. Throws as Intl does on a bad locale or currency. */
const currencyFormat = (currency: string, formatLocale: string): Intl.NumberFormat =>
  cached(
    `n|${formatLocale}|${currency}`,
    () => new Intl.NumberFormat(formatLocale, { style: 'currency', currency }),
  );

/** Formats an amount in a currency with Intl; bad input degrades to plain text, never an exception. */
export function formatAmount(value: number, currency: string, formatLocale: string): string {
  if (!Number.isFinite(value)) return '';
  try {
    return currencyFormat(currency, formatLocale).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`.trim();
  }
}

/** The decimals an amount in `currency` shows in `formatLocale` (2 when Intl does not know it), from the cached formatter. */
export function currencyDigits(currency: string, formatLocale: string): number {
  try {
    return currencyFormat(currency, formatLocale).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}
