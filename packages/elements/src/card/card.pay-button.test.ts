import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

for (const mode of MODES) {
  describe(`tucan-card (${mode}): Pay tells assistive technology whether it can pay`, () => {
    it('is not aria-disabled while it can pay, and is disabled and aria-disabled once the charge is closed (410)', async () => {
      const view = await mountCardIn(mode, 'BR', 150.75, { lang: 'en' });
      // It can pay once it names the service's price (until then it waits for it: card.pay-price).
      const [ready] = await seenUntil(view, 'button[type="submit"]', ([b]) => b?.text === 'Pay R$150.75');
      if (!ready) throw new Error('no Pay');
      expect(ready.attrs).not.toHaveProperty('disabled');
      expect(ready.attrs['aria-disabled']).toBe('false');
      await view.fill({ number: '4111111111111111' });
      await commands.answerNextPay(410, 'VERSION_GONE');
      await view.pay();
      const [closed] = await seenUntil(
        view,
        'button[type="submit"]',
        (b) => b[0]?.attrs.disabled !== undefined,
      );
      expect(closed?.attrs['aria-disabled']).toBe('true');
    });
  });
}
