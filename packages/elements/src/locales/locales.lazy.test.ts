import { html, LitElement } from 'lit';
import { describe, expect, it } from 'vitest';
import '../card/card.ts';
import { checkoutMessages } from '../checkout/checkout.messages.ts';
import { LocalizeController, preloadLocale } from '../controllers/localize.ts';
import '../pix/pix.ts';
import '../status/status.ts';
import type { TucanStatusElement } from '../status/status.element.ts';
import { statusMessages } from '../status/status.messages.ts';
import { fetchedLocaleModules } from './locales.testing.ts';

// No checkout on this page: its table is there (imported above), and importing it loads none of its words.

const fetched = () => fetchedLocaleModules();

/** What `run` makes the page fetch. */
async function fetchedBy(run: () => Promise<unknown>): Promise<string[]> {
  const before = fetched().length;
  await run();
  return fetched().slice(before).sort();
}

const text = (el: Element) => el.shadowRoot?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function mount(
  tag: string,
  attrs: Record<string, string>,
): Promise<HTMLElement & { updateComplete: Promise<boolean> }> {
  const el = document.createElement(tag) as HTMLElement & { updateComplete: Promise<boolean> };
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

/** An element that looks up words of a table it did not declare (the checkout's, declaring the status's). */
class Undeclared extends LitElement {
  readonly l10n = new LocalizeController(this, [statusMessages]);
  protected override scheduleUpdate(): Promise<unknown> | undefined {
    return this.l10n.ready(() => super.scheduleUpdate());
  }
  override render() {
    return html`<p>${this.l10n.t(checkoutMessages, 'methods.legend')}</p>`;
  }
}
customElements.define('x-undeclared-words', Undeclared);

// A file of its own: its page starts with only the page's locale loaded (the card's module preloads the card's
// tables when evaluated: this page has no `lang`, its browser's language is English), so it sees the first load
// of each other module. The tests run in order, each with what the ones before loaded.
describe('locales: each element loads only its own words, shown without English first', () => {
  it('fetches only the shopper’s locale, and never shows English words before it arrives', async () => {
    // The page's English (the English module of the one table a frame card shows on its page, its own words, as it
    // would be `pt-BR`; the form's and the payment's words are the frame's, or come with the form), and nothing else.
    const card = ['en.frame'];
    await expect.poll(() => fetched().sort()).toEqual(card);
    const el = document.createElement('tucan-status') as TucanStatusElement;
    el.setAttribute('status', 'paid');
    el.setAttribute('lang', 'es-AR');
    const seen: string[] = [];
    const record = () => {
      const t = text(el);
      if (t) seen.push(t);
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
    // The status screen's words in Spanish: es-AR's own over the shared Spanish; no other table, no Portuguese, no
    // English.
    expect(fetched().sort()).toEqual([...card, 'es-AR.status', 'es.status']);
    el.remove();
  });

  it('preloadLocale defaults to the card’s words; English is a module like the others, loaded once', async () => {
    const got = await fetchedBy(async () => {
      preloadLocale('pt-PT');
      preloadLocale('en-GB');
      preloadLocale('es-CL');
      await expect.poll(() => fetched().length).toBe(10);
    });
    // pt-PT → pt-BR: the card's tables known on this page only (the code elements' and the checkout's are known, and
    // not used; the card form's are not known yet: they come with the form's code); en-GB → en: the payment's and
    // the status screen's (the frame card's page loaded only its own); es-CL: the shared Spanish (es.status came
    // with the status screen above).
    expect(got).toEqual([
      'en.payment',
      'en.status',
      'es.frame',
      'es.payment',
      'pt-BR.frame',
      'pt-BR.payment',
      'pt-BR.status',
    ]);
  });

  it('an inline card in pt-BR fetches only its form’s words: not the code elements’, the checkout’s or the 3DS dialog’s', async () => {
    const got = await fetchedBy(async () => {
      const el = await mount('tucan-card', { lang: 'pt-BR', isolation: 'inline' });
      expect(text(el)).toContain('Número do cartão');
      expect(text(el)).not.toContain('Card number');
      el.remove();
    });
    // The payment's, status and frame words came with the preload above; the form's come with the form.
    expect(got).toEqual(['pt-BR.card']);
  });

  it('a pix element in pt-BR fetches the shared code words and Pix’s, no other method’s, in Portuguese at once', async () => {
    const got = await fetchedBy(async () => {
      const el = await mount('tucan-pix', { lang: 'pt-BR', amount: '10', currency: 'BRL' });
      // The shared code words (the panel's name, the amount's label), in Portuguese at once.
      expect(el.shadowRoot?.querySelector('[part="base"]')?.getAttribute('aria-label')).toBe('Pagar com Pix');
      expect(text(el)).toContain('Valor a pagar');
      expect(text(el)).not.toContain('Amount to pay');
      el.remove();
    });
    // The payment, status and frame words are there already, from the card.
    expect(got).toEqual(['pt-BR.codes', 'pt-BR.pix']);
  });

  it('preloadLocale starts loading the named tables before any element asks', async () => {
    const got = await fetchedBy(async () => {
      preloadLocale('es-419', ['checkout']);
      await expect.poll(() => fetched().filter((n) => n.endsWith('.checkout')).length).toBe(2);
    });
    // es-419 → es-MX: the checkout's Mexican words over its shared Spanish.
    expect(got).toEqual(['es-MX.checkout', 'es.checkout']);
  });

  it('an element that did not declare a table still gets its words, one render later', async () => {
    const got = await fetchedBy(async () => {
      const el = await mount('x-undeclared-words', { lang: 'pt-BR' });
      await expect.poll(() => text(el)).toBe('Forma de pagamento');
    });
    expect(got).toEqual(['pt-BR.checkout']);
  });

  it('shows English at once on an English page: its module came with the page’s preload, nothing to fetch', async () => {
    const got = await fetchedBy(async () => {
      const el = await mount('tucan-status', { status: 'paid', lang: 'en-GB' });
      expect(el.shadowRoot?.querySelector('[part="title"]')?.textContent).toBe('Payment received');
    });
    expect(got).toEqual([]);
  });
});
