/**
 * After a paid card, the keyboard moves past the finished card as past any text: Shift+Tab from the page's next
 * control reaches the page's control before the card, with no stop on a form that has nothing left to press (in
 * frame mode, the frame's document: an invisible stop with no focus ring). In the frame and inline.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { MODES, mountCardIn } from './card.modes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const button = (text: string) => {
  const b = document.createElement('button');
  b.textContent = text;
  return b;
};

describe('tucan-card: the keyboard after a paid card', () => {
  for (const mode of MODES) {
    it(`${mode}: Shift+Tab from the page's next control goes to the page's control before the card`, async () => {
      const view = await mountCardIn(mode, 'BR', 42.1);
      const before = button('Before');
      const after = button('After');
      document.body.prepend(before);
      document.body.append(after);
      await view.fill({ number: '4111111111111111' });
      await view.pay();
      await until(() => view.events.some((e) => e.type === 'tucan-complete'), 20_000);
      await view.el.updateComplete;
      after.focus();
      // In the frame, the key goes where Chromium's browser process believes the focus is: wait until the frame
      // knows it lost it (as card-frame.security's focus test does).
      if (mode === 'frame') await vi.waitFor(async () => expect(await view.focused()).toBe(''));
      await commands.pressKey('Shift+Tab');
      await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Before'));
    });
  }
});
