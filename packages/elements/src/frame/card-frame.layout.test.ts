import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { field, mountCard } from '../card/card.testing.ts';
import { iframeOf, mountFrameCard } from './card-frame.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  document.documentElement.style.colorScheme = '';
  await page.viewport(start.width, start.height);
});

describe('tucan-card isolation="frame": the same fields as inline', () => {
  for (const width of [1280, 375]) {
    it(`gives the fields the inline card's width and place at ${width} px`, async () => {
      await page.viewport(width, 800);
      const inline = await mountCard({ lang: 'pt-BR', country: 'BR' });
      const want = Object.fromEntries(
        ['number', 'expiry', 'cvc', 'name'].map((id) => {
          const r = field(inline, id).getBoundingClientRect();
          const host = inline.getBoundingClientRect();
          return [id, { left: r.left - host.left, top: r.top - host.top, width: r.width }];
        }),
      );
      inline.remove();
      const { el } = await mountFrameCard('BR', 150.75, { lang: 'pt-BR' });
      const host = el.getBoundingClientRect();
      const frame = iframeOf(el)!.getBoundingClientRect();
      for (const [id, { left, top, width: w }] of Object.entries(want)) {
        const got = await commands.frameBox(`#${id}`);
        expect(Math.abs(got.width - w), `${id} width ${got.width} vs ${w}`).toBeLessThanOrEqual(1);
        expect(Math.abs(frame.left + got.left - host.left - left), `${id} left`).toBeLessThanOrEqual(1);
        expect(Math.abs(frame.top + got.top - host.top - top), `${id} top`).toBeLessThanOrEqual(1);
      }
    });
  }

  it('on a dark page (theme="auto"), the frame card is dark too: light text on the surface the host paints', async () => {
    document.documentElement.style.colorScheme = 'dark';
    const { el } = await mountFrameCard('BR', 150.75, { lang: 'pt-BR' });
    expect(getComputedStyle(el).backgroundColor).toBe('rgb(22, 26, 34)');
    await vi.waitFor(async () =>
      expect((await commands.frameBox('label[for="number"]')).color).toBe('rgb(238, 241, 246)'),
    );
  });

  it('on a dark page the frame stays inside the element’s box and paints no panel of its own', async () => {
    await page.viewport(375, 800);
    document.documentElement.style.colorScheme = 'dark';
    const column = document.createElement('div');
    column.className = 'column';
    document.body.append(column);
    const { el } = await mountFrameCard('BR', 150.75, { lang: 'pt-BR' }, column);
    await vi.waitFor(async () =>
      expect((await commands.frameBox('label[for="number"]')).color).toBe('rgb(238, 241, 246)'),
    );
    const host = el.getBoundingClientRect();
    const frame = iframeOf(el)!.getBoundingClientRect();
    expect(frame.left, 'left').toBeGreaterThanOrEqual(host.left - 1);
    expect(frame.right, 'right').toBeLessThanOrEqual(host.right + 1);
    expect(frame.top, 'top').toBeGreaterThanOrEqual(host.top - 1);
    expect(frame.bottom, 'bottom').toBeLessThanOrEqual(host.bottom + 1);
    // The frame's document and the card in it are transparent: the dark surface is the host's, as inline.
    const transparent = 'rgba(0, 0, 0, 0)';
    for (const selector of ['html', 'body', 'tucan-card'])
      expect(await commands.frameStyle('/elements/frame/card', selector, 'background-color'), selector).toBe(
        transparent,
      );
    expect(await commands.frameStyle('/elements/frame/card', 'tucan-card', 'box-shadow')).toBe('none');
    expect(getComputedStyle(el).backgroundColor).toBe('rgb(22, 26, 34)');
  });

  // A browser paints an opaque canvas (white for a light document) behind a frame whose document's scheme differs
  // from its iframe's: on a dark system that was a white block behind the dark card's light labels.
  for (const scheme of ['dark', 'light'] as const) {
    it(`the iframe and the frame's document share the card's scheme (${scheme}), so no canvas is painted behind the card`, async () => {
      document.documentElement.style.colorScheme = scheme;
      const { el } = await mountFrameCard('BR', 150.75, { lang: 'pt-BR' });
      await vi.waitFor(async () =>
        expect(await commands.frameStyle('/elements/frame/card', ':root', 'color-scheme')).toBe(scheme),
      );
      expect(getComputedStyle(iframeOf(el)!).colorScheme).toBe(scheme);
    });
  }
});
