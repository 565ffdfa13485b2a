import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import './checkout.ts';
import '../google-pay/google-pay.ts';
import '../apple-pay/apple-pay.ts';

afterEach(async () => {
  document.body.replaceChildren();
  document.documentElement.style.colorScheme = '';
  await commands.emulateColorScheme('light');
});

async function mount(tag: string, attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const el = document.createElement(tag) as HTMLElement & { updateComplete: Promise<boolean> };
  for (const [k, v] of Object.entries({ lang: 'en', currency: 'BRL', country: 'BR', ...attrs }))
    el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

const dark = (el: HTMLElement) => el.matches(':state(dark)');

describe('theme="auto" follows the page in the checkout and the wallets, as in every element', () => {
  for (const tag of ['tucan-checkout', 'tucan-google-pay', 'tucan-apple-pay']) {
    it(`<${tag}>: light on a light page when the system is dark, dark on a dark page, and pinned by theme`, async () => {
      await commands.emulateColorScheme('dark');
      expect(dark(await mount(tag))).toBe(false);
      document.body.replaceChildren();
      document.documentElement.style.colorScheme = 'dark';
      expect(dark(await mount(tag))).toBe(true);
      expect(dark(await mount(tag, { theme: 'light' }))).toBe(false);
      document.documentElement.style.colorScheme = '';
      const pinned = await mount(tag, { theme: 'dark' });
      expect(dark(pinned)).toBe(true);
      pinned.setAttribute('theme', 'light');
      await (pinned as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      expect(dark(pinned)).toBe(false);
    });
  }
});

describe('the method list’s radios', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`are hollow rings when not chosen and the primary colour when chosen, in ${scheme}`, async () => {
      const el = await mount('tucan-checkout', {
        theme: scheme,
        methods: 'pix credit_card boleto',
        amount: '10',
      });
      const radios = () => [
        ...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []),
      ];
      await expect.poll(() => radios().length).toBeGreaterThan(1);
      const chosen = radios().find((r) => r.checked);
      const other = radios().find((r) => !r.checked);
      expect(chosen && other).toBeTruthy();
      const style = (r: HTMLInputElement | undefined) => getComputedStyle(r as Element);
      // Not the native control's own look (a filled grey disc in dark): no fill, a ring in the border colour.
      expect(style(other).appearance).toBe('none');
      expect(style(other).backgroundColor).toBe('rgba(0, 0, 0, 0)');
      expect(style(other).backgroundImage).toBe('none');
      expect(style(other).borderTopColor).toBe(
        scheme === 'dark' ? 'rgb(125, 135, 151)' : 'rgb(138, 147, 163)',
      );
      expect(style(chosen).borderTopColor).toBe(
        scheme === 'dark' ? 'rgb(122, 167, 255)' : 'rgb(11, 95, 255)',
      );
      expect(style(chosen).backgroundImage).toContain('radial-gradient');
    });
  }
});
