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

afterEach(async () => {
  document.body.replaceChildren();
  await commands.emulateColorScheme('light');
});

describe('tucan-card: colour schemes on a light merchant page', () => {
  it('on a dark system it paints its own dark surface, so labels and hints stay readable (AA) and axe-clean', async () => {
    await commands.emulateColorScheme('dark');
    const page = document.createElement('div');
    page.className = 'light-page';
    const sheet = document.createElement('style');
    sheet.textContent = '.light-page { background: rgb(246, 247, 249); color: rgb(29, 36, 48); }';
    document.body.append(sheet, page);
    const el = await mountCard({ lang: 'pt-BR', country: 'BR', methods: 'credit_card debit_card' }, page);
    const surface = getComputedStyle(el).backgroundColor;
    expect(surface).toBe('rgb(22, 26, 34)');
    const label = inner<HTMLLabelElement>(el, 'label[for="number"]');
    expect(contrast(getComputedStyle(label).color, surface)).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(el)).toEqual([]);
  });

  it('theme="light" keeps the light form on a dark system; theme="dark" reaches the embedded 3DS dialog', async () => {
    await commands.emulateColorScheme('dark');
    const light = await mountCard({ lang: 'en', theme: 'light' });
    expect(getComputedStyle(light).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(inner(light, 'label[for="number"]')).color).toBe('rgb(29, 36, 48)');
    await commands.emulateColorScheme('light');
    const dark = await mountCard({ lang: 'en', theme: 'dark' });
    expect(getComputedStyle(dark).backgroundColor).toBe('rgb(22, 26, 34)');
    expect(inner(dark, 'tucan-3ds-challenge').getAttribute('theme')).toBe('dark');
  });
});
