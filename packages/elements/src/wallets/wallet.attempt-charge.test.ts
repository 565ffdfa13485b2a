/**
 * A wallet's payment belongs to the charge whose price its sheet showed: a `charge-uuid` the page sets while the
 * sheet is open, or while the payment's outcome is not known, never receives that token. Apple Pay and Google Pay,
 * by the same assertions; the charges are read in the sandbox, the pay calls as the element's client sent them.
 */

import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { applePayToken, fakeGooglePay, installApplePay } from '../../test/wallet-fakes.ts';
import '../apple-pay/apple-pay.ts';
import '../google-pay/google-pay.ts';
import type { TucanGooglePayElement } from '../google-pay/google-pay.element.ts';
import type { TucanWalletElement } from './wallet.element.ts';
import { mountWallet } from './wallet.testing.ts';

let uninstall: (() => void) | undefined;

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  document.body.replaceChildren();
});

const newCharge = async (value: number) =>
  (await commands.createCharge({ country: 'BR', value, reference_external_id: crypto.randomUUID() }))
    .charge_uuid;

/** The charge a pay call went to, from its path. */
const chargeOf = (path: string) => path.split('/').at(-2);

/** With `lose`, the answer of the first pay call is lost on its way back (the service paid it). */
function firstPayLost(lose: boolean) {
  let pending = lose;
  return (path: string): boolean => {
    if (!pending || !path.endsWith('/pay')) return false;
    pending = false;
    return true;
  };
}

/**
 * Each wallet, mounted for a charge of R$100.00 (its first pay answer lost when `lose`), and the shopper's sheet:
 * opened, the total it shows, then approved with a card.
 */
const WALLETS = [
  {
    tag: 'tucan-google-pay',
    async mount(lose = false) {
      const google = fakeGooglePay();
      const mounted = await mountWallet<TucanGooglePayElement>('tucan-google-pay', {
        value: 100,
        props: { loader: google.loader },
        lose: firstPayLost(lose),
      });
      const el = mounted.el;
      return {
        ...mounted,
        async open() {
          await until(() => el.shadowRoot?.querySelector('.gpay button') != null);
          const next = google.nextSheet();
          await userEvent.click(el.shadowRoot?.querySelector('.gpay button') as HTMLButtonElement);
          const sheet = await next;
          return {
            total: sheet.request.transactionInfo.totalPrice,
            approve: async () => sheet.choose('4111111111111111'),
          };
        },
      };
    },
  },
  {
    tag: 'tucan-apple-pay',
    async mount(lose = false) {
      const apple = installApplePay();
      uninstall = () => apple.uninstall();
      const mounted = await mountWallet<TucanWalletElement>('tucan-apple-pay', {
        value: 100,
        lose: firstPayLost(lose),
      });
      const el = mounted.el;
      return {
        ...mounted,
        async open() {
          await until(() => el.shadowRoot?.querySelector('button.apple-pay') != null);
          await userEvent.click(el.shadowRoot?.querySelector('button.apple-pay') as HTMLButtonElement);
          const session = apple.last;
          expect(await session?.settled).toBe('shown');
          return {
            total: session?.request.total.amount,
            approve: () => session?.authorize(applePayToken('4111111111111111', 'Visa')),
          };
        },
      };
    },
  },
] as const;

describe('wallets: a payment belongs to the charge its sheet showed', () => {
  for (const wallet of WALLETS) {
    it(`${wallet.tag}: a charge-uuid set while the sheet is open is not paid; the sheet's charge is, once`, async () => {
      const { el, events, charge, rec, open } = await wallet.mount();
      const a = charge.charge_uuid;
      const sheet = await open();
      expect(sheet.total).toBe('100.00');
      const b = await newCharge(5000);
      el.setAttribute('charge-uuid', b);
      await sheet.approve();
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);

      expect(rec.pays().map((c) => chargeOf(c.path))).toEqual([a]);
      expect(await statusInSandbox(a)).toMatch(/^(paid|confirmed)$/);
      expect(await statusInSandbox(b)).toBe('issued');
      expect(events.filter((e) => e.type === 'tucan-complete').map((e) => e.detail.chargeUuid)).toEqual([a]);
    });

    it(`${wallet.tag}: after an unknown outcome, Check payment on a new charge-uuid checks the sheet's charge under its key`, async () => {
      const { el, events, charge, rec, open } = await wallet.mount(true);
      const a = charge.charge_uuid;
      await (await open()).approve();
      await until(() => events.some((e) => e.type === 'tucan-error' && e.detail.code === 'outcome_unknown'));
      const b = await newCharge(5000);
      el.setAttribute('charge-uuid', b);
      // The wallet reads the new charge's value, and shows again once it is read: still "Check payment".
      await until(() => rec.calls.some((c) => c.path.endsWith(`/charge/${b}/simulate-installment`)));
      await until(() => el.shadowRoot?.querySelector('button.check') != null);
      const check = el.shadowRoot?.querySelector<HTMLButtonElement>('button.check');
      expect(check?.textContent?.trim()).toBe('Check payment');
      await userEvent.click(check as HTMLButtonElement);
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);

      const pays = rec.pays();
      expect(pays.map((c) => chargeOf(c.path))).toEqual([a, a]);
      expect(new Set(pays.map((c) => c.key)).size).toBe(1);
      const history = await commands.chargeHistory(a);
      expect(history.filter((h) => h.to === 'paid')).toHaveLength(1);
      expect(await statusInSandbox(b)).toBe('issued');
      expect(events.filter((e) => e.type === 'tucan-complete').map((e) => e.detail.chargeUuid)).toEqual([a]);
    });
  }
});
