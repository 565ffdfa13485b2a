/**
 * The network cuts out while Google Pay's token is being paid: the element says it could not confirm whether the
 * payment went through and offers "Check payment". When the browser is back online it checks by itself, as that
 * button does: the attempt already made, asked again under the same Idempotency-Key, never a new sheet and never a
 * second charge; "Checking…" and the result said, the focus left where the shopper has it.
 */

import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import { recordSaid } from '../../test/support/said.ts';
import { fakeGooglePay } from '../../test/wallet-fakes.ts';
import { mountWallet } from '../wallets/wallet.testing.ts';
import './google-pay.ts';
import type { TucanGooglePayElement } from './google-pay.element.ts';

afterEach(async () => {
  await commands.losePayAnswers(false);
  document.body.replaceChildren();
});

describe('tucan-google-pay: back online after a lost answer', () => {
  it('checks the payment by itself with the same key and no new sheet, shows and announces the result, one charge paid', async () => {
    const google = fakeGooglePay();
    const { el, events, charge } = await mountWallet<TucanGooglePayElement>('tucan-google-pay', {
      props: { loader: google.loader },
    });
    const { said, stop } = recordSaid(el);
    await commands.recordRequests(inject('sandboxUrl'));
    await commands.losePayAnswers(true);
    await until(() => el.shadowRoot?.querySelector('.gpay button') != null);
    const next = google.nextSheet();
    await userEvent.click(el.shadowRoot?.querySelector('.gpay button') as HTMLButtonElement);
    (await next).choose('4111111111111111');
    await until(() => events.some((e) => e.type === 'tucan-error'), 30_000);
    expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
      'outcome_unknown',
    ]);
    await expect.element(page.getByRole('button', { name: 'Check payment' })).toBeVisible();
    // The service took the payment; the page never heard.
    expect((await commands.chargeHistory(charge.charge_uuid)).filter((h) => h.to === 'paid')).toHaveLength(1);
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

    expect(google.sheets).toHaveLength(1);
    const pays = (await commands.recordedRequests()).filter(
      (r) => r.method === 'POST' && r.path.endsWith(`/charge/${charge.charge_uuid}/pay`),
    );
    expect(pays.length).toBeGreaterThanOrEqual(2);
    expect(new Set(pays.map((r) => r.key)).size).toBe(1);
    expect((await commands.chargeHistory(charge.charge_uuid)).filter((h) => h.to === 'paid')).toHaveLength(1);
  });
});
