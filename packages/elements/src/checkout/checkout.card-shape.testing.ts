/** Helpers of the drop-in's browser tests that point at a method row under the card (imported by tests only). */

import { expect } from 'vitest';
import { commands } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import { frameReady } from '../frame/card-frame.testing.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';

/**
 * Resolves once the drop-in's card shows `selector` (in its shadow root, inline, or in its frame) and, in the frame,
 * the frame has taken the height the card reported for it. The card's form grows after it is first shown (its
 * installments select comes with the service's plans, a decline's alert with the answer; the frame starts at a
 * height of its own and follows the card's reports), and every row under it moves down then: a pointer aimed at
 * one of them before lands in the card. A shopper points at what has stopped moving; so does the test.
 */
export async function cardShows(checkout: TucanCheckoutElement, selector: string): Promise<void> {
  const card = () => checkout.shadowRoot?.querySelector<TucanCardElement>('tucan-card') ?? null;
  await until(() => !!card(), 20_000);
  const c = card() as TucanCardElement;
  if (c.isolation === 'inline') {
    await until(() => !!c.shadowRoot?.querySelector(selector), 20_000);
    return;
  }
  await until(() => frameReady(c), 20_000);
  await expect.poll(() => commands.frameCount(selector), { timeout: 20_000 }).toBeGreaterThan(0);
  // The frame shows all of its content, unscrolled: the host has applied the card's last reported height.
  await expect
    .poll(
      async () => {
        const layout = await commands.frameLayout('/elements/frame/', 'body');
        return layout.scrollHeight <= layout.height;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
