import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { installApplePay } from '../../test/wallet-fakes.ts';
import { mountWallet } from '../wallets/wallet.testing.ts';
import './apple-pay.ts';
import type { TucanApplePayElement } from './apple-pay.element.ts';

/**
 * A page that loaded Apple's Apple Pay JS SDK has `<apple-pay-button buttonstyle type locale>` defined. Its own
 * file: a custom element cannot be undefined again, and each test file runs in a fresh frame.
 */
class FakeApplePayButton extends HTMLElement {
  connectedCallback() {
    this.setAttribute('role', 'button');
    this.tabIndex = 0;
    this.setAttribute('aria-label', 'Buy with Apple Pay');
  }
}
customElements.define('apple-pay-button', FakeApplePayButton);

afterEach(() => {
  document.body.replaceChildren();
});

describe("tucan-apple-pay with Apple's SDK on the page", () => {
  it("uses Apple's <apple-pay-button> with the type, style and locale, and opens the sheet from it", async () => {
    const apple = installApplePay();
    try {
      const { el } = await mountWallet<TucanApplePayElement>('tucan-apple-pay', {
        attrs: { lang: 'es-MX', 'button-type': 'check-out', theme: 'dark' },
      });
      const button = el.shadowRoot?.querySelector('apple-pay-button') as HTMLElement;
      expect(button.getAttribute('type')).toBe('check-out');
      expect(button.getAttribute('buttonstyle')).toBe('white');
      expect(button.getAttribute('locale')).toBe('es-MX');
      expect(el.shadowRoot?.querySelector('button.apple-pay')).toBeNull();
      await userEvent.click(button);
      expect(await apple.last?.settled).toBe('shown');
      expect(await axeViolations(el)).toEqual([]);
    } finally {
      apple.uninstall();
    }
  });
});
