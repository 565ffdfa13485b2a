/**
 * The card's first layout is its settled layout: the installments row is there from the first render, holding its
 * place (a disabled select saying the plans are loading) until the service's plans fill it in, and in the frame the
 * frame box starts at its form's height. So what is under the card never moves while the shopper reaches for it, in
 * the frame (the default) and inline, by the same assertions. The simulation is held back (`commands.holdCalls`)
 * to make the moment certain.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { type SeenElement, seenIn } from '../../test/seen.ts';
import { until } from '../../test/support/index.ts';
import { frameReady, mountChargeCard } from '../frame/card-frame.testing.ts';
import { type CardMode, MODES } from './card.modes.testing.ts';

afterEach(async () => {
  await commands.holdCalls('simulate-installment', false);
  document.body.replaceChildren();
});

/** The next frames: the layout the browser painted once the card is connected. */
const painted = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/**
 * Mounts a card for a new charge in a column `width` wide, with a button under it (the page's next control), and
 * reads the card's form the same way in both modes.
 */
async function cardAbove(
  mode: CardMode,
  width: string,
  country: string,
  value: number,
  attrs: Record<string, string> = {},
) {
  const column = document.createElement('div');
  column.className = 'column';
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`.column { inline-size: ${width}; } .column > button { display: block; }`);
  document.adoptedStyleSheets = [sheet];
  document.body.append(column);
  const below = document.createElement('button');
  below.textContent = 'Other payment methods';
  const { el } = await mountChargeCard(country, value, { isolation: mode, ...attrs }, column);
  column.append(below);
  const seen = (selector: string): Promise<SeenElement[]> =>
    mode === 'frame' ? commands.frameSeen(selector) : Promise.resolve(seenIn(selector, el.shadowRoot));
  const shown = () =>
    until(() => (mode === 'frame' ? frameReady(el) : !!el.shadowRoot?.querySelector('#number')), 20_000);
  /** The button's top, in whole pixels. */
  const top = () => Math.round(below.getBoundingClientRect().top);
  return { el, seen, shown, top };
}

/** Resolves with what `selector` shows once `predicate` holds (the frame answers a moment later). */
async function seenWhen(
  seen: (s: string) => Promise<SeenElement[]>,
  selector: string,
  predicate: (s: SeenElement[]) => boolean,
): Promise<SeenElement[]> {
  return vi.waitFor(
    async () => {
      const found = await seen(selector);
      expect(predicate(found), `${selector}: ${JSON.stringify(found.map((f) => f.text))}`).toBe(true);
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** What axe finds in the card's form, in its frame or its shadow root. */
const violations = (mode: CardMode, el: Element) =>
  mode === 'frame' ? commands.frameAxe() : axeViolations(el);

const SHAPES = [
  { name: 'credit in a 375 px column', width: '375px', attrs: {} },
  {
    name: 'Credit/Debit with email and document in a 700 px column',
    width: '700px',
    attrs: { methods: 'credit_card debit_card', fields: 'email document' },
  },
] as const;

for (const mode of MODES) {
  describe(`tucan-card isolation="${mode}": the form does not move under the shopper's finger`, () => {
    for (const shape of SHAPES) {
      it(`${shape.name}: the button under the card stays put from the first paint until the plans are in`, async () => {
        await commands.holdCalls('simulate-installment', true);
        const card = await cardAbove(mode, shape.width, 'BR', 150.75, shape.attrs);
        await painted();
        const first = card.top();
        await card.shown();
        // The installments row is there already, holding its place: labelled, disabled, saying what it waits for.
        const [held] = await seenWhen(card.seen, '#installments', (s) => s.length === 1);
        expect(held?.text).toBe('Loading plans…');
        expect(held?.attrs).toHaveProperty('disabled');
        const [label] = await card.seen('label[for="installments"]');
        expect(label?.text).toBe('Installments');
        expect(Math.abs(card.top() - first)).toBeLessThanOrEqual(1);
        expect(await violations(mode, card.el)).toEqual([]);

        await commands.holdCalls('simulate-installment', false);
        // The service's twelve plans fill the select in, in the same place.
        const plans = await seenWhen(card.seen, '#installments option', (s) => s.length === 12);
        expect(plans[0]?.text).toBe('1× R$150.75 (pay in full)');
        const [select] = await card.seen('#installments');
        expect(select?.attrs).not.toHaveProperty('disabled');
        await painted();
        expect(Math.abs(card.top() - first)).toBeLessThanOrEqual(1);
      });
    }

    it('in dark, the held row and then the plans are axe-clean, in the same place', async () => {
      await commands.holdCalls('simulate-installment', true);
      const card = await cardAbove(mode, '375px', 'BR', 150.75, { theme: 'dark' });
      await card.shown();
      await seenWhen(card.seen, '#installments', (s) => s[0]?.text === 'Loading plans…');
      const first = card.top();
      // The dark surface is painted by the element on the page, around the frame: axe run inside the frame's
      // document measures its light text against that document's own (transparent, so white) canvas, which the
      // shopper never sees. The frame's form is the inline one, checked here on the page's dark surface.
      const dark = () => (mode === 'inline' ? axeViolations(card.el) : Promise.resolve([]));
      expect(await dark()).toEqual([]);
      await commands.holdCalls('simulate-installment', false);
      await seenWhen(card.seen, '#installments option', (s) => s.length === 12);
      expect(await dark()).toEqual([]);
      expect(Math.abs(card.top() - first)).toBeLessThanOrEqual(1);
    });

    it('a charge the service offers one plan for: the row stays, saying "Pay in full", and Pay says the amount', async () => {
      // R$ 8.00: two installments would be under the sandbox's R$ 5.00 minimum (contract B6).
      const card = await cardAbove(mode, '375px', 'BR', 8);
      await painted();
      const first = card.top();
      await card.shown();
      const [held] = await seenWhen(card.seen, '#installments', (s) => s[0]?.text === 'Pay in full');
      expect(held?.attrs).toHaveProperty('disabled');
      await seenWhen(card.seen, 'button[type="submit"]', (s) => s[0]?.text === 'Pay R$8.00');
      expect(Math.abs(card.top() - first)).toBeLessThanOrEqual(1);
    });

    it('a simulation that fails: the row says "Pay in full" in Portuguese, in the same place', async () => {
      // A charge the service does not know: its simulation answers 404, and no plan is offered.
      const card = await cardAbove(mode, '375px', 'BR', 150.75, {
        'charge-uuid': crypto.randomUUID(),
        lang: 'pt-BR',
      });
      await painted();
      const first = card.top();
      await card.shown();
      const [held] = await seenWhen(card.seen, '#installments', (s) => s[0]?.text === 'À vista');
      expect(held?.attrs).toHaveProperty('disabled');
      const [label] = await card.seen('label[for="installments"]');
      expect(label?.text).toBe('Parcelas');
      expect(Math.abs(card.top() - first)).toBeLessThanOrEqual(1);
    });
  });
}

describe('tucan-card: the installments row', () => {
  it('is not there for debit alone, in either mode (debit pays in one)', async () => {
    for (const mode of MODES) {
      const card = await cardAbove(mode, '375px', 'BR', 150.75, { methods: 'debit_card' });
      await painted();
      const first = card.top();
      await card.shown();
      await seenWhen(card.seen, 'button[type="submit"]', (s) => s[0]?.text === 'Pay R$150.75');
      expect(await card.seen('#installments')).toEqual([]);
      expect(Math.abs(card.top() - first)).toBeLessThanOrEqual(1);
      document.body.replaceChildren();
    }
  });
});
