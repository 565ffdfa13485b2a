import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../controllers/localize.ts';
import '../status/status.ts';
import type { TucanStatusElement } from '../status/status.element.ts';

/** The locale modules this page has fetched so far (the dev server serves each module as its own file). */
const fetched = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name.match(/\/locales\/([\w-]+)\.ts/)?.[1])
    .filter((n): n is string => Boolean(n));

// A file of its own: its page starts with no locale loaded, so it sees the first load of one.
describe('locales: loaded on demand, shown without English first', () => {
  it('fetches only the shopper’s locale, and never shows English words before it arrives', async () => {
    expect(fetched()).toEqual([]);
    const el = document.createElement('tucan-status') as TucanStatusElement;
    el.setAttribute('status', 'paid');
    el.setAttribute('lang', 'es-AR');
    const seen: string[] = [];
    const record = () => {
      const text = el.shadowRoot?.textContent?.replace(/\s+/g, ' ').trim();
      if (text) seen.push(text);
    };
    document.body.append(el);
    // Every change of the shadow root, as it happens (with the text each changed node had before).
    const observer = new MutationObserver((records) => {
      for (const r of records) if (r.oldValue?.trim()) seen.push(r.oldValue.trim());
      record();
    });
    observer.observe(el.shadowRoot as ShadowRoot, {
      subtree: true,
      childList: true,
      characterData: true,
      characterDataOldValue: true,
    });
    record();
    await el.updateComplete;
    observer.disconnect();
    expect(el.shadowRoot?.querySelector('[part="title"]')?.textContent).toBe('Pago recibido');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.join(' | ')).not.toMatch(/Payment|received|Amount/);
    // es-AR (with the Spanish it shares), no other locale.
    expect(fetched()).toContain('es-AR');
    expect(fetched().filter((n) => LOCALES.includes(n as Locale))).toEqual(['es-AR']);
  });

  it('shows English at once, with no locale module to fetch', async () => {
    const el = document.createElement('tucan-status') as TucanStatusElement;
    el.setAttribute('status', 'paid');
    el.setAttribute('lang', 'en-GB');
    const before = fetched().length;
    document.body.append(el);
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[part="title"]')?.textContent).toBe('Payment received');
    expect(fetched()).toHaveLength(before);
  });
});
