import { describe, expect, it } from 'vitest';
import { cardMessages } from '../card/card.messages.ts';
import { fetchedLocaleModules, labelText } from './locales.testing.ts';

const fetched = () => fetchedLocaleModules('card');

const label = labelText;

async function mount(attrs: Record<string, string>) {
  const el = document.createElement('tucan-card') as HTMLElement & {
    updateComplete: Promise<boolean>;
    messages?: unknown;
  };
  for (const [k, v] of Object.entries({ isolation: 'inline', ...attrs })) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

// es-CO's card words (its own module and the shared Spanish) cannot load on this page; the other folders' can.
for (const file of ['es-CO', 'es']) {
  cardMessages.modules.set(file, () => Promise.reject(new TypeError('Failed to fetch')));
}

// A file of its own: a Portuguese page, whose card module is loaded only once the page says so (the module
// preloads the page's locale when it is evaluated). The tests run in order.
describe('locales: English is a locale module of the card, like card/locales/pt-BR.ts', () => {
  it('a Portuguese page never downloads the English words', async () => {
    document.documentElement.lang = 'pt-BR';
    await import('../card/card-inline.ts');
    const el = await mount({});
    expect(label(el, 'number')).toContain('Número do cartão');
    await new Promise((r) => setTimeout(r, 50));
    expect(fetched()).toEqual(['pt-BR.card']);
    el.remove();
  });

  it('a locale whose words cannot load shows English, never key names', async () => {
    const el = await mount({ lang: 'es-CO' });
    expect(label(el, 'number')).toContain('Card number');
    expect(el.shadowRoot?.textContent).not.toMatch(/\w\.label/);
    // English loaded in its place (the first English this page needs).
    expect(fetched().sort()).toEqual(['en.card', 'pt-BR.card']);
    el.remove();
  });

  it('the merchant’s English words replace tucan’s, by name, over the English module', async () => {
    const el = await mount({ lang: 'en' });
    el.messages = { en: { card: { 'number.label': 'Long card number' } } };
    await el.updateComplete;
    expect(label(el, 'number')).toContain('Long card number');
    expect(label(el, 'cvc')).toContain('Security code');
    el.remove();
  });
});
