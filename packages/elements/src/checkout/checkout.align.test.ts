import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../test/support/index.ts';
import './checkout.ts';
import { mountCheckout } from './checkout.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** Where a text starts, from its box's left edge (a range around its text, not the element's full width). */
const textStart = (node: Node, box: Element) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range.getBoundingClientRect().left - box.getBoundingClientRect().left;
};

describe('tucan-checkout on a page whose text is centred', () => {
  it('keeps its own alignment: the method legend, the total and the method names start at its left edge', async () => {
    const sheet = document.createElement('style');
    sheet.textContent = '.centred { text-align: center; inline-size: 640px }';
    const page = document.createElement('main');
    page.className = 'centred';
    document.body.append(sheet, page);
    const { el } = await mountCheckout({
      attrs: { methods: 'credit_card pix boleto', isolation: 'inline' },
      parent: page,
    });
    await until(
      () => !!el.shadowRoot?.querySelector('legend') && !!el.shadowRoot.querySelector('.method label'),
    );
    const root = el.shadowRoot as ShadowRoot;
    expect(getComputedStyle(el).textAlign).toBe('start');
    const legend = root.querySelector('legend') as HTMLElement;
    // Centred, the legend would start about 250 px in: it starts at the edge (a few px of padding at most).
    expect(textStart(legend, el)).toBeLessThan(24);
    for (const label of root.querySelectorAll('.method label'))
      expect(textStart(label, el)).toBeLessThan(120);
  });
});
