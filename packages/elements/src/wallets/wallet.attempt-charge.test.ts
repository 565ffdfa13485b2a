/**
 * A wallet's payment belongs to the charge whose price its sheet showed: a `charge-uuid` the page sets while the
 * sheet is open, or while the payment's outcome is not known, never receives that token. Apple Pay and Google Pay,
 * by the same assertions; the charges are read in the sandbox, the pay calls as the element's client sent them.
 */

import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { applePayToken, fakeGooglePay, installApplePay } from '../../test/wallet-fakes.ts';
import '../apple-pay/apple-pay.ts';
import '../google-pay/google-pay.ts';
import type { TucanGooglePayElement } from '../google-pay/google-pay.element.ts';
import type { TucanWalletElement } from './wallet.element.ts';
import { mountWallet, resultTitle } from './wallet.testing.ts';

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
 * How the read of a new charge's value goes (`later.read`): answered, never answered (`hang`: still loading), or
 * failed (`lose`: the wallet cannot have it, `amount_unknown`). `later.charge` names the new charge once made.
 */
interface Later {
  read?: 'hang' | 'lose';
  charge?: string;
}

/** The faults of a wallet's client: the first pay answer lost when `lose`, the new charge's read as `later` says. */
function faults(lose: boolean, later: Later) {
  const firstPay = firstPayLost(lose);
  const laterRead = (path: string) =>
    !!later.charge && path.endsWith(`/charge/${later.charge}/simulate-installment`);
  return {
    lose: (path: string) => firstPay(path) || (later.read === 'lose' && laterRead(path)),
    hang: (path: string) => later.read === 'hang' && laterRead(path),
  };
}

/**
 * Each wallet, mounted for a charge of R$100.00 (its first pay answer lost when `lose`; a new charge's value read as
 * `later` says), and the shopper's sheet: opened, the total it shows, then approved with a card.
 */
const WALLETS = [
  {
    tag: 'tucan-google-pay',
    async mount(lose = false, later: Later = {}) {
      const google = fakeGooglePay();
      const mounted = await mountWallet<TucanGooglePayElement>('tucan-google-pay', {
        value: 100,
        props: { loader: google.loader },
        ...faults(lose, later),
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
    async mount(lose = false, later: Later = {}) {
      const apple = installApplePay();
      uninstall = () => apple.uninstall();
      const mounted = await mountWallet<TucanWalletElement>('tucan-apple-pay', {
        value: 100,
        ...faults(lose, later),
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

/** The amount the result shows (its status screen's amount). */
const resultAmount = (el: HTMLElement) =>
  el.shadowRoot
    ?.querySelector('tucan-status')
    ?.shadowRoot?.querySelector('[part="amount"]')
    ?.textContent?.trim();

/** The new charge's value, as the service answered the element's read of it. */
const readOf = (rec: { calls: { path: string; answer?: Record<string, unknown> }[] }, charge: string) =>
  rec.calls.find((c) => c.path.endsWith(`/charge/${charge}/simulate-installment`))?.answer?.value;

describe('wallets: a payment belongs to the charge its sheet showed', () => {
  for (const wallet of WALLETS) {
    it(`${wallet.tag}: a charge-uuid set while the sheet is open is not paid; the sheet's charge is, once, and its result shows the sheet's amount`, async () => {
      const { el, events, charge, rec, open } = await wallet.mount();
      const a = charge.charge_uuid;
      const sheet = await open();
      expect(sheet.total).toBe('100.00');
      const b = await newCharge(5000);
      el.setAttribute('charge-uuid', b);
      // The wallet has read the new charge's value (R$5,000.00) before the sheet's token comes.
      await until(() => readOf(rec, b) === 5000);
      await sheet.approve();
      await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);

      expect(rec.pays().map((c) => chargeOf(c.path))).toEqual([a]);
      expect(await statusInSandbox(a)).toMatch(/^(paid|confirmed)$/);
      expect(await statusInSandbox(b)).toBe('issued');
      expect(events.filter((e) => e.type === 'tucan-complete').map((e) => e.detail.chargeUuid)).toEqual([a]);
      // The result is the sheet's payment: R$100.00, the amount the shopper approved, never the new charge's.
      await until(() => resultAmount(el) !== undefined);
      expect(resultAmount(el)).toBe('Amount: R$100.00');
      await expect.element(page.elementLocator(el).getByText('R$100.00')).toBeVisible();
      expect(page.getByText('R$5,000.00').elements()).toEqual([]);
    });

    for (const read of ['hang', 'lose'] as const) {
      const what = read === 'hang' ? 'while its value is still loading' : 'whose value cannot be read';
      it(`${wallet.tag}: after an unknown outcome, a new charge-uuid ${what} leaves Check payment and its notice on screen, and the check pays the sheet's charge once`, async () => {
        const later: Later = { read };
        const { el, events, charge, rec, open } = await wallet.mount(true, later);
        const a = charge.charge_uuid;
        await (await open()).approve();
        await until(() =>
          events.some((e) => e.type === 'tucan-error' && e.detail.code === 'outcome_unknown'),
        );
        const b = await newCharge(5000);
        later.charge = b;
        el.setAttribute('charge-uuid', b);
        if (read === 'hang') {
          await until(() => rec.calls.some((c) => c.path.endsWith(`/charge/${b}/simulate-installment`)));
        } else {
          await until(() =>
            events.some((e) => e.type === 'tucan-unavailable' && e.detail.reason === 'amount_unknown'),
          );
        }
        await el.updateComplete;
        const view = page.elementLocator(el);
        await expect.element(view.getByRole('button', { name: 'Check payment' })).toBeVisible();
        const notice = page.elementLocator(el.shadowRoot?.querySelector('[part="notice"]') as HTMLElement);
        await expect.element(notice).toBeVisible();
        expect(notice.element().textContent).toContain(
          'We could not confirm whether the payment went through.',
        );
        await view.getByRole('button', { name: 'Check payment' }).click();
        await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);

        const pays = rec.pays();
        expect(pays.map((c) => chargeOf(c.path))).toEqual([a, a]);
        expect(new Set(pays.map((c) => c.key)).size).toBe(1);
        expect((await commands.chargeHistory(a)).filter((h) => h.to === 'paid')).toHaveLength(1);
        expect(await statusInSandbox(b)).toBe('issued');
        expect(events.filter((e) => e.type === 'tucan-complete').map((e) => e.detail.chargeUuid)).toEqual([
          a,
        ]);
        await until(() => resultAmount(el) !== undefined);
        expect(resultAmount(el)).toBe('Amount: R$100.00');
        await expect.element(resultTitle(el)).toBeVisible();
      });
    }

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
