import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { type CardView, MODES, mountCardIn, seenUntil } from './card.modes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/**
 * The request for the status screen's Portuguese words: `status/locales/pt-BR.ts` from the dev server (an inline
 * card), or the frame build's `card-pt-BR.status-….js` chunk.
 */
const STATUS_WORDS = /(\/status\/locales\/pt-BR\.ts|\/card-pt-BR\.status-[\w-]+\.js)$/;
/** The request for the card's payment code: `card/card.payment.ts`, or the frame build's pay chunk. */
const PAY_CODE = /(\/card\/card\.payment\.ts|\/card-card\.payment-[\w-]+\.js)$/;

/** The title the result's status screen shows, in either mode. */
const resultTitle = (view: CardView): Promise<string> =>
  view.mode === 'frame'
    ? commands.frameText('tucan-status [part="title"]')
    : Promise.resolve(
        view.el.shadowRoot
          ?.querySelector('tucan-status')
          ?.shadowRoot?.querySelector('[part="title"]')
          ?.textContent?.trim() ?? '',
      );

// The result's words (the status screen's) are not the first render's: they come with the payment's code. This
// file's page has loaded none of them before its first test: the frame card's page never asks for them (the frame
// does), and the inline card asks for them once.
describe('tucan-card: the result’s words come with the payment’s code', () => {
  for (const mode of MODES) {
    it(`${mode}: they are asked for after the payment's code and before the pay call, so the paid result shows and is announced in Portuguese the moment it answers`, async () => {
      // Every request of the page and of its frame, in order.
      await commands.recordRequests('');
      const view = await mountCardIn(mode, 'BR', 130.25, { lang: 'pt-BR' });
      await view.fill({ number: '4111111111111111' });
      await view.pay();
      await until(() => view.events.some((e) => e.type === 'tucan-complete'), 20_000);

      const [said] = await seenUntil(view, '[role="status"]', ([s]) => /^Pagamento/.test(s?.text ?? ''));
      expect(said?.text).toMatch(/^Pagamento (aprovado|recebido)$/);
      await expect.poll(() => resultTitle(view)).toBe(said?.text);

      const requests = await commands.recordedRequests();
      const code = requests.findIndex((r) => PAY_CODE.test(r.path));
      const words = requests.findIndex((r) => STATUS_WORDS.test(r.path));
      const pay = requests.findIndex((r) => r.method === 'POST' && r.path.endsWith('/pay'));
      expect(code, 'the payment code was asked for').toBeGreaterThanOrEqual(0);
      // Not the first render's (the frame document does not preload them): they come with the payment's code.
      expect(words, 'the status words came with the payment code').toBeGreaterThan(code);
      expect(pay, 'the pay call went out after them').toBeGreaterThan(words);
      expect(requests.filter((r) => STATUS_WORDS.test(r.path))).toHaveLength(1);
      expect(await statusInSandbox(view.charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    });
  }
});
