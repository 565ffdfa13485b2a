/**
 * The network cuts out while a wallet's token is being paid: the element says it could not confirm whether the
 * payment went through and offers "Check payment". When the browser is back online it checks by itself, as that
 * button does: the attempt already made, asked again under the same Idempotency-Key, never a new sheet and never a
 * second charge; "Checking…" and the result said, the focus left where the shopper has it.
 */

import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { recordSaid } from '../../test/support/said.ts';
import { applePayToken, fakeGooglePay, installApplePay } from '../../test/wallet-fakes.ts';
import '../apple-pay/apple-pay.ts';
import '../google-pay/google-pay.ts';
import type { TucanGooglePayElement } from '../google-pay/google-pay.element.ts';
import type { TucanWalletElement } from './wallet.element.ts';
import { mountWallet } from './wallet.testing.ts';

let uninstall: (() => void) | undefined;

afterEach(async () => {
  await commands.losePayAnswers(false);
  uninstall?.();
  uninstall = undefined;
  document.body.replaceChildren();
});

/** Each wallet: mounted for a charge, and the shopper's one payment through its sheet; how many sheets opened. */
const WALLETS = [
  {
    tag: 'tucan-google-pay',
    async mount() {
      const google = fakeGooglePay();
      const mounted = await mountWallet<TucanGooglePayElement>('tucan-google-pay', {
        props: { loader: google.loader },
      });
      return {
        ...mounted,
        async pay() {
          const el = mounted.el;
          await until(() => el.shadowRoot?.querySelector('.gpay button') != null);
          const next = google.nextSheet();
          await userEvent.click(el.shadowRoot?.querySelector('.gpay button') as HTMLButtonElement);
          (await next).choose('4111111111111111');
        },
        sheets: () => google.sheets.length,
      };
    },
  },
  {
    tag: 'tucan-apple-pay',
    async mount() {
      const apple = installApplePay();
      uninstall = () => apple.uninstall();
      const mounted = await mountWallet<TucanWalletElement>('tucan-apple-pay');
      return {
        ...mounted,
        async pay() {
          const el = mounted.el;
          await until(() => el.shadowRoot?.querySelector('button.apple-pay') != null);
          await userEvent.click(el.shadowRoot?.querySelector('button.apple-pay') as HTMLButtonElement);
          const session = apple.last;
          expect(await session?.settled).toBe('shown');
          await session?.authorize(applePayToken('4111111111111111', 'Visa'));
        },
        sheets: () => apple.sessions.length,
      };
    },
  },
] as const;

describe('wallets: back online after a lost answer', () => {
  for (const wallet of WALLETS) {
    it(`${wallet.tag} checks the payment by itself with the same key and no new sheet, shows and announces the result, one charge paid`, async () => {
      const { el, events, charge, pay, sheets } = await wallet.mount();
      const { said, stop } = recordSaid(el);
      await commands.recordRequests(inject('sandboxUrl'));
      await commands.losePayAnswers(true);
      await pay();
      await until(() => events.some((e) => e.type === 'tucan-error'), 30_000);
      expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
        'outcome_unknown',
      ]);
      await expect.element(page.getByRole('button', { name: 'Check payment' })).toBeVisible();
      // The service took the payment; the page never heard.
      expect((await commands.chargeHistory(charge.charge_uuid)).filter((h) => h.to === 'paid')).toHaveLength(
        1,
      );
      expect(events.some((e) => e.type === 'tucan-complete')).toBe(false);

      // The shopper has moved on to another field of the page.
      const elsewhere = document.createElement('input');
      elsewhere.setAttribute('aria-label', 'Order note');
      document.body.append(elsewhere);
      elsewhere.focus();
      await commands.losePayAnswers(false);
      await commands.dispatchOnline();
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);
      const title = /^Payment (approved|received)$/;
      await until(() => title.test(el.shadowRoot?.querySelector('[role="status"]')?.textContent ?? ''));
      stop();
      expect(said.slice(said.lastIndexOf('Checking…'))).toEqual(['Checking…', expect.stringMatching(title)]);
      await expect.element(page.getByText(title).first()).toBeVisible();
      expect(document.activeElement).toBe(elsewhere);

      expect(sheets()).toBe(1);
      const pays = (await commands.recordedRequests()).filter(
        (r) => r.method === 'POST' && r.path.endsWith(`/charge/${charge.charge_uuid}/pay`),
      );
      expect(pays.length).toBeGreaterThanOrEqual(2);
      expect(new Set(pays.map((r) => r.key)).size).toBe(1);
      expect((await commands.chargeHistory(charge.charge_uuid)).filter((h) => h.to === 'paid')).toHaveLength(
        1,
      );
    });
  }
});
