import { describe, expect, it } from 'vitest';
import { fetchedLocaleModules, labelText } from './locales.testing.ts';

const fetched = () => fetchedLocaleModules('card');

const label = labelText;

// A file of its own: a Portuguese page (its language set before the card's module preloads it), where a card in
// a language that falls back to English is the first to need English.
describe('locales: English loaded for a language that falls back to it', () => {
  it('a language that falls back to English loads it, and shows no key name before it arrives', async () => {
    document.documentElement.lang = 'pt-BR';
    await import('../card/card-inline.ts');
    await expect.poll(() => fetched()).toEqual(['pt-BR.card']);
    const el = document.createElement('tucan-card') as HTMLElement & { updateComplete: Promise<boolean> };
    el.setAttribute('isolation', 'inline');
    el.setAttribute('lang', 'fr-CA');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(el.shadowRoot?.textContent ?? ''));
    document.body.append(el);
    observer.observe(el.shadowRoot as ShadowRoot, { subtree: true, childList: true, characterData: true });
    await el.updateComplete;
    observer.disconnect();
    expect(label(el, 'number')).toContain('Card number');
    expect(label(el, 'expiry')).toContain('Expiry date');
    expect(seen.join(' | ')).not.toMatch(/number\.label|expiry\.label/);
    expect(fetched().sort()).toEqual(['en.card', 'pt-BR.card']);
    el.remove();
  });
});
