/**
 * `amount` from a framework: React 19 and Vue set `amount="150.75"` as a string property on a defined custom
 * element. Every element that takes `amount` shows the same as with the attribute (one shared converter).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../card/card.ts';
import '../checkout/checkout.ts';
import '../google-pay/google-pay.ts';
import '../pix/pix.ts';
import '../status/status.ts';
import { toAmount } from '../domain/amount.ts';

afterEach(() => {
  document.body.replaceChildren();
});

type Tag = 'tucan-card' | 'tucan-checkout' | 'tucan-pix' | 'tucan-status';
const common: Record<string, string> = {
  currency: 'BRL',
  lang: 'pt-BR',
  'charge-uuid': 'c0ffee00-0000-4000-8000-000000000001',
};
const extra: Record<Tag, Record<string, string>> = {
  // The card's Pay button is read in its own shadow root: the inline form (the default frame is tested in src/frame).
  // Without a charge (a preview): for a charge Pay shows only the service's value, never the page's (contract E33).
  'tucan-card': { isolation: 'inline', 'charge-uuid': '' },
  'tucan-checkout': { country: 'BR', methods: 'card pix', isolation: 'inline' },
  'tucan-pix': {},
  'tucan-status': { status: 'issued' },
};
/**
 * The part that shows the amount. The checkout's own Total is the service's value (contract K15), never the page's:
 * its `amount` is read in the method element it passes it to (its first method in Brazil, pix).
 */
const part: Record<Tag, string> = {
  'tucan-card': 'button',
  'tucan-checkout': 'amount',
  'tucan-pix': 'amount',
  'tucan-status': 'amount',
};

async function render(tag: Tag, set: (el: HTMLElement & { amount: unknown }) => void) {
  const el = document.createElement(tag) as HTMLElement & {
    amount: unknown;
    updateComplete: Promise<boolean>;
  };
  for (const [k, v] of Object.entries({ ...common, ...extra[tag] })) el.setAttribute(k, v);
  set(el);
  document.body.append(el);
  await el.updateComplete;
  // The card shows its amount once idle after the first render (no Intl formatter in that render).
  await vi.waitFor(() => expect(shown(el, part[tag])).toMatch(/\d/), { timeout: 10_000 });
  return el;
}
const shown = (el: HTMLElement, name: string) => {
  const view = el.localName === 'tucan-checkout' ? el.shadowRoot?.querySelector('tucan-pix') : el;
  return view?.shadowRoot?.querySelector(`[part~="${name}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
};

describe('amount set as a string (React 19, Vue) is coerced like the attribute', () => {
  for (const tag of Object.keys(part) as Tag[]) {
    it(`<${tag}>: a string property, a number and the attribute give the same view`, async () => {
      const byAttribute = await render(tag, (el) => el.setAttribute('amount', '150.75'));
      const byString = await render(tag, (el) => {
        el.amount = '150.75';
      });
      const byNumber = await render(tag, (el) => {
        el.amount = 150.75;
      });
      expect(byString.amount).toBe(150.75);
      expect(byAttribute.amount).toBe(150.75);
      const text = shown(byAttribute, part[tag]);
      expect(text).toContain('150,75');
      expect(shown(byString, part[tag])).toBe(text);
      expect(shown(byNumber, part[tag])).toBe(text);
    });

    it(`<${tag}>: a string set after the first render updates the view`, async () => {
      const el = await render(tag, (e) => e.setAttribute('amount', '10'));
      el.amount = '1234.5';
      await (el as unknown as { updateComplete: Promise<boolean> }).updateComplete;
      expect(el.amount).toBe(1234.5);
      await vi.waitFor(() => expect(shown(el, part[tag])).toContain('1.234,50'), { timeout: 10_000 });
    });
  }

  it('<tucan-google-pay> coerces too (its sheet total)', async () => {
    const el = document.createElement('tucan-google-pay');
    (el as unknown as { amount: unknown }).amount = '99.9';
    expect(el.amount).toBe(99.9);
  });

  it('reads empty as no amount and a non-number as NaN (reported like a bad attribute), never throws', () => {
    expect(toAmount('')).toBeUndefined();
    expect(toAmount('  ')).toBeUndefined();
    expect(toAmount(null)).toBeUndefined();
    expect(toAmount(undefined)).toBeUndefined();
    expect(toAmount(' 150.75 ')).toBe(150.75);
    expect(toAmount(7)).toBe(7);
    expect(toAmount('150,75')).toBeNaN();
    expect(toAmount({})).toBeUndefined();
  });
});
