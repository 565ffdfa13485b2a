/**
 * One card test, two modes: what the shopper sees of a `<tucan-card>` read the same way whether the form is in the
 * service's frame (`isolation="frame"`, through Playwright commands) or on the page (`"inline"`), so one set of
 * assertions runs against both (imported by tests only).
 */

import { expect, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { type SeenElement, seenIn } from '../../test/seen.ts';
import type { recordEvents } from '../../test/support/index.ts';
import {
  fillFrameCard,
  framePayReady,
  mountChargeCard,
  mountFrameCard,
} from '../frame/card-frame.testing.ts';
import type { TucanCardElement } from './card.element.ts';
import { type CardDetails, fillCard, inner, payButton, settled } from './card.testing.ts';

export type CardMode = 'frame' | 'inline';
export const MODES: readonly CardMode[] = ['frame', 'inline'];

/** What a test reads and does, in either mode. */
export interface CardView {
  el: TucanCardElement;
  mode: CardMode;
  /** Every element matching `selector` in the card's form (its shadow root), with text, box and DOM order. */
  seen(selector: string): Promise<SeenElement[]>;
  select(selector: string, value: string): Promise<void>;
  fill(card: CardDetails): Promise<void>;
  /** The id of the focused element in the card's form ('' for none). */
  focused(): Promise<string>;
  /** Presses Pay once it takes a press (inline, Playwright's click waits for it; in the frame, `framePayReady`). */
  pay(): Promise<void>;
}

/**
 * Creates a charge and mounts its card in `mode` (in `parent`, else the page's body), ready for the shopper (the frame
 * loaded, the form settled).
 */
export async function mountCardIn(
  mode: CardMode,
  country = 'BR',
  value = 150.75,
  attrs: Record<string, string> = {},
  parent: HTMLElement = document.body,
): Promise<CardView & { charge: { charge_uuid: string }; events: ReturnType<typeof recordEvents> }> {
  const mounted =
    mode === 'frame'
      ? await mountFrameCard(country, value, attrs, parent)
      : await mountChargeCard(country, value, { isolation: 'inline', ...attrs }, parent);
  const { el } = mounted;
  if (mode === 'inline') await settled(el);
  return {
    el,
    mode,
    charge: mounted.charge,
    events: mounted.events,
    seen: (selector) =>
      mode === 'frame' ? commands.frameSeen(selector) : Promise.resolve(seenIn(selector, el.shadowRoot)),
    async select(selector, value) {
      if (mode === 'frame') return commands.frameSelect(selector, value);
      await userEvent.selectOptions(inner<HTMLSelectElement>(el, selector), value);
      await el.updateComplete;
    },
    fill: (card) => (mode === 'frame' ? fillFrameCard(card) : fillCard(el, card)),
    focused: () =>
      mode === 'frame' ? commands.frameFocused() : Promise.resolve(el.shadowRoot?.activeElement?.id ?? ''),
    async pay() {
      if (mode === 'frame') {
        // As Playwright's click inline, the press waits for a Pay that takes it (the price known, E33).
        await framePayReady();
        return commands.framePress('button[type="submit"]');
      }
      await userEvent.click(payButton(el));
    },
  };
}

/** Resolves with the elements matching `selector` once `predicate` holds for them (the frame answers a moment later). */
export const seenUntil = (
  view: CardView,
  selector: string,
  predicate: (seen: SeenElement[]) => boolean,
  timeout = 20_000,
) =>
  vi.waitFor(
    async () => {
      const seen = await view.seen(selector);
      expect(predicate(seen), `${selector}: ${JSON.stringify(seen.map((s) => s.text))}`).toBe(true);
      return seen;
    },
    { timeout, interval: 100 },
  );

/** The one element matching `selector` (fails when there is none). */
export async function seenOne(view: CardView, selector: string): Promise<SeenElement> {
  const [one] = await view.seen(selector);
  if (!one) throw new Error(`no ${selector} in the ${view.mode} card`);
  return one;
}
