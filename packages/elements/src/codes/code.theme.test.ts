import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import '../pix/pix.ts';
import { declaredScheme } from '../controllers/color-scheme.ts';
import { mountCode, q, waitForCode } from './codes.testing.ts';

afterEach(async () => {
  await commands.emulateColorScheme('light');
  document.documentElement.style.colorScheme = '';
  document.head.querySelector('meta[name="color-scheme"]')?.remove();
  document.body.replaceChildren();
});

const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(22, 26, 34)';
const panelBackground = (el: Element) => getComputedStyle(q(el, '.panel') as Element).backgroundColor;

describe('code elements: theme="auto" follows the page', () => {
  it('reads a page colour scheme: dark only, both, or light', () => {
    expect(['dark', 'light dark', 'only light', 'normal', ''].map(declaredScheme)).toEqual([
      'dark',
      'both',
      'light',
      'light',
      'light',
    ]);
  });

  it('stays light on a light page when the system is dark', async () => {
    await commands.emulateColorScheme('dark');
    const { el } = await mountCode('tucan-pix');
    await waitForCode(el);
    expect(panelBackground(el)).toBe(LIGHT_BG);
  });

  it('is dark on a dark page, and so is its result', async () => {
    document.documentElement.style.colorScheme = 'dark';
    const { el } = await mountCode('tucan-pix');
    await waitForCode(el);
    expect(panelBackground(el)).toBe(DARK_BG);
    el.status = 'paid';
    await el.updateComplete;
    expect(q(el, 'tucan-status')?.getAttribute('theme')).toBe('dark');
  });

  it('follows the system on a page that supports both (meta color-scheme)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'color-scheme';
    meta.content = 'light dark';
    document.head.append(meta);
    await commands.emulateColorScheme('dark');
    const { el } = await mountCode('tucan-pix');
    await waitForCode(el);
    expect(panelBackground(el)).toBe(DARK_BG);
  });

  it('keeps theme="light" on a dark page', async () => {
    document.documentElement.style.colorScheme = 'dark';
    const { el } = await mountCode('tucan-pix', { attrs: { theme: 'light' } });
    await waitForCode(el);
    expect(panelBackground(el)).toBe(LIGHT_BG);
  });
});
