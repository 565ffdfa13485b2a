import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import '../boleto/boleto.ts';
import { oxxoCheckout } from '../checkout/checkout.testing.ts';
import '../checkout/checkout.ts';
import '../oxxo/oxxo.ts';
import { mountCode, q } from './codes.testing.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await commands.emulateMediaType('screen');
  document.body.replaceChildren();
});

/** A merchant page around the voucher: a header, a long article (taller than a printed page) and a footer. */
function merchantPage() {
  const header = document.createElement('h1');
  header.textContent = 'Loja Exemplo';
  const article = document.createElement('article');
  article.textContent = 'Order details';
  article.className = 'tall';
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('.tall { height: 3000px; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const footer = document.createElement('footer');
  footer.textContent = 'Contact';
  document.body.append(header, article);
  return { others: [header, article, footer], after: (el: Element) => document.body.append(el, footer) };
}

const rendered = (el: Element) => el.checkVisibility() && el.getBoundingClientRect().height > 0;

/** Presses the voucher's Print button; `print()` itself is stubbed (a headless print dialog never closes). */
async function pressPrint(voucher: Element) {
  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  const button = [...(voucher.shadowRoot?.querySelectorAll('button') ?? [])].find((b) =>
    /^(Print|Imprimir)$/.test(b.textContent?.trim() ?? ''),
  );
  await userEvent.click(button as HTMLButtonElement);
  expect(print).toHaveBeenCalledTimes(1);
  return button as HTMLButtonElement;
}

/** While printing: only the voucher is rendered, from the top of the first page; the page takes no room. */
async function expectOnlyVoucherPrinted(voucher: Element, code: Element, others: Element[]) {
  await commands.emulateMediaType('print');
  for (const other of others) expect(rendered(other), other.textContent ?? '').toBe(false);
  expect(rendered(code)).toBe(true);
  expect(voucher.getBoundingClientRect().top).toBeLessThan(20);
  // The long article and everything else are gone from the print: the printed height is the voucher's.
  expect(document.documentElement.scrollHeight).toBeLessThan(3000);
  expect(document.body.getBoundingClientRect().height).toBeLessThanOrEqual(
    voucher.getBoundingClientRect().height + 20,
  );
}

/** After printing (`afterprint`), the page is as it was: even a print media shows it all again. */
async function expectPageBack(others: Element[]) {
  window.dispatchEvent(new Event('afterprint'));
  for (const other of others) expect(rendered(other), other.textContent ?? '').toBe(true);
  expect(document.querySelectorAll('[data-tucan-printing]')).toHaveLength(0);
  await commands.emulateMediaType('screen');
}

/** A boleto on the merchant page (placed by `place`), its payer step filled and its slip shown. */
async function boletoShown(attrs: Record<string, string>, place: (el: Element) => void) {
  const { el } = await mountCode('tucan-boleto', { attrs });
  place(el);
  (q(el, '#name') as HTMLInputElement).focus();
  await userEvent.keyboard('Ana Souza');
  (q(el, '#document') as HTMLInputElement).focus();
  await userEvent.keyboard('52998224725');
  await userEvent.click(q(el, 'button[type="submit"]') as HTMLButtonElement);
  await until(() => q(el, '.barcode svg') !== null);
  return el;
}

describe('Print on a voucher prints only the voucher', () => {
  it('a boleto on a merchant page: the page is not printed, the digitable line and barcode are', async () => {
    const { others, after } = merchantPage();
    const el = await boletoShown({ lang: 'pt-BR' }, after);
    const button = await pressPrint(el);
    await expectOnlyVoucherPrinted(el, q(el, '[data-copy="line"] .value') as Element, others);
    expect(rendered(q(el, '.barcode svg') as Element)).toBe(true);
    expect(rendered(button)).toBe(false);
    await expectPageBack(others);
    expect(rendered(button)).toBe(true);
  });

  it('an OXXO voucher in the drop-in: the page, the method list and the total line are not printed', async () => {
    const { others, after } = merchantPage();
    const charge = await commands.createCharge({ country: 'MX', value: 899 });
    const el = oxxoCheckout(charge.charge_uuid);
    after(el);
    const root = el.shadowRoot as ShadowRoot;
    await until(() => root.querySelector('input[value="oxxo"]') != null);
    await userEvent.click(root.querySelector('input[value="oxxo"]') as HTMLInputElement);
    const oxxo = () => root.querySelector('tucan-oxxo') as HTMLElement;
    await until(() => oxxo()?.shadowRoot?.querySelector('button[type="submit"]') != null);
    await userEvent.click(oxxo().shadowRoot?.querySelector('button[type="submit"]') as HTMLElement);
    await until(() => q(oxxo(), '.barcode svg') !== null);
    const list = [
      root.querySelector('[part="summary"]') as Element,
      root.querySelector('[part="methods"] legend') as Element,
      root.querySelector('.method.chosen > label') as Element,
    ];
    expect(list.every(rendered)).toBe(true);
    await pressPrint(oxxo());
    const reference = q(oxxo(), '[data-copy="reference"] .value') as Element;
    await expectOnlyVoucherPrinted(oxxo(), reference, [...others, ...list]);
    expect(rendered(q(oxxo(), '.barcode svg') as Element)).toBe(true);
    await expectPageBack([...others, ...list]);
  });

  it('a boleto on a dark page prints dark on light: its line, amount and steps readable on white paper', async () => {
    const { others, after } = merchantPage();
    const el = await boletoShown({ lang: 'pt-BR', theme: 'dark' }, after);
    const line = q(el, '[data-copy="line"] .value') as Element;
    // On screen, the dark theme's light text…
    expect(getComputedStyle(line).color).toBe('rgb(238, 241, 246)');
    await pressPrint(el);
    await expectOnlyVoucherPrinted(el, line, others);
    // …and on paper the light theme's dark text, with no dark surface behind it.
    // (The print colours reach the shadow tree's text at a later style pass: on a loaded machine, some frames on.)
    await vi.waitFor(() => expect(getComputedStyle(line).color).toBe('rgb(29, 36, 48)'), { timeout: 5_000 });
    expect(getComputedStyle(el).colorScheme).toBe('light');
    await expectPageBack(others);
  });
});
