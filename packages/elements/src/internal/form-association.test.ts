/**
 * One form-association suite, run for every form-associated element (`static formAssociated = true`): the card in
 * both modes, each code element and both wallets. Each row says how the shopper pays with that element and, where
 * the element has them, what a form reset empties and which controls a disabled fieldset turns off. The checkout
 * and the status screen are not form-associated.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { mountForCharge, type PaymentElementLike, recordingClient, until } from '../../test/support/index.ts';
import { type AppleFake, applePayToken, fakeGooglePay, installApplePay } from '../../test/wallet-fakes.ts';
import '../apple-pay/apple-pay.ts';
import '../boleto/boleto.ts';
import { fillCard, formOf, payButton } from '../card/card.testing.ts';
import '../card/card.ts';
import { fillFrameCard, framePay, frameReady } from '../frame/card-frame.testing.ts';
import '../google-pay/google-pay.ts';
import '../oxxo/oxxo.ts';
import '../pfc/pfc.ts';
import '../pix/pix.ts';
import '../qra/qra.ts';
import '../spei/spei.ts';

let apple: AppleFake | undefined;

afterEach(() => {
  apple?.uninstall();
  apple = undefined;
  document.body.replaceChildren();
});

type El = PaymentElementLike & { payment: { done: boolean }; available?: boolean };

/** The controls a shopper can use, and those a disabled form turns off (Pay stays focusable: `aria-disabled`). */
const ON = 'input:enabled, select:enabled, button[type="submit"]:not([aria-disabled="true"])';
const OFF = 'input:disabled, select:disabled, button[type="submit"][aria-disabled="true"]';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const input = (el: Element, id: string) =>
  root(el).querySelector<HTMLInputElement>(`#${id}`) as HTMLInputElement;

/** Types into a field of the element's own shadow root with the real keyboard. */
async function typeInto(el: Element, id: string, text: string) {
  input(el, id).focus();
  await userEvent.keyboard(text);
}

/** A code element reads the charge's status as the merchant's backend does (the sandbox's own record). */
const readsStatusFromSandbox = (el: El) => {
  (el as El & { getStatus: (uuid: string) => Promise<string> }).getStatus = async (uuid) =>
    (await commands.getCharge(uuid)).status;
};

/** The code is issued (after the payer step, if any), then paid at the sandbox; the element hears it. */
async function payCode(el: El, charge: string, payerStep: boolean) {
  if (payerStep) {
    await typeInto(el, 'name', 'Ana Souza');
    await typeInto(el, 'document', '52998224725');
    await userEvent.click(root(el).querySelector('button[type="submit"]') as HTMLButtonElement);
  }
  await until(() => root(el).querySelector('.voucher') !== null);
  await commands.payInSandbox(charge);
  await until(() => el.payment.done, 20_000);
}

interface FormCase {
  name: string;
  tag: string;
  country: string;
  value: number;
  attrs?: Record<string, string>;
  /** Reaches the sandbox through a recording client (else through `base-url`, as a frame card does). */
  client?: boolean;
  before?: (el: El) => void;
  ready?: (el: El) => Promise<void>;
  /** The shopper pays; resolves once the element is done. */
  pay(el: El, charge: string): Promise<void>;
  /** What the shopper enters that a form reset empties. */
  entry?: { type(el: El): Promise<void>; read(el: El): Promise<string> };
  /** Counts the element's form controls that match a selector (`ON` or `OFF`). */
  controls?: (el: El, selector: string) => Promise<number>;
}

const cardInline: FormCase = {
  name: '<tucan-card isolation="inline">',
  tag: 'tucan-card',
  country: 'BR',
  value: 80,
  attrs: { isolation: 'inline' },
  client: true,
  ready: async (el) => until(() => !!input(el, 'number') && formOf(el).settled),
  async pay(el) {
    await fillCard(el as never, { number: '4111111111111111' });
    await userEvent.click(payButton(el as never));
    await until(() => el.payment.done, 20_000);
  },
  entry: {
    type: (el) => typeInto(el, 'number', '4111'),
    read: async (el) => input(el, 'number').value,
  },
  controls: async (el, selector) => root(el).querySelectorAll(selector).length,
};

const cardFrame: FormCase = {
  name: '<tucan-card isolation="frame">',
  tag: 'tucan-card',
  country: 'BR',
  value: 80,
  attrs: { isolation: 'frame' },
  ready: async (el) => until(() => frameReady(el as never)),
  async pay(el) {
    await fillFrameCard({ number: '4111111111111111' });
    await framePay();
    await until(() => el.payment.done, 20_000);
  },
  entry: {
    type: () => commands.frameType('#number', '4111'),
    read: () => commands.frameValue('#number'),
  },
  controls: (_el, selector) => commands.frameCount(selector),
};

const code = (tag: string, country: string, value: number, payerStep = false, attrs = {}): FormCase => ({
  name: `<${tag}>${payerStep ? ' (payer step)' : ''}`,
  tag,
  country,
  value,
  attrs,
  client: true,
  before: readsStatusFromSandbox,
  pay: (el, charge) => payCode(el, charge, payerStep),
  ...(payerStep
    ? {
        entry: {
          type: (el: El) => typeInto(el, 'name', 'Ana Souza'),
          read: async (el: El) => input(el, 'name').value,
        },
        controls: async (el: El, selector: string) => root(el).querySelectorAll(selector).length,
      }
    : {}),
});

const googlePay: FormCase = {
  name: '<tucan-google-pay>',
  tag: 'tucan-google-pay',
  country: 'BR',
  value: 150.75,
  attrs: { methods: 'credit_card googlepay', 'merchant-name': 'Loja Exemplo' },
  client: true,
  before(el) {
    const google = fakeGooglePay();
    Object.assign(el, { loader: google.loader, google });
  },
  ready: async (el) => until(() => root(el).querySelector('.gpay button') !== null),
  async pay(el) {
    const { google } = el as El & { google: ReturnType<typeof fakeGooglePay> };
    const sheet = google.nextSheet();
    await userEvent.click(root(el).querySelector('.gpay button') as HTMLButtonElement);
    (await sheet).choose('4111111111111111', 'CRYPTOGRAM_3DS');
    await until(() => el.payment.done, 20_000);
  },
};

const applePay: FormCase = {
  name: '<tucan-apple-pay>',
  tag: 'tucan-apple-pay',
  country: 'BR',
  value: 150.75,
  attrs: { methods: 'credit_card applepay', 'merchant-name': 'Loja Exemplo' },
  client: true,
  before() {
    apple = installApplePay();
  },
  ready: async (el) => until(() => el.available === true),
  async pay(el) {
    await userEvent.click(root(el).querySelector('button.apple-pay') as HTMLButtonElement);
    const session = apple?.last;
    if (!session) throw new Error('no ApplePaySession was created');
    expect(await session.settled).toBe('shown');
    await session.authorize(applePayToken('4111111111111111', 'Visa'));
    await until(() => el.payment.done, 20_000);
  },
};

const CASES: FormCase[] = [
  cardFrame,
  cardInline,
  code('tucan-pix', 'BR', 150.75),
  code('tucan-pix', 'BR', 150.75, true, { fields: 'document' }),
  code('tucan-boleto', 'BR', 150.75, true),
  code('tucan-spei', 'MX', 150.75),
  code('tucan-oxxo', 'MX', 899),
  code('tucan-qra', 'AR', 150.75),
  code('tucan-pfc', 'AR', 150.75),
  googlePay,
  applePay,
];

/** Mounts the row's element for a new charge inside `<form><fieldset>`. */
async function mountInForm(c: FormCase, attrs: Record<string, string> = {}) {
  const form = document.createElement('form');
  const fieldset = document.createElement('fieldset');
  form.append(fieldset);
  document.body.append(form);
  const { el, charge } = await mountForCharge<El>(c.tag, {
    country: c.country,
    value: c.value,
    attrs: { ...c.attrs, ...attrs },
    client: c.client ? recordingClient(inject('sandboxUrl')).client : undefined,
    before: c.before,
    ready: c.ready,
    parent: fieldset,
  });
  return { el, charge, form, fieldset };
}

describe.each(CASES)('$name in a form', (c) => {
  it('is form-associated: its form, and one of the form’s elements', async () => {
    const { el, form } = await mountInForm(c);
    expect((el.constructor as unknown as { formAssociated?: boolean }).formAssociated).toBe(true);
    expect((el as El & { form: HTMLFormElement | null }).form).toBe(form);
    expect([...form.elements]).toContain(el);
    const alone = document.createElement(c.tag) as El & { form: HTMLFormElement | null };
    document.body.append(alone);
    expect(alone.form).toBeNull();
  });

  it('is invalid with no value until paid; then its name holds the charge UUID and the form is valid; no name, no value', async () => {
    const { el, charge, form } = await mountInForm(c, { name: 'payment' });
    expect(form.checkValidity()).toBe(false);
    expect(new FormData(form).has('payment')).toBe(false);
    await c.pay(el, charge.charge_uuid);
    await el.updateComplete;
    expect(new FormData(form).get('payment')).toBe(charge.charge_uuid);
    expect(form.checkValidity()).toBe(true);
    el.removeAttribute('name');
    await el.updateComplete;
    expect([...new FormData(form).values()]).not.toContain(charge.charge_uuid);
  });

  it.runIf(c.entry)('form.reset() empties what the shopper entered', async () => {
    const { el, form } = await mountInForm(c);
    const entry = c.entry as NonNullable<FormCase['entry']>;
    await entry.type(el);
    expect(await entry.read(el)).not.toBe('');
    form.reset();
    await expect.poll(() => entry.read(el)).toBe('');
  });

  it.runIf(c.controls)('a disabled fieldset turns every control off (Pay too), and on again', async () => {
    const { el, fieldset } = await mountInForm(c);
    const count = c.controls as NonNullable<FormCase['controls']>;
    // Counted as more than one, not as an exact number. The card's installments row holds its place, disabled, until
    // the sandbox's plans are in: every control is on once they are.
    await expect.poll(() => count(el, OFF)).toBe(0);
    expect(await count(el, ON)).toBeGreaterThan(1);
    fieldset.disabled = true;
    expect(el.matches(':disabled')).toBe(true);
    await expect.poll(() => count(el, ON)).toBe(0);
    expect(await count(el, OFF)).toBeGreaterThan(1);
    fieldset.disabled = false;
    await expect.poll(() => count(el, OFF)).toBe(0);
    expect(await count(el, ON)).toBeGreaterThan(1);
  });
});
