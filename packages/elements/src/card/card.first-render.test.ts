import { afterEach, describe, expect, it, vi } from 'vitest';
import './card.ts';
import { field, payButton, settled } from './card.testing.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('<tucan-card> first render (the speed budget of issue 13)', () => {
  it('shows focusable inputs without creating an Intl formatter, then adds the amount and the 3DS dialog when idle', async () => {
    const Original = Intl.NumberFormat;
    const made: unknown[] = [];
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args, newTarget) {
        made.push(args);
        return Reflect.construct(target, args, newTarget);
      },
    });
    try {
      const el = document.createElement('tucan-card');
      // A currency and language no other test of this file formats, so no cached formatter hides a new one.
      for (const [k, v] of Object.entries({
        isolation: 'inline',
        amount: '1234.5',
        currency: 'CLP',
        lang: 'es-MX',
        country: 'CL',
      }))
        el.setAttribute(k, v);
      document.body.append(el);
      await el.updateComplete;
      const number = field(el, 'number');
      number.focus();
      expect(el.shadowRoot?.activeElement).toBe(number);
      expect(number.checkVisibility()).toBe(true);
      expect(made).toEqual([]);
      expect(payButton(el).textContent?.trim()).toBe('Pagar');
      expect(el.shadowRoot?.querySelector('tucan-3ds-challenge')).toBeNull();

      await settled(el);
      expect(payButton(el).textContent?.trim()).toMatch(/^Pagar .*1[.,]235$/);
      expect(made.length).toBeGreaterThan(0);
      expect(el.shadowRoot?.querySelector('tucan-3ds-challenge')?.getAttribute('lang')).toBe('es-MX');
    } finally {
      Intl.NumberFormat = Original;
    }
  });

  it('reads the page\'s colour scheme once (theme="auto"), then again when the theme changes', async () => {
    const read = vi.spyOn(window, 'getComputedStyle');
    const el = document.createElement('tucan-card');
    el.setAttribute('isolation', 'inline');
    el.setAttribute('lang', 'pt-BR');
    document.body.append(el);
    await el.updateComplete;
    expect(read).toHaveBeenCalledTimes(1);
    el.theme = 'light';
    await el.updateComplete;
    el.theme = 'auto';
    await el.updateComplete;
    expect(read).toHaveBeenCalledTimes(2);
  });
});
