import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { mountChargeCard, mountFrameCard } from '../frame/card-frame.testing.ts';
import type { TucanCardElement } from './card.element.ts';
import { type CardMode, MODES } from './card.modes.testing.ts';
import { errorOf, field, typeInto } from './card.testing.ts';

/** Resolves once `read` gives `expected` (the frame answers a moment later). */
const becomes = (read: () => Promise<string>, expected: string) =>
  vi.waitFor(async () => expect(await read()).toBe(expected), { timeout: 15_000, interval: 50 });

afterEach(() => {
  document.body.replaceChildren();
});

/**
 * A card asked for the payer's document (`fields="document"`), as the shopper meets it in `mode`: its number field and
 * its document field (both there at once), typing into the document field, leaving it, and what the field then shows.
 */
async function documentCard(mode: CardMode) {
  if (mode === 'frame') {
    await mountFrameCard('BR', 150.75, { fields: 'document' });
    return {
      count: async (selector: string) => commands.frameCount(selector),
      type: (text: string, replace?: boolean) => commands.frameType('#document', text, replace),
      leave: () => commands.pressKey('Tab'),
      value: () => commands.frameValue('#document'),
      error: () => commands.frameText('#document-error'),
    };
  }
  const { el } = await mountChargeCard('BR', 150.75, { isolation: 'inline', fields: 'document' });
  const root = (el as TucanCardElement).shadowRoot;
  return {
    count: async (selector: string) => root?.querySelectorAll(selector).length ?? 0,
    async type(text: string, replace?: boolean) {
      if (replace) field(el, 'document').value = '';
      await typeInto(el, 'document', text);
    },
    async leave() {
      await userEvent.keyboard('{Tab}');
      await el.updateComplete;
    },
    value: async () => field(el, 'document').value,
    error: async () => errorOf(el, 'document'),
  };
}

describe.each(MODES)('tucan-card (%s): a document field is checked from the first key', (mode) => {
  it('shows with the card fields, formats the first CPF typed and refuses an invalid one when left', async () => {
    const card = await documentCard(mode);
    // The form shows its document field in its first render, beside the number: never a field without its checks.
    expect(await card.count('#number')).toBe(1);
    expect(await card.count('#document')).toBe(1);
    // The first input is masked as it is typed.
    await card.type('52998224725');
    await becomes(card.value, '529.982.247-25');
    // A CPF whose check digits are wrong is refused when the shopper leaves the field.
    await card.type('52998224724', true);
    await card.leave();
    await becomes(card.error, 'This CPF is not valid.');
  });
});
