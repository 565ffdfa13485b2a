/**
 * A declined wallet payment puts the focus where a card's decline does: on its alert, which says why, so it is read
 * before the wallet's button again. Google Pay and Apple Pay, alone and in the drop-in, with the keyboard; each
 * sheet takes the focus while open and leaves it nowhere when it closes (as the QA console's simulated sheet does).
 * Against the sandbox.
 */

import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import { applePayToken, fakeGooglePay } from '../../test/wallet-fakes.ts';
import '../apple-pay/apple-pay.ts';
import '../checkout/checkout.ts';
import type { TucanCheckoutElement } from '../checkout/checkout.element.ts';
import { deviceWallets, mountByCode } from '../checkout/checkout.testing.ts';
import '../google-pay/google-pay.ts';
import type { TucanGooglePayElement } from '../google-pay/google-pay.element.ts';
import { mountWallet } from './wallet.testing.ts';

const wallets = deviceWallets();
afterEach(() => {
  document.body.replaceChildren();
});

/** The focused element, through every shadow root. */
function focused(): Element | null {
  let at = document.activeElement;
  while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
  return at;
}

/** A wallet's sheet on the page: it takes the focus while open, and leaves it on the body when it closes. */
function sheetTakesFocus(): () => void {
  const sheet = document.createElement('button');
  sheet.textContent = 'Pay in the sheet';
  document.body.append(sheet);
  sheet.focus();
  return () => sheet.remove();
}

const alertOf = (wallet: Element | null | undefined) =>
  wallet?.shadowRoot?.querySelector<HTMLElement>('[part="alert"]') ?? null;

/** The drop-in for a new charge of `country` against the sandbox, offering `methods`, in English. */
async function dropIn(country: 'BR' | 'MX', methods: string[], value: number) {
  const { handle } = await mountByCode(value, { country, methods, merchantName: 'Loja Exemplo' });
  return handle.element;
}

const radio = (el: TucanCheckoutElement, id: string) =>
  el.shadowRoot?.querySelector<HTMLInputElement>(`input[type="radio"][value="${id}"]`) ?? null;
const shown = (el: TucanCheckoutElement, id: string) =>
  radio(el, id)?.closest<HTMLElement>('.method')?.hidden === false;

describe('a declined wallet payment: the focus goes to its alert', () => {
  it('Google Pay alone: Enter, the sheet, a declined card: the alert has the focus', async () => {
    const google = fakeGooglePay();
    const { el } = await mountWallet<TucanGooglePayElement>('tucan-google-pay', {
      country: 'MX',
      value: 899,
      props: { loader: google.loader },
    });
    const button = () => el.shadowRoot?.querySelector<HTMLButtonElement>('.gpay button') ?? null;
    await until(() => button() !== null);
    const next = google.nextSheet();
    button()?.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await next;
    const close = sheetTakesFocus();
    close();
    sheet.choose('4000000000000002');
    await until(() => focused() === alertOf(el), 20_000);
    expect(alertOf(el)?.querySelector('.alert-title')?.textContent).toBe('Payment declined');
    expect(await axeViolations(el)).toEqual([]);
  });

  it('Google Pay in the drop-in (MX): Enter, the sheet, a declined card: the alert has the focus', async () => {
    const google = await wallets.google();
    const el = await dropIn('MX', ['credit_card', 'oxxo', 'googlepay'], 899);
    await until(() => shown(el, 'googlepay'));
    radio(el, 'card')?.focus();
    await userEvent.keyboard('{ArrowUp}');
    await until(() => radio(el, 'googlepay')?.checked === true);
    const wallet = el.shadowRoot?.querySelector('tucan-google-pay');
    const button = () => wallet?.shadowRoot?.querySelector<HTMLButtonElement>('.gpay button') ?? null;
    await until(() => button() !== null);
    const next = google.nextSheet();
    await userEvent.keyboard('{Tab}');
    expect(focused()).toBe(button());
    await userEvent.keyboard('{Enter}');
    const sheet = await next;
    sheetTakesFocus()();
    sheet.choose('4000000000000002');
    await until(() => focused() === alertOf(wallet), 20_000);
    expect(alertOf(wallet)?.textContent).toContain('The card was declined.');
    // The checkout offers every method again once the attempt ended.
    expect(radio(el, 'card')?.disabled).toBe(false);
    expect(await axeViolations(el)).toEqual([]);
  });

  it('Apple Pay in the drop-in (BR): a declined card: the alert has the focus', async () => {
    const apple = wallets.apple();
    const el = await dropIn('BR', ['credit_card', 'pix', 'applepay'], 150.75);
    await until(() => shown(el, 'applepay'));
    (radio(el, 'applepay') as HTMLInputElement).click();
    const wallet = el.shadowRoot?.querySelector('tucan-apple-pay');
    const button = () => wallet?.shadowRoot?.querySelector<HTMLButtonElement>('button.apple-pay') ?? null;
    await until(() => button() !== null);
    button()?.focus();
    await userEvent.keyboard('{Enter}');
    const session = apple.last;
    expect(await session?.settled).toBe('shown');
    sheetTakesFocus()();
    await session?.authorize(applePayToken('4000000000009995', 'Visa'));
    await until(() => focused() === alertOf(wallet), 20_000);
    expect(alertOf(wallet)?.querySelector('.alert-title')?.textContent).toBe('Payment declined');
    expect(await axeViolations(el)).toEqual([]);
  });
});
