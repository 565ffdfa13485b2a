/** How a test mounts a `<tucan-checkout>`, and what it reads of it as a shopper sees it. */
import { afterEach, inject } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { type ChargeMountOptions, CURRENCIES, mountForCharge, until } from '../../test/support/index.ts';
import {
  type AppleFake,
  type AppleFakeOptions,
  fakeGooglePay,
  type GoogleFakeOptions,
  installApplePay,
} from '../../test/wallet-fakes.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import type { CardMode } from '../card/card.modes.testing.ts';
import { fillCard, payButton, settled } from '../card/card.testing.ts';
import { fillFrameCard, framePay, frameReady } from '../frame/card-frame.testing.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import { mount, type TucanMountOptions } from './mount.ts';

/**
 * Creates a charge in the sandbox and mounts a drop-in for it (`mountForCharge`): a BR charge of 150.75 in English
 * unless `options` say otherwise, reaching the sandbox through `base-url`, its events recorded from before it is
 * connected. `attrs` names the methods it offers, and `isolation` for its card.
 */
export function mountCheckout(options: ChargeMountOptions<TucanCheckoutElement> = {}) {
  return mountForCharge<TucanCheckoutElement>('tucan-checkout', options);
}

/**
 * Creates a charge of `value` and mounts a drop-in for it with `Tucan.mount` into a new `<div>` on the page: a BR
 * charge in BRL unless `options.country` names another seeded wallet (in its currency), in English, reaching the
 * sandbox through `baseUrl`, with `options` on top.
 */
export async function mountByCode(value: number, options: Partial<TucanMountOptions>) {
  const country = options.country ?? 'BR';
  const charge = await commands.createCharge({ country, value });
  const target = document.createElement('div');
  document.body.append(target);
  const handle = mount(target, {
    chargeUuid: charge.charge_uuid,
    amount: value,
    currency: CURRENCIES[country] ?? '',
    country,
    baseUrl: inject('sandboxUrl'),
    lang: 'en',
    ...options,
  });
  return { charge, target, handle };
}

/**
 * The wallets of the device a test runs on: `apple()` installs the Apple Pay fake, `google()` loads the Google Pay
 * fake's pay.js (an account that can pay, unless `ready: false`). Whatever a test installed is gone after it.
 */
export function deviceWallets() {
  let apple: AppleFake | undefined;
  afterEach(() => {
    apple?.uninstall();
    apple = undefined;
    delete (globalThis as { google?: unknown }).google;
  });
  return {
    apple(options?: AppleFakeOptions): AppleFake {
      apple = installApplePay(options);
      return apple;
    },
    async google(options?: GoogleFakeOptions) {
      const google = fakeGooglePay(options);
      (globalThis as { google?: unknown }).google = { payments: { api: await google.loader({}) } };
      return google;
    },
  };
}

export const root = (el: TucanCheckoutElement) => el.shadowRoot as ShadowRoot;
/** The methods a shopper can still pick: radios on screen. */
export const offered = (el: TucanCheckoutElement) =>
  [...root(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')]
    .filter((r) => r.checkVisibility())
    .map((r) => r.value);
/** The radio of a method (`card`, `pix`, …). */
export const radio = (el: TucanCheckoutElement, id: string) =>
  root(el).querySelector<HTMLInputElement>(`input[type="radio"][value="${id}"]`) as HTMLInputElement;
/** The checkout's own result once its charge ended. */
export const ended = (el: TucanCheckoutElement) => root(el).querySelector<HTMLElement>('.ended');
/** What the checkout's live region says. */
export const said = (el: TucanCheckoutElement) =>
  root(el).querySelector('[role="status"]')?.textContent?.trim() ?? '';

/** The status screen the checkout's result shows, once it has rendered: its status and its title. */
export async function endedStatus(el: TucanCheckoutElement, timeout?: number) {
  const screen = () => ended(el)?.querySelector('tucan-status');
  await until(() => screen()?.shadowRoot?.querySelector('[part="title"]') != null, timeout);
  return {
    status: screen()?.getAttribute('status'),
    title: screen()?.shadowRoot?.querySelector('[part="title"]')?.textContent?.trim(),
  };
}

/** The drop-in's card, once it is there (and in `mode` "frame", once its frame is ready). */
export async function cardIn(el: TucanCheckoutElement, mode: CardMode): Promise<TucanCardElement> {
  const card = () => root(el).querySelector('tucan-card') as TucanCardElement | null;
  await until(() => !!card() && (mode === 'frame' ? frameReady(card() as TucanCardElement) : true), 20_000);
  return card() as TucanCardElement;
}

/** The shopper fills the drop-in's card (in `mode`) with the card `number` and presses Pay. */
export async function payByCard(card: TucanCardElement, mode: CardMode, number: string): Promise<void> {
  if (mode === 'frame') {
    await fillFrameCard({ number });
    await framePay();
  } else {
    await settled(card);
    await fillCard(card, { number });
    await userEvent.click(payButton(card));
  }
}

/** A new BR charge of 150.75 in the sandbox, as the merchant's backend creates it. */
export const newCharge = () =>
  commands.createCharge({ country: 'BR', value: 150.75, reference_external_id: crypto.randomUUID() });

/**
 * A drop-in (not yet on the page) reopened on `chargeUuid` against the sandbox: BRL 150.75, pix, boleto and the card
 * first (in `mode`), in English, asking `statusUrl` for the charge's status.
 */
export function reopenedCheckout(
  chargeUuid: string,
  mode: CardMode,
  statusUrl: string,
): TucanCheckoutElement {
  return checkoutWith({
    'charge-uuid': chargeUuid,
    amount: '150.75',
    currency: 'BRL',
    country: 'BR',
    methods: 'pix boleto credit_card',
    order: 'card',
    isolation: mode,
    'base-url': inject('sandboxUrl'),
    'status-url': statusUrl,
    lang: 'en',
  });
}

/** A drop-in (not yet on the page) for a Mexican charge of MXN 899 offering OXXO alone, in es-MX, against the sandbox. */
export function oxxoCheckout(chargeUuid: string): TucanCheckoutElement {
  return checkoutWith({
    'charge-uuid': chargeUuid,
    amount: '899',
    currency: 'MXN',
    country: 'MX',
    methods: 'oxxo',
    'base-url': inject('sandboxUrl'),
    lang: 'es-MX',
  });
}

/** A drop-in (not yet on the page) with these attributes. */
function checkoutWith(attrs: Record<string, string>): TucanCheckoutElement {
  const el = document.createElement('tucan-checkout') as TucanCheckoutElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}
