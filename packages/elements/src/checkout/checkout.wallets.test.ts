import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { until } from '../../test/support/index.ts';
import { type AppleFake, applePayToken, fakeGooglePay, installApplePay } from '../../test/wallet-fakes.ts';
import { cardShows } from './checkout.card-shape.testing.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import { mount, type TucanMountOptions, type TucanMountResult } from './checkout.ts';

/**
 * The wallet family paid through the checkout, in place of an e2e test (the QA console has no simulated wallet
 * yet): the device's wallet is the fake of `test/wallet-fakes.ts`, the payment goes to the real sandbox, and the
 * "merchant backend" (the test) reads the webhook and then the charge before trusting it.
 */
const baseUrl = inject('sandboxUrl');

let apple: AppleFake | undefined;
afterEach(() => {
  apple?.uninstall();
  apple = undefined;
  delete (globalThis as { google?: unknown }).google;
  document.body.replaceChildren();
});

async function mountFor(
  country: 'BR' | 'MX',
  methods: string[],
  value: number,
  options: Partial<TucanMountOptions> = {},
) {
  const charge = await commands.createCharge({
    country,
    value,
    reference_external_id: crypto.randomUUID(),
    // Deliveries go to a path that answers 404: the sandbox's log keeps each payload, which is what is checked.
    webhook_url: `${await commands.sandboxBaseUrl()}/sandbox/no-receiver`,
  });
  const target = document.createElement('div');
  document.body.append(target);
  const handle = mount(target, {
    chargeUuid: charge.charge_uuid,
    amount: value,
    currency: country === 'BR' ? 'BRL' : 'MXN',
    country,
    methods,
    merchantName: 'Loja Exemplo',
    baseUrl,
    lang: 'en',
    ...options,
  });
  return { charge, handle, el: handle.element };
}

const radio = (el: TucanCheckoutElement, id: string) =>
  el.shadowRoot?.querySelector<HTMLInputElement>(`input[type="radio"][value="${id}"]`);
const visible = (el: TucanCheckoutElement, id: string) =>
  radio(el, id)?.closest<HTMLElement>('.method')?.hidden === false;

/** What a merchant backend does: a webhook says paid, then the charge fetched by GET says so too. */
async function verifiedAfterWebhook(chargeUuid: string): Promise<string> {
  await expect
    .poll(async () => (await commands.webhookDeliveries(chargeUuid)).find((d) => d.status === 'paid'), {
      timeout: 10_000,
    })
    .toMatchObject({ charge_uuid: chargeUuid, status: 'paid' });
  return (await commands.getCharge(chargeUuid)).status;
}

describe('tucan-checkout: paying with a wallet', () => {
  it('Apple Pay in Brazil: chosen in the list, paid with the token, verified after the webhook', async () => {
    apple = installApplePay();
    const { el, charge, handle } = await mountFor('BR', ['credit_card', 'pix', 'applepay'], 150.75);
    await until(() => visible(el, 'applepay'));
    await userEvent.click(radio(el, 'applepay') as HTMLInputElement);
    const wallet = el.shadowRoot?.querySelector('tucan-apple-pay') as HTMLElement;
    const button = () => wallet.shadowRoot?.querySelector<HTMLButtonElement>('button.apple-pay');
    await until(() => button() != null);
    expect(await axeViolations(el)).toEqual([]);
    await userEvent.click(button() as HTMLButtonElement);
    const session = apple.last;
    expect(await session?.settled).toBe('shown');
    expect(session?.request.total).toEqual({ label: 'Loja Exemplo', amount: '150.75', type: 'final' });
    await session?.authorize(applePayToken('4111111111111111', 'Visa'));
    expect(await session?.completion).toEqual({ status: 0 });
    const result: TucanMountResult = await handle.result;
    expect(result).toMatchObject({ outcome: 'complete', chargeUuid: charge.charge_uuid, method: 'applepay' });
    expect(await verifiedAfterWebhook(charge.charge_uuid)).toBe(result.status);
    expect(await axeViolations(el)).toEqual([]);
  });

  it('Google Pay in Mexico: chosen in the list, paid from the sheet, verified after the webhook', async () => {
    const google = fakeGooglePay();
    (globalThis as { google?: unknown }).google = { payments: { api: await google.loader({}) } };
    const { el, charge, handle } = await mountFor('MX', ['credit_card', 'oxxo', 'googlepay'], 899);
    await until(() => visible(el, 'googlepay'));
    // With the keyboard: from the card (first, checked), ArrowUp wraps to the last method.
    radio(el, 'card')?.focus();
    await userEvent.keyboard('{ArrowUp}');
    await until(() => radio(el, 'googlepay')?.checked === true);
    const wallet = el.shadowRoot?.querySelector('tucan-google-pay') as HTMLElement;
    const button = () => wallet.shadowRoot?.querySelector<HTMLButtonElement>('.gpay button');
    await until(() => button() != null);
    const next = google.nextSheet();
    await userEvent.click(button() as HTMLButtonElement);
    (await next).choose('5555555555554444', 'CRYPTOGRAM_3DS');
    const result = await handle.result;
    expect(result).toMatchObject({
      outcome: 'complete',
      chargeUuid: charge.charge_uuid,
      method: 'googlepay',
    });
    expect(await verifiedAfterWebhook(charge.charge_uuid)).toBe(result.status);
    expect(await axeViolations(el)).toEqual([]);
  });

  it("gives the page's CSP nonce (csp-nonce) to its Google Pay element, which hands it to Google, and to no other method", async () => {
    apple = installApplePay();
    const google = fakeGooglePay();
    (globalThis as { google?: unknown }).google = { payments: { api: await google.loader({}) } };
    const nonce = 'r4nd0m-N0nce+of/this=';
    const { el, handle } = await mountFor('MX', ['credit_card', 'oxxo', 'googlepay', 'applepay'], 899, {
      cspNonce: nonce,
    });
    expect(el.getAttribute('csp-nonce')).toBe(nonce);
    expect(el.cspNonce).toBe(nonce);
    await until(() => visible(el, 'googlepay') && visible(el, 'applepay'));
    // Every method's element on screen: the card (chosen first), OXXO once opened, both wallets. OXXO's row is under
    // the card's, which grows when the card's installments come: the shopper picks OXXO once it stays put.
    await cardShows(el, '#installments');
    await userEvent.click(radio(el, 'oxxo') as HTMLInputElement);
    const tags = ['tucan-card', 'tucan-oxxo', 'tucan-apple-pay', 'tucan-google-pay'];
    await until(() => tags.every((tag) => el.shadowRoot?.querySelector(tag) != null));
    const nonceOf = (tag: string) => el.shadowRoot?.querySelector(tag)?.getAttribute('csp-nonce') ?? null;
    expect(Object.fromEntries(tags.map((tag) => [tag, nonceOf(tag)]))).toEqual({
      'tucan-card': null,
      'tucan-oxxo': null,
      'tucan-apple-pay': null,
      'tucan-google-pay': nonce,
    });
    // What Google is given (PaymentOptions.nonce): pay.js puts it on the styles it injects.
    await until(() => google.clients.length > 0);
    expect(google.clients.map((c) => c.options.nonce)).toEqual([nonce]);
    // A new nonce (the page's next response) reaches Google Pay alone too.
    handle.update({ cspNonce: 'second-nonce' });
    await el.updateComplete;
    expect(tags.map(nonceOf)).toEqual([null, null, null, 'second-nonce']);
  });
});
