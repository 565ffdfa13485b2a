import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import '../boleto/boleto.ts';
import '../checkout/checkout.ts';
import '../oxxo/oxxo.ts';
import '../pfc/pfc.ts';
import '../pix/pix.ts';
import '../qra/qra.ts';
import '../spei/spei.ts';
import { announced, type CodeTag, mountCode, q, qa, waitForCode } from './codes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** The element that has the focus, through every shadow root. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The first Copy button of the code's screen. */
const firstCopy = (el: Element) => q<HTMLButtonElement>(el, '.voucher [data-copy] button');

const METHODS: { tag: CodeTag; country: string; value: number; ready: RegExp }[] = [
  { tag: 'tucan-pix', country: 'BR', value: 150.75, ready: /Pix code is ready/ },
  { tag: 'tucan-spei', country: 'MX', value: 480.5, ready: /ready/ },
  { tag: 'tucan-oxxo', country: 'MX', value: 899, ready: /OXXO voucher is ready/ },
  { tag: 'tucan-qra', country: 'AR', value: 3500, ready: /ready/ },
  { tag: 'tucan-pfc', country: 'AR', value: 12500, ready: /ready/ },
];

describe('code elements: the keyboard focus follows the code', () => {
  it.each(METHODS)(
    '$tag: Enter on the generate button puts the focus on the code’s first Copy button, and the code is announced',
    async ({ tag, country, value, ready }) => {
      const { el } = await mountCode(tag, { country, value, attrs: { confirm: '' } });
      const button = () => q<HTMLButtonElement>(el, 'button[type="submit"]');
      await until(() => !!button());
      button()?.focus();
      expect(focused()).toBe(button());
      await userEvent.keyboard('{Enter}');
      await waitForCode(el);
      await until(() => focused() === firstCopy(el));
      expect(focused()?.getAttribute('aria-label')).toMatch(/^Copy /);
      expect(announced(el)).toMatch(ready);
    },
  );

  it('boleto: after the payer step, Enter leaves the focus on the digitable line’s Copy button', async () => {
    const { el } = await mountCode('tucan-boleto');
    await until(() => !!q(el, '#name'));
    await userEvent.type(q<HTMLInputElement>(el, '#name') as HTMLInputElement, 'Maria Souza');
    await userEvent.type(q<HTMLInputElement>(el, '#document') as HTMLInputElement, '52998224725');
    await userEvent.keyboard('{Enter}');
    await waitForCode(el);
    await until(() => focused() === firstCopy(el));
    expect(focused()?.closest('[data-copy]')).toBe(qa(el, '[data-copy]')[0]);
    expect(announced(el)).toMatch(/boleto/i);
  });

  it('pix: the focus on Copy at expiry moves to “Generate a new code”; Enter on it puts it on the new code’s Copy', async () => {
    let n = 0;
    const { el } = await mountCode('tucan-pix', {
      expireInMs: () => (n++ === 0 ? 2_000 : undefined),
      before: (e) => {
        e.newCharge = async () => (await commands.createCharge({ country: 'BR', value: 150.75 })).charge_uuid;
      },
    });
    await waitForCode(el);
    const firstValue = q(el, '[data-copy="payload"] .value')?.textContent;
    firstCopy(el)?.focus();
    const again = () => q<HTMLButtonElement>(el, '.alert .actions button');
    await until(() => !!again());
    await until(() => focused() === again());
    expect(focused()?.textContent?.trim()).toBe('Generate a new code');
    await userEvent.keyboard('{Enter}');
    await waitForCode(el);
    await until(() => focused() === firstCopy(el));
    expect(q(el, '[data-copy="payload"] .value')?.textContent).not.toBe(firstValue);
  });

  it('a code issued with no press leaves the page’s focus where it is', async () => {
    const input = document.createElement('input');
    input.setAttribute('aria-label', 'Coupon');
    document.body.append(input);
    input.focus();
    const { el } = await mountCode('tucan-pix');
    await waitForCode(el);
    await el.updateComplete;
    expect(document.activeElement).toBe(input);
  });

  it('in <tucan-checkout>: Enter on “Generate Pix code” puts the focus on the pix code’s Copy button', async () => {
    const charge = await commands.createCharge({
      country: 'BR',
      value: 150.75,
      reference_external_id: crypto.randomUUID(),
    });
    const el = document.createElement('tucan-checkout');
    for (const [k, v] of Object.entries({
      'charge-uuid': charge.charge_uuid,
      amount: '150.75',
      currency: 'BRL',
      country: 'BR',
      methods: 'pix',
      'base-url': inject('sandboxUrl'),
      lang: 'en',
    }))
      el.setAttribute(k, v);
    document.body.append(el);
    const pix = () => el.shadowRoot?.querySelector('tucan-pix') as HTMLElement | null;
    const button = () => pix()?.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]');
    await until(() => !!button(), 20_000);
    button()?.focus();
    expect(focused()).toBe(button());
    await userEvent.keyboard('{Enter}');
    await until(() => !!pix()?.shadowRoot?.querySelector('.voucher'));
    await until(() => focused() === firstCopy(pix() as HTMLElement));
    expect(focused()?.getAttribute('aria-label')).toBe('Copy Pix Copia e Cola code');
    expect(announced(pix() as HTMLElement)).toMatch(/Pix code is ready/);
  });
});
