import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import './checkout.ts';
import { mountCheckout, radio } from './checkout.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };
afterEach(async () => {
  document.body.replaceChildren();
  window.scrollTo(0, 0);
  await page.viewport(start.width, start.height);
});

/** A drop-in offering `methods` for a new charge of 1,234.50 in `country`, in `lang`, its card inline. */
const mountPhoneCheckout = async (country: string, lang: string, methods: string) =>
  (await mountCheckout({ country, value: 1234.5, attrs: { methods, lang, isolation: 'inline' } })).el;

/** The lines a text node takes. */
function lines(text: Node | undefined): number {
  const r = document.createRange();
  r.selectNodeContents(text as Node);
  return new Set([...r.getClientRects()].map((rect) => Math.round(rect.top))).size;
}
const ownText = (node: Node) =>
  [...node.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
/** Where a text node's first glyph starts. */
function textLeft(node: Node): number {
  const r = document.createRange();
  r.selectNodeContents(node);
  return r.getClientRects()[0]?.left ?? Number.NaN;
}

describe('tucan-checkout on a phone', () => {
  it('keeps the chosen row in view, with a margin above it, when ArrowDown from the card closes its long panel (375 × 667)', async () => {
    await page.viewport(375, 667);
    const el = await mountPhoneCheckout('MX', 'es-MX', 'credit_card debit_card spei oxxo');
    // The merchant's page goes on below the checkout (longer than the card's panel).
    const rest = document.createElement('p');
    rest.append('The rest of the merchant’s page.');
    rest.style.blockSize = '1500px';
    document.body.append(rest);
    const card = () => el.shadowRoot?.querySelector('tucan-card');
    await until(() => card()?.shadowRoot?.querySelector('#number') != null);
    // The card's radio has the focus; the shopper has scrolled on into the card's form (the radio above the screen).
    radio(el, 'card').focus();
    window.scrollTo(0, radio(el, 'card').getBoundingClientRect().top + window.scrollY + 100);
    const top = window.scrollY;
    await userEvent.keyboard('{ArrowDown}');
    await until(() => radio(el, 'spei').checked);
    await el.updateComplete;
    await new Promise((r) => requestAnimationFrame(r));
    const row = (radio(el, 'spei').closest('label') as HTMLElement).getBoundingClientRect();
    expect(top).toBeGreaterThan(0);
    // Whole on screen, with a margin above it (not flush with the screen's edge).
    expect(row.top).toBeGreaterThanOrEqual(12);
    expect(row.bottom).toBeLessThanOrEqual(668);
    // The focus stays on the chosen radio.
    expect(el.shadowRoot?.activeElement).toBe(radio(el, 'spei'));
  });

  /** Each country's methods that need no wallet fake: the rows a shopper of that country sees. */
  const ROWS: ReadonlyArray<readonly [string, string]> = [
    ['BR', 'credit_card debit_card pix boleto'],
    ['MX', 'credit_card debit_card spei oxxo'],
    ['AR', 'credit_card debit_card qra pfc'],
  ];
  const LANGS = ['en', 'pt-BR', 'es-MX', 'es-AR', 'es-CO', 'es-CL'] as const;
  /** The drop-in's column in the QA console on a 375 px phone (317 px) and at 1280 px (25 rem). */
  const COLUMNS = [
    { viewport: 375, width: '317px' },
    { viewport: 1280, width: '25rem' },
  ] as const;

  for (const lang of LANGS) {
    it(`gives every method row one height, its name on one line, at 375 and 1280 (${lang})`, async () => {
      for (const [country, methods] of ROWS) {
        const el = await mountPhoneCheckout(country, lang, methods);
        el.style.display = 'block';
        await until(() => radio(el, 'card') != null);
        for (const { viewport, width } of COLUMNS) {
          await page.viewport(viewport, 800);
          el.style.inlineSize = width;
          const rows = [...(el.shadowRoot?.querySelectorAll<HTMLElement>('.method > label') ?? [])];
          expect(rows).toHaveLength(3);
          const seen = rows.map((row) => ({
            name: row.textContent?.trim(),
            height: Math.round(row.getBoundingClientRect().height),
            lines: lines(row.querySelector('.name') as Node),
          }));
          const first = seen[0]?.height ?? 0;
          expect(seen.map((r) => ({ name: r.name, lines: r.lines }))).toEqual(
            seen.map((r) => ({ name: r.name, lines: 1 })),
          );
          for (const r of seen) expect(Math.abs(r.height - first), r.name).toBeLessThanOrEqual(1);
        }
        expect(await axeViolations(el)).toEqual([]);
        el.remove();
      }
    });
  }

  for (const lang of LANGS) {
    it(`shows each code method’s button on one line in the console’s column at 375 (${lang})`, async () => {
      await page.viewport(375, 667);
      for (const [country, methods] of ROWS) {
        const el = await mountPhoneCheckout(country, lang, methods.replace('credit_card debit_card ', ''));
        el.style.display = 'block';
        el.style.inlineSize = '317px';
        for (const id of methods.split(' ').slice(2)) {
          await until(() => radio(el, id) != null);
          // By its role and exact name: the method's panel, once shown, is named "Pay with Pix" too.
          const name = radio(el, id).labels?.[0]?.textContent?.trim() ?? id;
          await userEvent.click(page.getByRole('radio', { name, exact: true }));
          const button = () =>
            el.shadowRoot
              ?.querySelector(`tucan-${id}`)
              ?.shadowRoot?.querySelector<HTMLElement>('button.primary');
          await until(() => button() != null, 10_000);
          const b = button() as HTMLElement;
          expect({ id, label: b.textContent?.trim(), lines: lines(b) }).toEqual({
            id,
            label: b.textContent?.trim(),
            lines: 1,
          });
        }
        el.remove();
      }
    });
  }

  it('starts “Forma de pagamento” on the same edge as “Total”', async () => {
    const el = await mountPhoneCheckout('BR', 'pt-BR', 'credit_card pix');
    await until(() => el.shadowRoot?.querySelector('legend') != null);
    const legend = el.shadowRoot?.querySelector('legend') as HTMLElement;
    const total = el.shadowRoot?.querySelector('.total > span') as HTMLElement;
    expect(legend.textContent?.trim()).toBe('Forma de pagamento');
    expect(textLeft(ownText(legend) as Node)).toBeCloseTo(textLeft(ownText(total) as Node), 0);
  });
});
