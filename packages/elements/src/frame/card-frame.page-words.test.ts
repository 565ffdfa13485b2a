/**
 * The card's frame shows the service's words, never the page's: what the shopper reads and approves inside the
 * service's frame (the amount on Pay, the labels, the result) cannot be rewritten by the page it sits in. The page's
 * own wording (`messages`, `setMessages`) reaches what the card shows on the page, and the whole form when the merchant
 * chose the inline card.
 */

import { afterEach, describe, expect, it } from 'vitest';
import { type CardMode, mountCardIn, seenOne, seenUntil } from '../card/card.modes.testing.ts';
import { setMessages } from '../controllers/localize.ts';

afterEach(() => {
  setMessages('en', {});
  document.body.replaceChildren();
});

/** A page that tries to make the shopper approve a lower price and a friendlier label. */
const PAGE_WORDS = { en: { card: { pay: () => 'Pay R$ 1.00', 'name.label': 'Cardholder' } } } as const;

describe("tucan-card: the page's words and the service's frame", () => {
  it.each<[CardMode, string, string]>([
    ['frame', 'Pay R$150.75', 'Name on card'],
    ['inline', 'Pay R$ 1.00', 'Cardholder'],
  ])('%s: Pay and the labels read %s / %s when the page sets its own wording', async (mode, pay, name) => {
    setMessages('en', { card: { 'number.label': 'Long number' } });
    const view = await mountCardIn(mode, 'BR', 150.75, { lang: 'en' });
    view.el.messages = PAGE_WORDS;
    // A change made after the words, seen in the form: the words had their chance to reach it.
    view.el.fields = 'email';
    await seenUntil(view, 'label[for="email"]', (labels) => labels.length === 1);
    const button = await seenOne(view, 'button[type="submit"]');
    expect(button.text.replace(/\s+/g, ' ')).toBe(pay);
    expect((await seenOne(view, 'label[for="name"]')).text).toBe(name);
    expect((await seenOne(view, 'label[for="number"]')).text).toBe(
      mode === 'frame' ? 'Card number' : 'Long number',
    );
  });
});
