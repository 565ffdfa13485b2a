import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { statusInSandbox, until, watchConsole } from '../../test/support/index.ts';
import { fakeGooglePay, type GoogleFake } from '../../test/wallet-fakes.ts';
import type { TucanChallengeElement } from '../threeds/challenge.element.ts';
import { mountWallet, resultTitle } from '../wallets/wallet.testing.ts';
import './google-pay.ts';
import type { TucanGooglePayElement } from './google-pay.element.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const mount = (google: GoogleFake, options: Parameters<typeof mountWallet>[1] = {}) =>
  mountWallet<TucanGooglePayElement>('tucan-google-pay', {
    ...options,
    props: { loader: google.loader, ...options.props },
  });

const gpayButton = (el: HTMLElement) =>
  el.shadowRoot?.querySelector<HTMLButtonElement>('.gpay button') ?? null;

/** Waits until Google's button is in place, then the shopper clicks it and the sheet opens. */
async function openSheet(el: HTMLElement, google: GoogleFake) {
  await until(() => gpayButton(el) !== null);
  const next = google.nextSheet();
  await userEvent.click(gpayButton(el) as HTMLButtonElement);
  return next;
}

describe('tucan-google-pay: shown only where Google Pay can pay this charge', () => {
  it("stays hidden without googlepay in the wallet's allowed_methods, and never loads pay.js", async () => {
    const google = fakeGooglePay();
    const logs = watchConsole();
    const { el, events } = await mount(google, { attrs: { methods: 'credit_card pix' } });
    expect(el.available).toBe(false);
    expect(getComputedStyle(el).display).toBe('none');
    expect(events).toEqual([
      { type: 'tucan-unavailable', detail: { method: 'googlepay', reason: 'method_not_allowed' } },
    ]);
    expect(google.loads).toBe(0);
    for (const log of logs) expect(log).not.toHaveBeenCalled();
    expect(await axeViolations(el)).toEqual([]);
  });

  it('stays hidden and silent when pay.js cannot load', async () => {
    const google = fakeGooglePay({ loadError: new Error('blocked by CSP') });
    const logs = watchConsole();
    const { el, events } = await mount(google);
    await until(() => events.length > 0);
    expect(el.available).toBe(false);
    expect(events).toEqual([
      { type: 'tucan-unavailable', detail: { method: 'googlepay', reason: 'load_failed' } },
    ]);
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it('stays hidden when Google says the shopper is not ready to pay', async () => {
    const google = fakeGooglePay({ ready: false });
    const { el, events } = await mount(google);
    await until(() => events.length > 0);
    expect(el.available).toBe(false);
    expect(events).toEqual([
      { type: 'tucan-unavailable', detail: { method: 'googlepay', reason: 'not_ready' } },
    ]);
    expect(google.clients[0]?.readyRequests[0]).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX', 'ELO'],
          },
        },
      ],
    });
  });

  it("shows Google's button from createButton in TEST, with type, colour and language, axe-clean", async () => {
    const google = fakeGooglePay();
    const { el, events } = await mount(google, {
      attrs: { lang: 'pt-BR', 'button-type': 'pay', theme: 'dark' },
    });
    await until(() => gpayButton(el) !== null);
    expect(el.available).toBe(true);
    expect(events).toEqual([]);
    expect(google.loads).toBe(1);
    expect(google.clients[0]?.options).toEqual({
      environment: 'TEST',
      merchantInfo: { merchantName: 'Loja Exemplo' },
    });
    const options = google.clients[0]?.buttons[0];
    expect(options).toMatchObject({
      buttonType: 'pay',
      buttonColor: 'white',
      buttonLocale: 'pt',
      buttonSizeMode: 'fill',
      buttonRadius: 8,
    });
    expect(options?.buttonRootNode).toBe(el.shadowRoot);
    await expect.element(page.getByRole('button', { name: 'Pagar com GPay' })).toBeVisible();
    expect(await axeViolations(el)).toEqual([]);
  });

  it('uses PRODUCTION with environment="production", with the Google merchant ID', async () => {
    const google = fakeGooglePay();
    const { el } = await mount(google, {
      attrs: { environment: 'production', 'merchant-id': 'BCR2DN4T7', 'gateway-merchant-id': 'loja-123' },
    });
    await until(() => el.available);
    expect(google.clients[0]?.options).toEqual({
      environment: 'PRODUCTION',
      merchantInfo: { merchantName: 'Loja Exemplo', merchantId: 'BCR2DN4T7' },
    });
  });

  it('reports a production set-up without a Google merchant ID once, as a developer error, and hides', async () => {
    const google = fakeGooglePay();
    const logs = watchConsole();
    const { el, events } = await mount(google, { attrs: { environment: 'production' } });
    expect(el.available).toBe(false);
    const errors = events.filter((e) => e.type === 'tucan-error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail).toMatchObject({
      code: 'developer_error',
      reason: 'merchant-id is required in production',
    });
    expect(events).toContainEqual({
      type: 'tucan-unavailable',
      detail: { method: 'googlepay', reason: 'config' },
    });
    el.amount = 151;
    await el.updateComplete;
    expect(events.filter((e) => e.type === 'tucan-error')).toHaveLength(1);
    expect(google.loads).toBe(0);
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it("reports Google's DEVELOPER_ERROR from isReadyToPay once and hides", async () => {
    const google = fakeGooglePay({
      readyError: { statusCode: 'DEVELOPER_ERROR', statusMessage: 'Unknown origin' },
    });
    const { el, events } = await mount(google);
    await until(() => events.some((e) => e.type === 'tucan-error'));
    expect(el.available).toBe(false);
    expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.reason)).toEqual([
      'isReadyToPay: DEVELOPER_ERROR: Unknown origin',
    ]);
  });
});

describe('tucan-google-pay: the PaymentDataRequest', () => {
  it('asks for Elo in Brazil, both auth methods, the gateway parameters and the charge total, no billing address', async () => {
    const google = fakeGooglePay();
    const { el } = await mount(google, { attrs: { gateway: 'tucan', 'gateway-merchant-id': 'loja-123' } });
    const sheet = await openSheet(el, google);
    expect(sheet.request).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX', 'ELO'],
          },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'tucan', gatewayMerchantId: 'loja-123' },
          },
        },
      ],
      merchantInfo: { merchantName: 'Loja Exemplo' },
      transactionInfo: {
        totalPriceStatus: 'FINAL',
        totalPrice: '150.75',
        currencyCode: 'BRL',
        countryCode: 'BR',
      },
    });
    expect(google.prefetched).toHaveLength(1);
  });

  it('leaves Elo out outside Brazil, and asks for the billing address only when told to', async () => {
    const google = fakeGooglePay();
    const { el } = await mount(google, { country: 'MX', value: 420, attrs: { 'billing-address': '' } });
    const sheet = await openSheet(el, google);
    expect(sheet.request.allowedPaymentMethods[0]?.parameters).toEqual({
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'],
      billingAddressRequired: true,
      billingAddressParameters: { format: 'MIN' },
    });
    expect(sheet.request.transactionInfo).toEqual({
      totalPriceStatus: 'FINAL',
      totalPrice: '420.00',
      currencyCode: 'MXN',
      countryCode: 'MX',
    });
  });
});

describe('tucan-google-pay: paying with the token', () => {
  it('pays with type_charge googlepay and the token and shows the result', async () => {
    const google = fakeGooglePay();
    const { el, rec, events, charge } = await mount(google);
    const sheet = await openSheet(el, google);
    sheet.choose('4111111111111111', 'CRYPTOGRAM_3DS');
    await until(() => el.payment.done);
    const [pay] = rec.pays();
    expect(pay?.body).toMatchObject({ type_charge: 'googlepay', threeDSCompInd: 'U' });
    const token = JSON.parse(String(pay?.body?.googlepay_token));
    expect(token.protocolVersion).toBe('ECv2');
    expect(JSON.parse(token.signedMessage).paymentMethodDetails).toMatchObject({
      authMethod: 'CRYPTOGRAM_3DS',
      pan: '4111111111111111',
    });
    expect(events.at(-1)).toMatchObject({
      type: 'tucan-complete',
      detail: { chargeUuid: charge.charge_uuid },
    });
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    await expect.element(resultTitle(el)).toBeVisible();
    expect(await axeViolations(el)).toEqual([]);
  });

  it('after a 410 (this version of the service is gone) takes its button away and focuses the titled alert that says why', async () => {
    const google = fakeGooglePay();
    const { el, rec } = await mount(google);
    await commands.answerNextPay(410, 'VERSION_GONE');
    (await openSheet(el, google)).choose('4111111111111111');
    await until(() => el.payment.alert !== '');
    const alert = el.shadowRoot?.querySelector('[part="alert"]') as HTMLElement;
    expect(alert.querySelector('.alert-title')?.textContent).toBe('Payment not completed');
    expect(alert.textContent).toContain('no longer available. Please tell the store.');
    await until(() => el.shadowRoot?.activeElement === alert);
    expect(gpayButton(el)).toBeNull();
    expect(rec.pays()).toHaveLength(1);
    expect(await axeViolations(el)).toEqual([]);
  });

  it('shows a decline under the button and pays again with a new Idempotency-Key', async () => {
    const google = fakeGooglePay();
    const { el, rec, events, charge } = await mount(google);
    (await openSheet(el, google)).choose('4000000000000002');
    await until(() => el.payment.alert !== '');
    expect(events.find((e) => e.type === 'tucan-error')?.detail).toMatchObject({ code: 'CARD_DECLINED' });
    expect(await statusInSandbox(charge.charge_uuid)).toBe('error');
    const alert = el.shadowRoot?.querySelector('[part="alert"]') as HTMLElement;
    await expect.element(page.elementLocator(alert)).toHaveTextContent('The card was declined.');
    // Titled as the card's decline is.
    expect(alert.querySelector('.alert-title')?.textContent).toBe('Payment declined');
    expect(await axeViolations(el)).toEqual([]);
    (await openSheet(el, google)).choose('5555555555554444');
    await until(() => el.payment.done);
    const [first, second] = rec.pays();
    expect(second?.key).not.toBe(first?.key);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });

  it('after a lost answer offers "Check payment", which resends the same attempt and never opens a new sheet', async () => {
    const google = fakeGooglePay();
    let lost = 0;
    const { el, rec, events, charge } = await mount(google, {
      lose: (path) => path.endsWith('/pay') && lost++ === 0,
    });
    (await openSheet(el, google)).choose('4111111111111111');
    await until(() => el.payment.notice !== '');
    expect(events.at(-1)?.detail).toMatchObject({ code: 'outcome_unknown' });
    expect(gpayButton(el)).toBeNull();
    const check = page.getByRole('button', { name: 'Check payment' });
    await expect.element(check).toBeVisible();
    expect(await axeViolations(el)).toEqual([]);
    await userEvent.click(check);
    await until(() => el.payment.done);
    const [first, second] = rec.pays();
    expect(second?.key).toBe(first?.key);
    expect(second?.body).toEqual(first?.body);
    expect(google.sheets).toHaveLength(1);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });

  it('closing the sheet (CANCELED) is quiet: no pay request, no error, no console', async () => {
    const google = fakeGooglePay();
    const logs = watchConsole();
    const { el, rec, events } = await mount(google);
    (await openSheet(el, google)).cancel();
    await until(() => !el.sheetOpen);
    expect(rec.pays()).toEqual([]);
    expect(events).toEqual([]);
    expect(el.payment.alert).toBe('');
    for (const log of logs) expect(log).not.toHaveBeenCalled();
    expect(await axeViolations(el)).toEqual([]);
  });

  it("reports the wallet's DEVELOPER_ERROR once through tucan-error, never on the console, and hides", async () => {
    const google = fakeGooglePay();
    const logs = watchConsole();
    const { el, rec, events } = await mount(google);
    (await openSheet(el, google)).fail('DEVELOPER_ERROR', 'This merchant is not enabled for Google Pay');
    await until(() => !el.available);
    const errors = events.filter((e) => e.type === 'tucan-error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.detail).toMatchObject({
      code: 'developer_error',
      reason: 'loadPaymentData: DEVELOPER_ERROR: This merchant is not enabled for Google Pay',
    });
    expect(rec.pays()).toEqual([]);
    for (const log of logs) expect(log).not.toHaveBeenCalled();
  });

  it("shows a shopper's wallet failure (BUYER_ACCOUNT_ERROR) as a retryable alert", async () => {
    const google = fakeGooglePay();
    const { el, events } = await mount(google);
    (await openSheet(el, google)).fail('BUYER_ACCOUNT_ERROR');
    await until(() => el.payment.alert !== '');
    expect(el.available).toBe(true);
    expect(events.at(-1)?.detail).toMatchObject({ code: 'wallet_error' });
    const alert = el.shadowRoot?.querySelector('[part="alert"]') as HTMLElement;
    await expect
      .element(page.elementLocator(alert))
      .toHaveTextContent('Google Pay could not start. Try again or choose another payment method.');
    expect(await axeViolations(el)).toEqual([]);
  });
});

describe('tucan-google-pay: 3-D Secure for a PAN_ONLY card', () => {
  const challengeOf = (el: HTMLElement) =>
    el.shadowRoot?.querySelector('tucan-3ds-challenge') as TucanChallengeElement;
  const frameOf = (el: HTMLElement) =>
    challengeOf(el).shadowRoot?.querySelector('iframe') as HTMLIFrameElement | null;

  it("runs the card's challenge dialog when the service asks for it, then pays", async () => {
    const google = fakeGooglePay();
    const { el, rec, events, charge } = await mount(google);
    (await openSheet(el, google)).choose('4000000000003220', 'PAN_ONLY');
    await until(
      () => challengeOf(el)?.shadowRoot?.querySelector('dialog')?.open === true && frameOf(el) !== null,
    );
    expect(events.map((e) => e.detail.status)).toContain('pending');
    const size = (rec.pays()[0]?.body?.browser as { challengeWindowSize?: string } | undefined)
      ?.challengeWindowSize;
    expect(frameOf(el)?.closest(`.size-${size}`)).not.toBeNull();
    expect(await axeViolations(el)).toEqual([]);
    const frame = page.frameLocator(page.elementLocator(frameOf(el) as HTMLIFrameElement));
    await frame.getByLabelText('One-time password').fill('123456');
    await userEvent.keyboard('{Enter}');
    await until(() => el.payment.done);
    expect(rec.calls.find((c) => c.path.endsWith('/validate'))?.body?.cres).toEqual(expect.any(String));
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    expect(events.at(-1)?.type).toBe('tucan-complete');
  });

  it('shows a failed bank verification under the button and keeps Google Pay for another try', async () => {
    const google = fakeGooglePay();
    const { el, events, charge } = await mount(google);
    (await openSheet(el, google)).choose('4000008400001629', 'PAN_ONLY');
    await until(
      () => frameOf(el) !== null && challengeOf(el)?.shadowRoot?.querySelector('dialog')?.open === true,
    );
    const frame = page.frameLocator(page.elementLocator(frameOf(el) as HTMLIFrameElement));
    await frame.getByLabelText('One-time password').fill('123456');
    await userEvent.keyboard('{Enter}');
    await until(() => el.payment.alert !== '');
    expect(events.find((e) => e.type === 'tucan-error')?.detail).toMatchObject({
      code: 'AUTHENTICATION_FAILED',
    });
    expect(await statusInSandbox(charge.charge_uuid)).toBe('error');
    const alert = el.shadowRoot?.querySelector('[part="alert"]') as HTMLElement;
    await expect
      .element(page.elementLocator(alert))
      .toHaveTextContent('Your bank did not confirm the payment.');
    await until(() => gpayButton(el) !== null);
    expect(await axeViolations(el)).toEqual([]);
  });
});
