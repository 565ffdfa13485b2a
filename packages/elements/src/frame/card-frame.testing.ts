/** Helpers of the `<tucan-card isolation="frame">` browser tests (imported by tests only). */

import { expect, vi } from 'vitest';
import { commands } from 'vitest/browser';
import '../card/card.ts';
import { mountForCharge, until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import { type CardDetails, cardEntries } from '../card/card.testing.ts';

/** The frame element in the card's shadow root. */
export const iframeOf = (el: TucanCardElement) =>
  el.shadowRoot?.querySelector<HTMLIFrameElement>('iframe[part="frame"]') ?? null;

/** True once the frame said it is ready (its loading line is gone and it is shown). */
export const frameReady = (el: TucanCardElement) => {
  const f = iframeOf(el);
  return !!f && !f.classList.contains('loading') && !el.shadowRoot?.querySelector('.loading-line');
};

/**
 * Creates a charge (as the merchant's backend) and mounts `<tucan-card isolation="frame">` for it against the
 * sandbox, which serves the frame from its own origin; waits until the frame is ready.
 */
export async function mountFrameCard(
  country = 'BR',
  value = 150.75,
  attrs: Record<string, string> = {},
  parent: HTMLElement = document.body,
) {
  const mounted = await mountChargeCard(country, value, { isolation: 'frame', ...attrs }, parent);
  await until(() => frameReady(mounted.el));
  return mounted;
}

/** Creates a charge and mounts a `<tucan-card>` for it with only `attrs` besides the charge's (no `isolation`). */
export const mountChargeCard = (
  country = 'BR',
  value = 150.75,
  attrs: Record<string, string> = {},
  parent: HTMLElement = document.body,
) => mountForCharge<TucanCardElement>('tucan-card', { country, value, attrs, parent });

/** Types a card into the frame with the real keyboard, key by key (for tests about typing itself). */
export async function typeFrameCard(card: CardDetails) {
  for (const [id, text] of cardEntries(card)) await commands.frameType(`#${id}`, text);
}

/**
 * Fills the frame's card fields as autofill or a paste does, each with one trusted `input` event, in one command:
 * what a test not about typing needs (`typeFrameCard` types key by key).
 */
export async function fillFrameCard(card: CardDetails) {
  await commands.frameFill(cardEntries(card).map(([id, text]) => [`#${id}`, text]));
}

/**
 * Resolves once the focus is on `expected` in the card frame (its id, or '' for nowhere in it). The frame runs
 * in another process: focus that enters or leaves it after a key or a `focus()` arrives a moment later, and a
 * command round trip to read it can itself take a second on a busy machine, hence more than `vi.waitFor`'s 1 s.
 */
export const frameFocusUntil = (expected: string, timeout = 10_000) =>
  vi.waitFor(async () => expect(await commands.frameFocused()).toBe(expected), { timeout, interval: 50 });

/** Resolves with the text of an element in the frame once `predicate` holds for it. */
export const frameTextUntil = (selector: string, predicate: (text: string) => boolean, timeout = 20_000) =>
  vi.waitFor(
    async () => {
      const text = await commands.frameText(selector);
      if (!predicate(text)) throw new Error(`frame ${selector}: "${text}"`);
      return text;
    },
    { timeout, interval: 100 },
  );

/**
 * Waits until setup-authentication and the 3DS Method for the entered BIN have run, the ACS has sent its
 * notification and the Method's hidden frame is gone (they run once the card number is there, while the shopper
 * goes on), so that a count of requests can start at Pay. Requests must be recorded (`commands.recordRequests`)
 * from before the card is entered. (The notification is waited for as a request of its own: the ACS's frame runs
 * in another process, whose requests Playwright may report after the frame is gone.)
 */
export const methodOver = () =>
  vi.waitFor(
    async () => {
      const recorded = await commands.recordedRequests();
      const setup = recorded.some((r) => r.path.endsWith('/setup-authentication'));
      const method = recorded.some((r) => r.path.endsWith('/sandbox/acs/method'));
      const notified = recorded.some((r) => r.path.endsWith('/sandbox/acs/method-notify'));
      if (!setup || !method || !notified || (await commands.frameCount('.frames iframe')) > 0)
        throw new Error('3DS Method not over yet');
    },
    { timeout: 15_000, interval: 100 },
  );

/**
 * Resolves once the frame's Pay takes a press: the service's value of the charge is known (until its simulation
 * answers Pay is `aria-disabled` and a press sends nothing, contract E33) and no attempt is in flight.
 */
export const framePayReady = () =>
  vi.waitFor(
    async () => {
      const [pay] = await commands.frameSeen('button[type="submit"]');
      expect(pay?.attrs['aria-disabled']).toBe('false');
    },
    { timeout: 20_000, interval: 100 },
  );

/** Presses the frame's Pay (focus, Enter) once it takes a press (`framePayReady`), as a shopper who sees the price. */
export async function framePay() {
  await framePayReady();
  await commands.framePress('button[type="submit"]');
}
