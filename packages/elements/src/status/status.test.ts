import { CHARGE_STATUSES } from '@tucan/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import './status.ts';
import type { TucanStatusElement } from './status.element.ts';

async function mount(attrs: Record<string, string>): Promise<TucanStatusElement> {
  const el = document.createElement('tucan-status');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}
const text = (el: Element, part: string) =>
  el.shadowRoot?.querySelector(`[part="${part}"]`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

describe('tucan-status: the status screen', () => {
  it('starts axe-clean (WCAG 2.2 AA)', async () => {
    const el = await mount({ status: 'issued', amount: '150.75', currency: 'BRL', lang: 'pt-BR' });
    expect(await axeViolations(el)).toEqual([]);
  });

  const english: Record<string, [string, string]> = {
    issued: ['Awaiting payment', 'waiting'],
    pending: ['Confirm with your bank', 'waiting'],
    confirmed: ['Payment approved', 'success'],
    paid: ['Payment received', 'success'],
    error: ['Payment not completed', 'failure'],
    canceled: ['Payment canceled', 'failure'],
    refunded: ['Payment refunded', 'info'],
    refund_error: ['Refund not completed', 'failure'],
    chargeback_requested: ['Chargeback requested', 'waiting'],
    chargeback_refunded: ['Chargeback refunded', 'info'],
    chargeback_reversed: ['Chargeback reversed', 'info'],
    pre_chargeback_resolution: ['Dispute being resolved', 'waiting'],
  };

  it('covers exactly the 12 statuses of the seed', () => {
    expect(Object.keys(english).sort()).toEqual([...CHARGE_STATUSES].sort());
  });

  for (const status of CHARGE_STATUSES) {
    it(`shows "${status}" with its title, sentence and visual state, axe-clean`, async () => {
      const [title, state] = english[status]!;
      const el = await mount({ status, lang: 'en' });
      expect(text(el, 'title')).toBe(title);
      expect(text(el, 'message').length).toBeGreaterThan(20);
      const base = el.shadowRoot!.querySelector('[part="base"]')!;
      expect(base.classList.contains(state)).toBe(true);
      expect(el.state).toBe(state);
      expect(await axeViolations(el)).toEqual([]);
    });
  }

  it('shows an unknown status in a sentence a shopper understands, with the status for the store, instead of crashing', async () => {
    const el = await mount({ status: 'awaiting_pix_confirmation', lang: 'en' });
    expect(text(el, 'message')).toBe(
      'We could not read this payment’s status (awaiting_pix_confirmation). Check with the store before paying again.',
    );
    expect(text(el, 'title')).toBe('Payment status');
    expect(el.state).toBe('info');
  });

  // A canceled charge stays canceled: only the store can start a new payment, and the screen says so.
  for (const [lang, next] of [
    ['en', 'To try again, start a new payment.'],
    ['pt-BR', 'Para tentar de novo, inicie um novo pagamento.'],
    ['es-MX', 'Para intentarlo de nuevo, hay que iniciar un nuevo pago.'],
    ['es-AR', 'Para intentarlo de nuevo, hay que iniciar un nuevo pago.'],
    ['es-CO', 'Para intentarlo de nuevo, hay que iniciar un nuevo pago.'],
    ['es-CL', 'Para intentarlo de nuevo, hay que iniciar un nuevo pago.'],
  ] as const) {
    it(`says what to do after a canceled payment: start a new payment (${lang})`, async () => {
      const el = await mount({ status: 'canceled', lang });
      expect(text(el, 'message').slice(-next.length - 1)).toBe(` ${next}`);
    });
  }

  it('speaks Brazilian Portuguese with the amount in reais', async () => {
    const el = await mount({ status: 'paid', amount: '1234.5', currency: 'BRL', lang: 'pt-BR' });
    expect(text(el, 'title')).toBe('Pagamento recebido');
    expect(text(el, 'amount')).toBe('Valor: R$ 1.234,50');
  });

  it('speaks Mexican Spanish with the amount in pesos', async () => {
    const el = await mount({ status: 'error', amount: '99.9', currency: 'MXN', lang: 'es-MX' });
    expect(text(el, 'title')).toBe('Pago no completado');
    expect(text(el, 'amount')).toBe('Monto: $99.90');
  });

  it('speaks English, and follows the page language when the element has none', async () => {
    document.documentElement.lang = 'en-US';
    const el = await mount({ status: 'refunded', amount: '10', currency: 'USD' });
    expect(text(el, 'title')).toBe('Payment refunded');
    expect(text(el, 'amount')).toBe('Amount: $10.00');
    document.documentElement.lang = 'pt-BR';
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
    expect(text(el, 'title')).toBe('Pagamento estornado');
  });

  it('keeps one polite live region in the DOM across status changes, so screen readers announce them', async () => {
    const el = await mount({ status: 'pending', lang: 'en' });
    const region = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    el.status = 'paid';
    await el.updateComplete;
    const after = el.shadowRoot!.querySelector('[role="status"]')!;
    expect(after).toBe(region);
    expect(after.textContent).toContain('Payment received');
  });

  it('never throws on a bad currency code or amount', async () => {
    const el = await mount({ status: 'paid', amount: 'abc', currency: 'NOPE', lang: 'en' });
    expect(text(el, 'title')).toBe('Payment received');
    expect(text(el, 'amount')).toBe('');
    el.amount = 5;
    await el.updateComplete;
    expect(text(el, 'amount')).toBe('Amount: 5.00 NOPE');
  });

  it('is themable through --tucan-* custom properties and ::part', async () => {
    const style = document.createElement('style');
    style.textContent =
      'tucan-status.themed { --tucan-color-success: rgb(1, 2, 3); } tucan-status.themed::part(title) { text-transform: uppercase; }';
    document.head.append(style);
    const el = await mount({ status: 'paid', class: 'themed', lang: 'en' });
    const icon = el.shadowRoot!.querySelector('[part="icon"]')!;
    const title = el.shadowRoot!.querySelector('[part="title"]')!;
    expect(getComputedStyle(icon).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(title).textTransform).toBe('uppercase');
    style.remove();
  });
});

describe('tucan-status: colour schemes', () => {
  const rgb = (c: string) => c.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number];
  const luminance = ([r, g, b]: [number, number, number]) => {
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (a: string, b: string) => {
    const [l1, l2] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x) as [number, number];
    return (l1 + 0.05) / (l2 + 0.05);
  };

  afterEach(async () => {
    const { commands } = await import('vitest/browser');
    await commands.emulateColorScheme('light');
  });

  it('theme="auto" follows the page, not the system: light on a light page with a dark system', async () => {
    const { commands } = await import('vitest/browser');
    await commands.emulateColorScheme('dark');
    const el = await mount({ status: 'error', lang: 'en' });
    const base = () => getComputedStyle(el.shadowRoot!.querySelector('[part="base"]')!).backgroundColor;
    expect(base()).toBe('rgb(255, 255, 255)');
    el.remove();
  });

  it('is dark on a dark page and keeps its text readable (AA contrast), axe-clean', async () => {
    document.documentElement.style.colorScheme = 'dark';
    try {
      const el = await mount({ status: 'error', lang: 'en' });
      const base = el.shadowRoot!.querySelector('[part="base"]')!;
      const title = el.shadowRoot!.querySelector('[part="title"]')!;
      const bg = getComputedStyle(base).backgroundColor;
      expect(bg).toBe('rgb(22, 26, 34)');
      expect(contrast(getComputedStyle(title).color, bg)).toBeGreaterThanOrEqual(4.5);
      expect(await axeViolations(el)).toEqual([]);
    } finally {
      document.documentElement.style.colorScheme = '';
    }
  });

  it('theme="light" pins the light scheme even on a dark system, and theme="dark" pins dark', async () => {
    const { commands } = await import('vitest/browser');
    await commands.emulateColorScheme('dark');
    const light = await mount({ status: 'paid', lang: 'en', theme: 'light' });
    expect(getComputedStyle(light.shadowRoot!.querySelector('[part="base"]')!).backgroundColor).toBe(
      'rgb(255, 255, 255)',
    );
    await commands.emulateColorScheme('light');
    const dark = await mount({ status: 'paid', lang: 'en', theme: 'dark' });
    expect(getComputedStyle(dark.shadowRoot!.querySelector('[part="base"]')!).backgroundColor).toBe(
      'rgb(22, 26, 34)',
    );
  });

  it('wraps a long unknown status from the server inside a 320 px page', async () => {
    await page.viewport(320, 640);
    try {
      const status = 'chargeback_pre_arbitration_reversal_requested_x'.slice(0, 40);
      const el = await mount({ status, lang: 'en' });
      expect(text(el, 'message')).toContain(status);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
      expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    } finally {
      await page.viewport(1280, 800);
    }
  });
});
