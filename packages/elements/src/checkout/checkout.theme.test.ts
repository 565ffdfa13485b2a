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
