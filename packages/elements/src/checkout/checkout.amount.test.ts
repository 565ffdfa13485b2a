import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import '../oxxo/oxxo.ts';
import '../pfc/pfc.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import './checkout.ts';
import { mountCheckout } from './checkout.testing.ts';

const start = { width: window.innerWidth, height: window.innerHeight };
afterEach(async () => {
  await commands.emulateMediaType('screen');
  await page.viewport(start.width, start.height);
  document.body.replaceChildren();
});

/** The text a shopper sees: every rendered text node, through open shadow roots, whitespace collapsed. */
function visibleText(root: Node): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (parent?.checkVisibility({ visibilityProperty: true }) && !parent.closest('.visually-hidden'))
        out.push(node.textContent ?? '');
      return;
    }
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return out.join(' ').replace(/\s+/g, ' ');
}

const oxxoOf = (el: TucanCheckoutElement) => el.shadowRoot?.querySelector('tucan-oxxo') as HTMLElement | null;

/** A checkout of one cash method; the shopper presses its button and the voucher shows. */
async function voucherIn(country: string, method: 'oxxo' | 'pfc', value: number, lang: string) {
  const { el } = await mountCheckout({ country, value, attrs: { methods: method, lang } });
  const inner = () => el.shadowRoot?.querySelector(`tucan-${method}`) as HTMLElement | null;
  await until(() => inner()?.shadowRoot?.querySelector('button[type="submit"]') != null);
  await userEvent.click(inner()?.shadowRoot?.querySelector('button[type="submit"]') as HTMLElement);
  await until(() => inner()?.shadowRoot?.querySelector('.voucher') != null);
  return { el, voucher: inner() as HTMLElement };
}
const count = (text: string, part: string) => text.split(part).length - 1;

describe('tucan-checkout with OXXO: the amount once', () => {
  it('shows the amount in the total line and in the step that asks for it, not a third time in the voucher; the printed voucher keeps it', async () => {
    await page.viewport(1280, 800);
    const { el } = await mountCheckout({
      country: 'MX',
      value: 899,
      attrs: { methods: 'oxxo', lang: 'es-MX' },
    });
    // OXXO asks nothing first (the email is optional and not asked): one press on its button, and the voucher.
    await until(() => oxxoOf(el)?.shadowRoot?.querySelector('button[type="submit"]') != null);
    await userEvent.click(oxxoOf(el)?.shadowRoot?.querySelector('button[type="submit"]') as HTMLElement);
    await until(() => oxxoOf(el)?.shadowRoot?.querySelector('.voucher') != null);
    const oxxo = oxxoOf(el) as HTMLElement;
    const amount = '$899.00';
    expect(el.shadowRoot?.querySelector('[part="summary"]')?.textContent).toContain(amount);
    // The total line and the step "Pay the exact amount", as on a phone; the voucher's own "Amount to pay" stays hidden.
    expect(count(visibleText(el), amount)).toBe(2);

    // On paper, for the cashier, the voucher carries its amount.
    await commands.emulateMediaType('print');
    const part = oxxo.shadowRoot?.querySelector('[part="amount"]') as HTMLElement;
    expect(part.checkVisibility()).toBe(true);
    expect(part.textContent).toContain(amount);
  });

  for (const [country, method, lang, amount, step] of [
    ['MX', 'oxxo', 'es-MX', '$899.00', 'Paga el monto exacto en efectivo y guarda tu comprobante.'],
    ['AR', 'pfc', 'es-AR', '$ 899,00', 'Pagá el monto exacto en efectivo y guardá tu comprobante.'],
  ] as const) {
    for (const width of [375, 1280]) {
      it(`says the amount in the step that asks for it at ${width} px, as at every width (${method})`, async () => {
        await page.viewport(width, width === 375 ? 667 : 800);
        const { el, voucher } = await voucherIn(country, method, 899, lang);
        const third = voucher.shadowRoot?.querySelectorAll('[part="steps"] li')[2] as HTMLElement;
        expect(visibleText(third).trim()).toBe(`${step} ${amount}`);
        // The voucher's own "Amount to pay" stays hidden: the step and the total line, screens apart.
        expect(count(visibleText(el), amount)).toBe(2);
        expect(el.shadowRoot?.querySelector('[part="summary"]')?.textContent?.replace(/\s+/g, ' ')).toContain(
          amount,
        );
      });
    }
  }
});
