import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import type { TucanCardElement } from '../card/card.element.ts';
import { type CardMode, MODES, mountCardIn } from '../card/card.modes.testing.ts';
import { inner } from '../card/card.testing.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.body.className = '';
  document.head.querySelector('style#brand')?.remove();
  document.head.querySelector('meta[name="color-scheme"]')?.remove();
  await commands.emulateColorScheme('light');
});

/** The colour of the card number's label as the shopper sees it, in the frame or on the page. */
const labelColor = async (mode: CardMode, el: TucanCardElement) =>
  mode === 'frame'
    ? (await commands.frameBox('label[for="number"]')).color
    : getComputedStyle(inner(el, 'label[for="number"]')).color;

const labelColorUntil = (mode: CardMode, el: TucanCardElement, color: string) =>
  vi.waitFor(async () => expect(await labelColor(mode, el)).toBe(color), { timeout: 10_000, interval: 100 });

const LIGHT_TEXT = 'rgb(29, 36, 48)';
const DARK_TEXT = 'rgb(238, 241, 246)';

for (const mode of MODES) {
  describe(`tucan-card (${mode}): the page's look, changed after the card is shown`, () => {
    it('follows a --tucan-* value the page sets later (a class on the body that a stylesheet styles)', async () => {
      const style = document.createElement('style');
      style.id = 'brand';
      style.textContent = '.brand tucan-card { --tucan-color-text: rgb(0, 100, 0); }';
      document.head.append(style);
      const { el } = await mountCardIn(mode, 'BR', 150.75, { lang: 'en' });
      await labelColorUntil(mode, el, LIGHT_TEXT);
      document.body.className = 'brand';
      await labelColorUntil(mode, el, 'rgb(0, 100, 0)');
      // And back: the page drops its brand.
      document.body.className = '';
      await labelColorUntil(mode, el, LIGHT_TEXT);
    });

    it('turns dark when the system does on a page that supports both schemes, after it was shown light', async () => {
      const meta = document.createElement('meta');
      meta.name = 'color-scheme';
      meta.content = 'light dark';
      document.head.append(meta);
      const { el } = await mountCardIn(mode, 'BR', 150.75, { lang: 'en' });
      await labelColorUntil(mode, el, LIGHT_TEXT);
      await commands.emulateColorScheme('dark');
      await labelColorUntil(mode, el, DARK_TEXT);
    });
  });
}

describe('tucan-card isolation="frame": what an update of the element sends the frame', () => {
  it('posts no options and reads no page style when an update changes nothing, and posts the change when one does', async () => {
    const post = vi.spyOn(MessagePort.prototype, 'postMessage');
    const { el } = await mountCardIn('frame', 'BR', 150.75, { lang: 'en' });
    const options = () =>
      post.mock.calls
        .map(([data]) => data as { type?: string; options?: { amount?: number } })
        .filter((m) => m?.type === 'options');
    // The first options went when the frame connected (the card would not be ready without them).
    await vi.waitFor(() => expect(options().length).toBeGreaterThan(0));
    const before = options().length;
    const style = vi.spyOn(window, 'getComputedStyle');
    el.requestUpdate();
    await el.updateComplete;
    expect(style).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(options()).toHaveLength(before);
    el.amount = 120;
    await el.updateComplete;
    expect(options()).toHaveLength(before + 1);
    expect(options().at(-1)?.options?.amount).toBe(120);
  });
});
