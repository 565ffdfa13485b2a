import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../test/support/index.ts';
import { mountCode, q, waitForCode } from './codes.testing.ts';
import '../pfc/pfc.ts';
import '../spei/spei.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** The client rects of a text node's characters from `from` on, as distinct line tops. */
function lineTops(node: Node, from = 0): Set<number> {
  const r = document.createRange();
  r.setStart(node, from);
  r.setEnd(node, node.textContent?.length ?? 0);
  return new Set([...r.getClientRects()].map((rect) => Math.round(rect.top)));
}
const left = (el: Element | null) => el?.getBoundingClientRect().left ?? Number.NaN;

describe('code elements: the deadline line', () => {
  for (const [width, name] of [
    ['21.4375rem', 'a phone (375 px)'],
    ['36rem', 'a wide column (1280 px)'],
  ] as const) {
    it(`sits under the clock, on its left edge, the time never split (SPEI, es-MX, ${name})`, async () => {
      const { el } = await mountCode('tucan-spei', {
        country: 'MX',
        value: 1234.5,
        attrs: { lang: 'es-MX' },
      });
      el.style.display = 'block';
      el.style.inlineSize = width;
      await waitForCode(el);
      const until_ = q(el, '.until') as HTMLElement;
      expect(until_.textContent).toMatch(/^Paga antes del .+\d{1,2}:\d{2}.*[ap]\.\s?m\.$/);
      // One alignment at every width: the deadline starts where "Tiempo para pagar" starts.
      expect(left(until_)).toBe(left(q(el, '.clock-label')));
      expect(left(until_)).toBe(left(q(el, '.clock')));
      const walker = document.createTreeWalker(until_, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode() as Text;
      while (text && !/\d{1,2}:\d{2}/.test(text.data)) text = walker.nextNode() as Text;
      const at = text.data.search(/\d{1,2}:\d{2}/);
      // "11:45 p.m." on one line.
      expect(lineTops(text, at).size).toBe(1);
    });
  }

  it('gives a Pago Fácil voucher the same block, saying it is a date (no time, no countdown)', async () => {
    const { el } = await mountCode('tucan-pfc', { country: 'AR', value: 12500, attrs: { lang: 'es-AR' } });
    el.style.display = 'block';
    el.style.inlineSize = '21.4375rem';
    await waitForCode(el);
    await until(() => q(el, '[part="countdown"] .clock') !== null);
    expect(q(el, '[part="countdown"] .clock-label')?.textContent).toBe('Fecha de vencimiento');
    expect(q(el, '[part="countdown"] .clock')?.textContent).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(q(el, '[role="timer"]')).toBeNull();
    expect(left(q(el, '.clock-label'))).toBe(left(q(el, '.clock')));
  });
});
