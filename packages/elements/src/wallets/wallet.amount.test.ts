/**
 * What the shopper approves in a wallet's sheet comes from the service, not from the page (contract W10): the sheet's
 * total and the result's amount are the charge's value as the service states it, read ahead of the click (the sheet
 * must open inside it). A page whose `amount` differs is told, as the card tells it. Until the service has stated the
 * value the wallet is not offered, and a charge whose value cannot be had is not offered at all. Both wallets, the
 * same assertions, through the project's faithful fakes of Apple Pay and Google Pay against the sandbox.
 */

import type { TucanClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { recordingClient, statusInSandbox, until, watchConsole } from '../../test/support/index.ts';
import { applePayToken, fakeGooglePay, installApplePay } from '../../test/wallet-fakes.ts';
import '../apple-pay/apple-pay.ts';
import '../google-pay/google-pay.ts';
import type { TucanWalletElement } from './wallet.element.ts';
import { mountWallet } from './wallet.testing.ts';

let uninstall: (() => void) | undefined;

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.replaceChildren();
});

type MountOptions = Parameters<typeof mountWallet>[1];

/** What the shopper is asked to approve in the sheet: its total and currency. */
interface Sheet {
  total: string;
  currency: string;
  /** The shopper approves with a Visa card. */
  approve(): Promise<void>;
}

/** Each wallet: mounted for a charge, its button, and the shopper's click that opens its sheet. */
const WALLETS = [
  {
    tag: 'tucan-google-pay',
    prepare() {
      const google = fakeGooglePay();
      return {
        props: { loader: google.loader },
        /** Google has answered isReadyToPay: all the wallet needs but the charge's value. */
        readyAsked: () => (google.clients[0]?.readyRequests.length ?? 0) > 0,
        button: (el: HTMLElement) => el.shadowRoot?.querySelector<HTMLElement>('.gpay button') ?? null,
        async open(el: HTMLElement): Promise<Sheet> {
          const next = google.nextSheet();
          await userEvent.click(this.button(el) as HTMLElement);
          const sheet = await next;
          const { totalPrice, currencyCode } = sheet.request.transactionInfo;
          return {
            total: totalPrice,
            currency: currencyCode,
            approve: async () => sheet.choose('4111111111111111', 'CRYPTOGRAM_3DS'),
          };
        },
        sheets: () => google.sheets.length,
      };
    },
  },
  {
    tag: 'tucan-apple-pay',
    prepare() {
      const apple = installApplePay();
      uninstall = () => apple.uninstall();
      return {
        props: {},
        readyAsked: () => true,
        button: (el: HTMLElement) => el.shadowRoot?.querySelector<HTMLElement>('button.apple-pay') ?? null,
        async open(el: HTMLElement): Promise<Sheet> {
          await userEvent.click(this.button(el) as HTMLElement);
          const session = apple.last;
          expect(await session?.settled).toBe('shown');
          return {
            total: String(session?.request.total.amount),
            currency: String(session?.request.currencyCode),
            approve: async () => session?.authorize(applePayToken('4111111111111111', 'Visa')),
          };
        },
        sheets: () => apple.sessions.length,
      };
    },
  },
] as const;

const mount = (tag: (typeof WALLETS)[number]['tag'], props: object, options: MountOptions = {}) =>
  mountWallet<TucanWalletElement>(tag, { ...options, props: { ...props, ...options.props } });

/** The amount the result shows. */
const resultAmount = (el: HTMLElement) =>
  el.shadowRoot
    ?.querySelector('tucan-status')
    ?.shadowRoot?.querySelector('[part="amount"]')
    ?.textContent?.trim();

describe("wallets: the sheet asks the shopper to approve the service's amount, never the page's", () => {
  for (const wallet of WALLETS) {
    it(`${wallet.tag}: a page saying amount="1" on a R$1,000.00 charge: the sheet asks for R$1,000.00, the result says R$1,000.00, the page is told once`, async () => {
      const w = wallet.prepare();
      const { el, charge, events } = await mount(wallet.tag, w.props, {
        value: 1000,
        attrs: { amount: '1' },
      });
      await until(() => w.button(el) !== null);
      // The page hears, once and before any click, that its amount is not the charge's.
      const mismatches = () => events.filter((e) => e.detail.code === 'amount_mismatch');
      expect(mismatches()).toEqual([
        {
          type: 'tucan-error',
          detail: {
            chargeUuid: charge.charge_uuid,
            code: 'amount_mismatch',
            message: 'The amount to pay is R$1,000.00, as the payment service set it.',
            reason: expect.stringContaining("the page's amount (1 BRL) is not the charge's (1000 BRL)"),
          },
        },
      ]);

      const sheet = await w.open(el);
      expect({ total: sheet.total, currency: sheet.currency }).toEqual({ total: '1000.00', currency: 'BRL' });
      await sheet.approve();
      await until(() => el.payment.done);
      expect((await commands.getCharge(charge.charge_uuid)).value).toBe(1000);
      expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
      expect(resultAmount(el)).toBe('Amount: R$1,000.00');
      await expect.element(page.getByText('R$1,000.00')).toBeVisible();
      expect(page.getByText('R$1.00').elements()).toEqual([]);
      expect(mismatches()).toHaveLength(1);
    });
  }
});

describe("wallets: not offered until the service has stated the charge's value (assumption W10)", () => {
  for (const wallet of WALLETS) {
    it(`${wallet.tag}: no button while the charge's value is being read, then a sheet with the service's total`, async () => {
      const w = wallet.prepare();
      // The simulation's answer (the charge's value) is held back until the test lets it through.
      const rec = recordingClient(inject('sandboxUrl'));
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked = 0;
      const client: TucanClient = {
        ...rec.client,
        simulateInstallments: async (...args) => {
          asked += 1;
          await held;
          return rec.client.simulateInstallments(...args);
        },
      };
      const logs = watchConsole();
      const { el, events } = await mount(wallet.tag, w.props, {
        value: 250,
        unread: true,
        props: { client },
      });
      await until(() => asked === 1 && w.readyAsked());
      await el.updateComplete;
      // Nothing to press: no button, the element hidden, and nothing said (the value may still come).
      expect(el.available).toBe(false);
      expect(w.button(el)).toBeNull();
      expect(getComputedStyle(el).display).toBe('none');
      expect(events).toEqual([]);
      expect(w.sheets()).toBe(0);

      release();
      await until(() => w.button(el) !== null);
      expect(el.available).toBe(true);
      const sheet = await w.open(el);
      expect({ total: sheet.total, currency: sheet.currency }).toEqual({ total: '250.00', currency: 'BRL' });
      expect(asked).toBe(1);
      for (const log of logs) expect(log).not.toHaveBeenCalled();
    });

    it(`${wallet.tag}: a charge whose value the service cannot give is not offered: hidden, tucan-unavailable amount_unknown`, async () => {
      const w = wallet.prepare();
      const logs = watchConsole();
      const { el, events } = await mount(wallet.tag, w.props, {
        lose: (path) => path.endsWith('/simulate-installment'),
      });
      await until(() => events.length > 0);
      expect(events).toEqual([
        {
          type: 'tucan-unavailable',
          detail: { method: wallet.tag.slice(6).replace('-', ''), reason: 'amount_unknown' },
        },
      ]);
      await el.updateComplete;
      expect(el.available).toBe(false);
      expect(w.button(el)).toBeNull();
      expect(getComputedStyle(el).display).toBe('none');
      expect(w.sheets()).toBe(0);
      for (const log of logs) expect(log).not.toHaveBeenCalled();
    });
  }
});
