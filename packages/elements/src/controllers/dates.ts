import { cached } from './formatters.ts';

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
