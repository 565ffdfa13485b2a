import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { statusInSandbox, until, watchConsole } from '../../test/support/index.ts';
import { type AppleFake, applePayToken, installApplePay } from '../../test/wallet-fakes.ts';
import { mountWallet, resultTitle } from '../wallets/wallet.testing.ts';
import './apple-pay.ts';
import type { TucanApplePayElement } from './apple-pay.element.ts';

let apple: AppleFake | undefined;

afterEach(() => {
  apple?.uninstall();
  apple = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const mount = (options: Parameters<typeof mountWallet>[1] = {}) =>
  mountWallet<TucanApplePayElement>('tucan-apple-pay', options);
const buttonOf = (el: HTMLElement) =>
  el.shadowRoot?.querySelector<HTMLButtonElement>('button.apple-pay') ?? null;

/** The shopper clicks the button and Apple's sheet shows after merchant validation. */
async function openSheet(el: HTMLElement) {
  const button = buttonOf(el);
  if (!button) throw new Error('no Apple Pay button');
  await userEvent.click(button);
  const session = apple?.last;
  if (!session) throw new Error('no ApplePaySession was created');
  expect(await session.settled).toBe('shown');
  return session;
}

describe('tucan-apple-pay: shown only where Apple Pay can pay this charge', () => {
  it('stays hidden, silent, and fires tucan-unavailable in a browser without Apple Pay', async () => {
    const logs = watchConsole();
    const { el, events, rec } = await mount();
    expect(el.available).toBe(false);
    expect(getComputedStyle(el).display).toBe('none');
    expect(el.shadowRoot?.querySelector('button')).toBeNull();
    expect(events).toEqual([
      { type: 'tucan-unavailable', detail: { method: 'applepay', reason: 'unsupported' } },
    ]);
    expect(rec.calls).toEqual([]);
    for (const log of logs) expect(log).not.toHaveBeenCalled();
    expect(await axeViolations(el)).toEqual([]);
  });

  it('stays hidden where the device cannot make payments', async () => {
    apple = installApplePay({ canMakePayments: false });
    const { el, events } = await mount();
    expect(el.available).toBe(false);
    expect(events.at(-1)?.detail).toEqual({ method: 'applepay', reason: 'unsupported' });
  });

  it('stays hidden outside Brazil and Mexico', async () => {
    apple = installApplePay();
    const { el, events } = await mount({ country: 'AR' });
    expect(el.available).toBe(false);
    expect(events.at(-1)?.detail).toEqual({ method: 'applepay', reason: 'country' });
  });

  it("follows the wallet's allowed_methods: hidden without applepay, shown once it is allowed", async () => {
    apple = installApplePay();
    const logs = watchConsole();
    const { el, events } = await mount({ attrs: { methods: 'credit_card googlepay' } });
    expect(el.available).toBe(false);
    expect(events).toEqual([
      { type: 'tucan-unavailable', detail: { method: 'applepay', reason: 'method_not_allowed' } },
    ]);
    el.methods = 'credit_card applepay';
    // Shown once the service has stated the charge's value.
    await until(() => el.available);
    expect(el.hasAttribute('available')).toBe(true);
    expect(getComputedStyle(el).display).not.toBe('none');
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it('waits quietly for charge attributes set after it is on the page, then shows', async () => {
    apple = installApplePay();
    const logs = watchConsole();
    const el = document.createElement('tucan-apple-pay');
    const events: string[] = [];
    for (const type of ['tucan-unavailable', 'tucan-error'])
      el.addEventListener(type, () => events.push(type));
    el.setAttribute('country', 'BR');
    el.setAttribute('base-url', inject('sandboxUrl'));
    document.body.append(el);
    await el.updateComplete;
    expect(el.available).toBe(false);
    const { charge_uuid } = await commands.createCharge({ country: 'BR', value: 99.9 });
    Object.assign(el, { chargeUuid: charge_uuid, amount: 99.9, currency: 'BRL' });
    // Shown once the service has stated the charge's value (what its sheet will ask to approve).
    await until(() => el.available);
    expect(events).toEqual([]);
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it('reports an amount that is not a positive number once, as a developer error, and hides', async () => {
    apple = installApplePay();
    const { el, events } = await mount({ attrs: { amount: 'abc' } });
    expect(el.available).toBe(false);
    expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
      'developer_error',
    ]);
    expect(events).toContainEqual({
      type: 'tucan-unavailable',
      detail: { method: 'applepay', reason: 'config' },
    });
  });

  it("shows Apple's button with its label in the page's language, axe-clean", async () => {
    apple = installApplePay();
    const { el, events } = await mount({ attrs: { lang: 'pt-BR' } });
    expect(el.available).toBe(true);
    expect(events).toEqual([]);
    await expect.element(page.getByRole('button', { name: 'Comprar com Apple Pay' })).toBeVisible();
    expect(buttonOf(el)?.lang).toBe('pt-BR');
    expect(await axeViolations(el)).toEqual([]);
  });
});

describe('tucan-apple-pay: the session', () => {
  it('creates the session in the click at v5 with Elo, with the total, label and supports3DS', async () => {
    apple = installApplePay();
    const { el } = await mount();
    await openSheet(el);
    expect(apple.sessions).toHaveLength(1);
    expect(apple.last?.version).toBe(5);
    expect(apple.last?.request).toEqual({
      countryCode: 'BR',
      currencyCode: 'BRL',
      total: { label: 'Loja Exemplo', amount: '150.75', type: 'final' },
      supportedNetworks: ['visa', 'masterCard', 'amex', 'elo'],
      merchantCapabilities: ['supports3DS'],
    });
  });

  it('uses the lowest version the networks need: v3 without Elo (Mexico), and never Elo on a v4 Safari', async () => {
    apple = installApplePay({ maxVersion: 4 });
    const { el } = await mount({ country: 'MX', value: 420 });
    await openSheet(el);
    expect(apple.last?.version).toBe(3);
    expect(apple.last?.request.supportedNetworks).toEqual(['visa', 'masterCard', 'amex']);
    expect(apple.last?.request.total).toEqual({ label: 'Loja Exemplo', amount: '420.00', type: 'final' });
  });

  it('asks the sandbox for the merchant session with the validation URL and domain, and completes validation with it', async () => {
    // Safari names the China gateway: a session fetched ahead for the global one is not for it.
    const validationURL = 'https://cn-apple-pay-gateway.apple.com/paymentservices/paymentSession';
    apple = installApplePay({ validationURL });
    const { el, rec, charge } = await mount();
    const session = await openSheet(el);
    const request = rec.sessions().at(-1);
    expect(request?.path).toBe(`/api/v1/bank/public/charge/applepay/${charge.charge_uuid}/session`);
    expect(request?.body).toEqual({ validationURL, domain: location.hostname });
    expect(request?.answer?.merchantSessionIdentifier).toMatch(/^SSH/);
    expect(session.merchantSession).toEqual(request?.answer);
    expect(await axeViolations(el)).toEqual([]);
  });

  it('fetches a session ahead of the click on focus and uses it while valid', async () => {
    apple = installApplePay();
    const { el, rec } = await mount();
    buttonOf(el)?.focus();
    await until(() => rec.sessions()[0]?.answer !== undefined);
    // Ahead of Safari's event, with Apple's static gateway host (Apple's onvalidatemerchant reference).
    expect(rec.sessions()[0]?.body).toEqual({
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession',
      domain: location.hostname,
    });
    const session = await openSheet(el);
    expect(rec.sessions()).toHaveLength(1);
    expect(session.merchantSession).toEqual(rec.sessions()[0]?.answer);
  });

  it('honours expiresAt: a session fetched ahead that has expired is fetched again, never handed to Apple', async () => {
    apple = installApplePay();
    // The service's session lives 40 s here (expiresAt − epochTimestamp); tucan keeps a 15 s margin.
    const { el, rec } = await mount({
      alter: (path, answer) =>
        path.endsWith('/session') ? { ...answer, expiresAt: Number(answer.epochTimestamp) + 40_000 } : answer,
    });
    buttonOf(el)?.focus();
    await until(() => rec.sessions()[0]?.answer !== undefined);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30_000);
    const session = await openSheet(el);
    expect(rec.sessions()).toHaveLength(2);
    expect(session.merchantSession).toEqual(rec.sessions()[1]?.answer);
    expect(session.merchantSession).not.toEqual(rec.sessions()[0]?.answer);
  });

  it("holds a session at most Apple's 5 minutes, whatever its expiresAt says", async () => {
    apple = installApplePay();
    const { el, rec } = await mount();
    buttonOf(el)?.focus();
    await until(() => rec.sessions()[0]?.answer !== undefined);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    const session = await openSheet(el);
    expect(rec.sessions()).toHaveLength(2);
    expect(session.merchantSession).toEqual(rec.sessions()[1]?.answer);
  });

  it('reports a session the service refuses for this page as a developer error, once, and hides', async () => {
    apple = installApplePay();
    // The page says Brazil, but the charge belongs to the Argentine wallet: the service refuses the session.
    const { el, events } = await mount({ country: 'AR', attrs: { country: 'BR', currency: 'BRL' } });
    await userEvent.click(buttonOf(el) as HTMLButtonElement);
    await until(() => apple?.last?.state === 'aborted');
    await until(() => !el.available);
    // (The page's BRL is not the charge's ARS: that is `amount_mismatch`, told before the click.)
    const errors = events.filter((e) => e.type === 'tucan-error' && e.detail.code !== 'amount_mismatch');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail).toMatchObject({ code: 'developer_error' });
    expect(String(errors[0]?.detail.reason)).toContain('merchant session refused');
    expect(events).toContainEqual({
      type: 'tucan-unavailable',
      detail: { method: 'applepay', reason: 'config' },
    });
  });
});

describe('tucan-apple-pay: paying with the token', () => {
  it('pays with type_charge applepay and the token, completes the sheet with success and shows the result', async () => {
    apple = installApplePay();
    const { el, rec, events, charge } = await mount();
    const session = await openSheet(el);
    const token = applePayToken('4111111111111111', 'Visa');
    await session.authorize(token);
    expect(await session.completion).toEqual({ status: 0 });
    const [pay] = rec.pays();
    expect(pay?.body).toMatchObject({ type_charge: 'applepay', applepay_token: token, threeDSCompInd: 'U' });
    expect(pay?.key).toEqual(expect.any(String));
    await until(() => el.payment.done);
    expect(events.at(-1)).toMatchObject({
      type: 'tucan-complete',
      detail: { chargeUuid: charge.charge_uuid },
    });
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    await expect.element(resultTitle(el)).toBeVisible();
    expect(el.shadowRoot?.querySelector('button.apple-pay')).toBeNull();
    expect(await axeViolations(el)).toEqual([]);
  });

  it('completes the sheet with failure on a decline and keeps the button for another try', async () => {
    apple = installApplePay();
    const { el, rec, events, charge } = await mount();
    const session = await openSheet(el);
    await session.authorize(applePayToken('4000000000000002', 'Visa'));
    expect(await session.completion).toEqual({ status: 1 });
    expect(rec.pays()).toHaveLength(1);
    await until(() => el.payment.alert !== '');
    expect(events.find((e) => e.type === 'tucan-error')?.detail).toMatchObject({ code: 'CARD_DECLINED' });
    expect(await statusInSandbox(charge.charge_uuid)).toBe('error');
    const alert = el.shadowRoot?.querySelector('[part="alert"]') as HTMLElement;
    await expect.element(page.elementLocator(alert)).toHaveTextContent('The card was declined.');
    expect(buttonOf(el)).not.toBeNull();
    expect(await axeViolations(el)).toEqual([]);
  });

  it("hands the sheet back with success as soon as the service asks for a step at the bank, and shows the bank app's wait on the page", async () => {
    apple = installApplePay();
    // The service answers the pay with a decoupled 3DS step (approve in the bank app) instead of a final status.
    const { el } = await mount({
      alter: (path, answer) =>
        path.endsWith('/pay')
          ? { ...answer, status: 'pending', authentication_uuid: 'auth-apple', decoupled: true }
          : answer,
    });
    const session = await openSheet(el);
    await session.authorize(applePayToken('4111111111111111', 'Visa'));
    expect(await session.completion).toEqual({ status: 0 });
    const notice = el.shadowRoot?.querySelector('[part="notice"]') as HTMLElement;
    await expect
      .element(page.elementLocator(notice))
      .toHaveTextContent('Approve this payment in your bank app. This page will update by itself.');
    expect(el.payment.done).toBe(false);
  });

  it('closing the sheet is quiet: no pay request, no error, and the button works again', async () => {
    apple = installApplePay();
    const logs = watchConsole();
    const { el, rec, events } = await mount();
    const session = await openSheet(el);
    session.cancel();
    await until(() => !el.sheetOpen);
    expect(rec.pays()).toEqual([]);
    expect(events).toEqual([]);
    expect(el.payment.alert).toBe('');
    for (const log of logs) expect(log).not.toHaveBeenCalled();
    expect(await axeViolations(el)).toEqual([]);
    const again = await openSheet(el);
    expect(again).not.toBe(session);
    expect(apple.sessions).toHaveLength(2);
  });

  it('never opens a second sheet while one is open', async () => {
    apple = installApplePay();
    const { el } = await mount();
    await openSheet(el);
    await userEvent.click(buttonOf(el) as HTMLButtonElement, { force: true });
    expect(apple.sessions).toHaveLength(1);
    expect(buttonOf(el)?.getAttribute('aria-disabled')).toBe('true');
  });
});
