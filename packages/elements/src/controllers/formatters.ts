/** Amounts, numbers and dates through `Intl`, each formatter created once and kept. Pure, no DOM. */

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

/** A cached `Intl.NumberFormat` (the only way elements get one). Throws as Intl does on a bad locale/options. */
export function numberFormat(formatLocale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    `N|${formatLocale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(formatLocale, options),
  );
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
    const parts = cached(
      `t|${formatLocale}`,
      () => new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'short' }),
    ).formatToParts(when);
    // The time stays on one line ("11:45 p.m.", never "p.m." alone): no break between its parts.
    const time = (i: number) => ['hour', 'minute', 'dayPeriod'].includes(parts[i]?.type ?? '');
    return parts
      .map((p, i) =>
        p.type === 'literal' && time(i - 1) && time(i + 1) ? p.value.replace(/\s/g, '\u00a0') : p.value,
      )
      .join('');
  } catch {
    return '';
  }
}
