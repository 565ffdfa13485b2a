import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { inner, mountCard } from './card.testing.ts';

const rgb = (c: string) => c.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number];
const lum = ([r, g, b]: [number, number, number]) => {
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [lum(rgb(a)), lum(rgb(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const DARK_SURFACE = 'rgb(22, 26, 34)';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

afterEach(async () => {
  document.body.replaceChildren();
  document.documentElement.style.colorScheme = '';
  document.head.querySelector('meta[name="color-scheme"]')?.remove();
  await commands.emulateColorScheme('light');
});

describe('tucan-card: theme="auto" follows the page', () => {
  it('stays light on a light page when the system is dark (no dark slab on a light merchant page)', async () => {
    await commands.emulateColorScheme('dark');
    const el = await mountCard({ lang: 'pt-BR', country: 'BR', methods: 'credit_card debit_card' });
    expect(getComputedStyle(el).backgroundColor).toBe(TRANSPARENT);
    expect(getComputedStyle(inner(el, 'label[for="number"]')).color).toBe('rgb(29, 36, 48)');
    expect(inner(el, 'tucan-3ds-challenge').getAttribute('theme')).toBe('light');
  });

  it('is dark on a dark page (computed color-scheme), readable (AA) and axe-clean; its 3DS dialog too', async () => {
    document.documentElement.style.colorScheme = 'dark';
    const el = await mountCard({ lang: 'pt-BR', country: 'BR', methods: 'credit_card debit_card' });
    const surface = getComputedStyle(el).backgroundColor;
    expect(surface).toBe(DARK_SURFACE);
    expect(
      contrast(getComputedStyle(inner(el, 'label[for="number"]')).color, surface),
    ).toBeGreaterThanOrEqual(4.5);
    expect(inner(el, 'tucan-3ds-challenge').getAttribute('theme')).toBe('dark');
    expect(await axeViolations(el)).toEqual([]);
  });

  it('follows the system only on a page that supports both (<meta name="color-scheme" content="light dark">)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'color-scheme';
    meta.content = 'light dark';
    document.head.append(meta);
    await commands.emulateColorScheme('dark');
    const el = await mountCard({ lang: 'en' });
    expect(getComputedStyle(el).backgroundColor).toBe(DARK_SURFACE);
  });

  it('theme="light" keeps the light form on a dark page; theme="dark" paints a dark surface on a light page', async () => {
    document.documentElement.style.colorScheme = 'dark';
    const light = await mountCard({ lang: 'en', theme: 'light' });
    expect(getComputedStyle(light).backgroundColor).toBe(TRANSPARENT);
    expect(getComputedStyle(inner(light, 'label[for="number"]')).color).toBe('rgb(29, 36, 48)');
    document.documentElement.style.colorScheme = '';
    const dark = await mountCard({ lang: 'en', theme: 'dark' });
    expect(getComputedStyle(dark).backgroundColor).toBe(DARK_SURFACE);
    expect(inner(dark, 'tucan-3ds-challenge').getAttribute('theme')).toBe('dark');
  });
});
