/**
 * A notice while Pay waits (the busy service's "we will try again in 2 seconds") opens above Pay. On a phone whose
 * shopper scrolled Pay to the bottom edge of the screen, the notice and Pay come into view together: never the
 * notice cut off at the edge with Pay pushed below it. In the frame (which scrolls the merchant's page) and inline.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { iframeOf } from '../frame/card-frame.testing.ts';
import { MODES, mountCardIn, seenOne, seenUntil } from './card.modes.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };

afterEach(async () => {
  document.body.replaceChildren();
  window.scrollTo(0, 0);
  await page.viewport(start.width, start.height);
});

const WAIT_PT_BR =
  'O serviço de pagamento está ocupado. Vamos tentar seu pagamento de novo em 2 segundos. Mantenha esta página aberta.';

describe('tucan-card: a notice while Pay waits, on a phone', () => {
  for (const mode of MODES) {
    it(`${mode}: the busy service's notice and Pay come into view together at 375 × 667`, async () => {
      await page.viewport(375, 667);
      const above = document.createElement('div');
      above.style.blockSize = '500px';
      document.body.append(above);
      const view = await mountCardIn(mode, 'BR', 77.3, { lang: 'pt-BR' });
      const below = document.createElement('div');
      below.style.blockSize = '900px';
      document.body.append(below);
      await view.fill({ number: '4111111111111111' });
      // Where an element of the form is on the screen (a frame's boxes are in the frame's own coordinates).
      const onScreen = async (selector: string) => {
        const box = await seenOne(view, selector);
        const offset = mode === 'frame' ? (iframeOf(view.el)?.getBoundingClientRect().top ?? 0) : 0;
        return { top: box.top + offset, bottom: box.bottom + offset };
      };
      // The shopper scrolls until Pay sits at the bottom edge of the screen.
      const pay = await onScreen('[part="button"]');
      window.scrollBy(0, pay.bottom - window.innerHeight + 2);
      await commands.throttlePay(view.charge.charge_uuid, { retryAfter: 2 });
      await view.pay();
      await seenUntil(view, '.notice', ([n]) => n?.text === WAIT_PT_BR);
      await vi.waitFor(
        async () => {
          const notice = await onScreen('.notice');
          const button = await onScreen('[part="button"]');
          expect(notice.top).toBeGreaterThanOrEqual(0);
          expect(button.bottom).toBeLessThanOrEqual(window.innerHeight);
        },
        { timeout: 5_000, interval: 100 },
      );
      await vi.waitFor(() => expect(view.events.some((e) => e.type === 'tucan-complete')).toBe(true), {
        timeout: 20_000,
      });
    });
  }
});
