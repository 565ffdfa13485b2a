import { vi } from 'vitest';

export interface RecordedEvent {
  type: string;
  detail: Record<string, unknown>;
}

/**
 * Records the events a payment element fires, in order, with a copy of their detail: `tucan-status`,
 * `tucan-complete`, `tucan-error`, and any `more` types (for example `tucan-unavailable` for a wallet).
 */
export function recordEvents(el: Element, more: readonly string[] = []): RecordedEvent[] {
  const events: RecordedEvent[] = [];
  for (const type of ['tucan-status', 'tucan-complete', 'tucan-error', ...more]) {
    el.addEventListener(type, (e) =>
      events.push({ type, detail: { ...(e as Event & { detail: object }).detail } }),
    );
  }
  return events;
}

/** Every console call made while a test runs (an element that must leave the console alone is checked with it). */
export function watchConsole() {
  return (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m));
}
