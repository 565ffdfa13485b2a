import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../card/card.testing.ts';
import '../oxxo/oxxo.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import './checkout.ts';

afterEach(async () => {
  await commands.emulateMediaType('screen');
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
const count = (text: string, part: string) => text.split(part).length - 1;

describe('tucan-checkout with OXXO: the amount once', () => {
  it('shows the amount once on screen (the total line), with the voucher; the printed voucher keeps it', async () => {
    const charge = await commands.createCharge({
      country: 'MX',
      value: 899,
      reference_external_id: crypto.randomUUID(),
    });
    const el = document.createElement('tucan-checkout');
    const attrs = {
      'charge-uuid': charge.charge_uuid,
      amount: '899',
      currency: 'MXN',
      country: 'MX',
      methods: 'oxxo',
      'base-url': inject('sandboxUrl'),
      lang: 'es-MX',
    };
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
    // OXXO asks nothing first (the email is optional and not asked): one press on its button, and the voucher.
    await until(() => oxxoOf(el)?.shadowRoot?.querySelector('button[type="submit"]') != null);
    await userEvent.click(oxxoOf(el)?.shadowRoot?.querySelector('button[type="submit"]') as HTMLElement);
    await until(() => oxxoOf(el)?.shadowRoot?.querySelector('.voucher') != null);
    const oxxo = oxxoOf(el) as HTMLElement;
    const amount = '$899.00';
    expect(el.shadowRoot?.querySelector('[part="summary"]')?.textContent).toContain(amount);
    expect(count(visibleText(el), amount)).toBe(1);

    // On paper, for the cashier, the voucher carries its amount.
    await commands.emulateMediaType('print');
    const part = oxxo.shadowRoot?.querySelector('[part="amount"]') as HTMLElement;
    expect(part.checkVisibility()).toBe(true);
    expect(part.textContent).toContain(amount);
  });
});
