import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { losingFirstPayAnswer, recordingClient, statusInSandbox, until } from '../../test/support/index.ts';
import type { TucanCardElement } from './card.element.ts';
import {
  errorOf,
  field,
  fillCard,
  formOf,
  inner,
  mountCard,
  mountWithCharge,
  payButton,
  typeInto,
} from './card.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

const setup = mountWithCharge;

/** Waits until 3DS setup and the 3DS Method for the typed BIN are done (as while the shopper types on). */
const methodDone = (el: HTMLElement, rec: ReturnType<typeof recordingClient>) =>
  until(
    () =>
      rec.calls.some((c) => c.path.endsWith('/setup-authentication')) &&
      !el.shadowRoot?.querySelector('.frames iframe'),
  );

/** Every live region in the element's shadow tree, nested shadow roots included. */
function liveRegions(el: HTMLElement): Element[] {
  const found: Element[] = [];
  const walk = (root: ShadowRoot | null | undefined) => {
    if (!root) return;
    for (const node of root.querySelectorAll('*')) {
      const role = node.getAttribute('role');
      if (node.hasAttribute('aria-live') || role === 'status' || role === 'alert' || role === 'log')
        found.push(node);
      walk(node.shadowRoot);
    }
  };
  walk(el.shadowRoot);
  return found;
}

/**
 * Pays a Visa through a client that loses the first pay call's answer (the sandbox got it), once the form says so.
 */
async function payLosingTheAnswer(el: TucanCardElement) {
  const rec = losingFirstPayAnswer(baseUrl);
  el.client = rec.client;
  await fillCard(el, { number: '4111111111111111' });
  await userEvent.click(payButton(el));
  await until(() => !el.payment.busy && el.payment.notice !== '');
  return rec;
}

/** Presses Check payment; resolves once the payment is done, with every text the button showed meanwhile. */
async function checkPayment(el: TucanCardElement): Promise<string[]> {
  const shown: string[] = [];
  const watch = new MutationObserver(() => shown.push(payButton(el)?.textContent?.trim() ?? ''));
  watch.observe(el.shadowRoot as ShadowRoot, { subtree: true, childList: true, characterData: true });
  await userEvent.click(payButton(el));
  await until(() => el.payment.done);
  watch.disconnect();
  return shown;
}

const statusTitle = (el: HTMLElement) =>
  inner(el as never, 'tucan-status')
    .shadowRoot?.querySelector('[part="title"]')
    ?.textContent?.trim();

describe('tucan-card: paying', () => {
  it('pays a frictionless card with one request after the Pay click, then clears the card from the page', async () => {
    const { el, charge, rec, events } = await setup();
    await fillCard(el, { number: '4000000000002701', cvc: '123' });
    await methodDone(el, rec);
    const before = rec.calls.length;
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);

    expect(rec.calls.slice(before).map((c) => c.path)).toEqual([
      `/api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
    ]);
    const body = rec.pays()[0]?.body ?? {};
    expect(body).toMatchObject({
      type_charge: 'credit_card',
      card_number: '4000000000002701',
      card_expiry_month: '12',
      card_expiry_year: '2030',
      installments: 1,
      threeDSCompInd: 'Y',
    });
    expect(body.authentication_uuid).toEqual(expect.any(String));
    expect(body.browser).toMatchObject({
      browserJavaEnabled: false,
      browserJavascriptEnabled: true,
      browserLanguage: navigator.language,
      browserColorDepth: String(screen.colorDepth),
      browserScreenWidth: screen.width,
      browserScreenHeight: screen.height,
      browserTZ: new Date().getTimezoneOffset(),
      browserUserAgent: navigator.userAgent,
    });

    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    expect(statusTitle(el)).toMatch(/Payment (received|approved)/);
    expect(events.filter((e) => e.type === 'tucan-complete')).toHaveLength(1);
    expect(events.find((e) => e.type === 'tucan-status')?.detail).toMatchObject({
      chargeUuid: charge.charge_uuid,
    });
    const published = JSON.stringify(events);
    for (const secret of ['4000000000002701', '2701', '1230', 'Ana Souza'])
      expect(published).not.toContain(secret);
    expect(field(el, 'number').value).toBe('');
    expect(field(el, 'cvc').value).toBe('');
    expect(await axeViolations(el)).toEqual([]);
  });

  it('lets the shopper fix a declined card and pay again with a new Idempotency-Key', async () => {
    const { el, charge, rec, events } = await setup();
    await fillCard(el, { number: '4000000000000002' });
    await userEvent.click(payButton(el));
    await until(() => !el.payment.busy && el.payment.alert !== '');
    expect(inner(el, '[part="alert"]').textContent).toBe(
      'The card was declined. Check the details or use another card.',
    );
    expect(events.find((e) => e.type === 'tucan-error')?.detail).toMatchObject({ code: 'CARD_DECLINED' });
    expect(await statusInSandbox(charge.charge_uuid)).toBe('error');

    field(el, 'number').focus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await typeInto(el, 'number', '5555555555554444');
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);
    const [first, second] = rec.pays();
    expect(first?.key).toBeTruthy();
    expect(second?.key).toBeTruthy();
    expect(second?.key).not.toBe(first?.key);
    expect(events.map((e) => e.type)).toEqual([
      'tucan-status',
      'tucan-error',
      'tucan-status',
      'tucan-complete',
    ]);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });

  it('answers Pay again after a decline, with nothing edited, with the same Idempotency-Key: the declined card is not sent anew', async () => {
    const { el, rec } = await setup();
    await fillCard(el, { number: '4000000000000002' });
    await userEvent.click(payButton(el));
    await until(() => !el.payment.busy && el.payment.alert !== '');
    await userEvent.click(payButton(el));
    await until(() => rec.pays().length === 2 && !el.payment.busy && el.payment.alert !== '');
    const [first, second] = rec.pays();
    expect(second?.key).toBe(first?.key);
    expect(inner(el, '[part="alert"]').textContent).toBe(
      'The card was declined. Check the details or use another card.',
    );
  });

  it('sends one pay request on a double click and Enter spam, and the sandbox holds one paid charge', async () => {
    const charge = await commands.createCharge({ country: 'BR', value: 99.9 });
    const rec = recordingClient(baseUrl);
    const el = await mountCard({
      'charge-uuid': charge.charge_uuid,
      lang: 'en',
      amount: '99.9',
      currency: 'BRL',
    });
    el.client = rec.client;
    await fillCard(el, { number: '4111111111111111' });
    await userEvent.dblClick(payButton(el));
    payButton(el).focus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await until(() => el.payment.done);
    expect(rec.pays()).toHaveLength(1);
    expect(await statusInSandbox(charge.charge_uuid)).toBe('paid');
    // The sandbox's own record: the charge was settled once.
    const history = await commands.chargeHistory(charge.charge_uuid);
    expect(history.filter((h) => h.to === 'paid')).toHaveLength(1);
    expect(history.filter((h) => h.to === 'confirmed')).toHaveLength(1);
  });

  it('retries a payment whose answer was lost with the same Idempotency-Key, charging once', async () => {
    const { el, charge, events } = await setup();
    // The first pay reaches the sandbox (which charges the card) but its answer is lost on the way back.
    const rec = await payLosingTheAnswer(el);
    // The answer never came: the shopper hears that the outcome is not known, never that it failed.
    expect(el.shadowRoot?.textContent).toContain('We could not confirm whether the payment went through.');
    expect(inner(el, '[part="alert"]').textContent).toBe('');
    expect(events.find((e) => e.type === 'tucan-error')?.detail).toMatchObject({ code: 'outcome_unknown' });
    expect(payButton(el).textContent?.trim()).toBe('Check payment');
    // Every text the button shows while it checks: "Checking…", never "Paying…" (nothing new is paid).
    const shown = await checkPayment(el);
    expect(shown).toContain('Checking…');
    expect(shown.filter((t) => t.startsWith('Paying'))).toEqual([]);
    const [first, second] = rec.pays();
    expect(second?.key).toBe(first?.key);
    expect(second?.body).toEqual(first?.body);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });

  it('locks the form when its answer was lost: Check payment, under the same key, finds the payment and shows it', async () => {
    // 7002: the sandbox charges the card and the answer is lost on the way back (as a dropped connection).
    const { el, charge, events } = await setup('BR', 7002);
    const rec = await payLosingTheAnswer(el);
    expect(el.shadowRoot?.textContent).toContain('We could not confirm whether the payment went through.');
    expect(await statusInSandbox(charge.charge_uuid)).toBe('paid');

    // Another card now could pay twice: the fields stay as they were, Check payment is the way on.
    expect(['number', 'expiry', 'cvc', 'name'].map((id) => field(el, id).disabled)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(payButton(el).textContent?.trim()).toBe('Check payment');
    // Every text the button shows while it checks: "Checking…", never "Paying…" (nothing new is paid).
    const shown = await checkPayment(el);
    expect(shown).toContain('Checking…');
    expect(shown.filter((t) => t.startsWith('Paying'))).toEqual([]);
    const [first, second] = rec.pays();
    expect(second?.key).toBe(first?.key);
    expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
      'outcome_unknown',
    ]);
    expect(events.filter((e) => e.type === 'tucan-complete')).toHaveLength(1);
    expect(await statusInSandbox(charge.charge_uuid)).toBe('paid');
  });

  it('announces the success once, from a single live region, with the status still shown', async () => {
    const { el } = await setup();
    await fillCard(el, { number: '4111111111111111' });
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);
    expect(liveRegions(el)).toHaveLength(1);
    // The live region says the words on screen: the shown title ("Payment received" for a paid charge).
    expect(statusTitle(el)).toBe(el.payment.status === 'paid' ? 'Payment received' : 'Payment approved');
    await until(() => liveRegions(el)[0]?.textContent === statusTitle(el));
    const title = inner(el, 'tucan-status').shadowRoot?.querySelector<HTMLElement>('[part="title"]');
    expect(title?.checkVisibility()).toBe(true);
    await expect.poll(() => el.shadowRoot?.activeElement?.classList.contains('result')).toBe(true);
  });

  it('shows progress on a disabled Pay button while paying, axe-clean', async () => {
    // 7003: the sandbox answers pay slowly.
    const { el } = await setup('BR', 7003);
    await fillCard(el, { number: '4111111111111111' });
    await userEvent.click(payButton(el));
    await until(() => el.payment.busy && payButton(el).textContent?.includes('Paying') === true);
    expect(payButton(el).getAttribute('aria-disabled')).toBe('true');
    expect(await axeViolations(el)).toEqual([]);
    await until(() => el.payment.done);
  });

  it('is payable with the keyboard alone', async () => {
    const { el, charge } = await setup('MX', 250, { lang: 'es-MX' });
    const before = document.createElement('button');
    before.textContent = 'Antes';
    el.before(before);
    before.focus();
    await userEvent.tab();
    expect(el.shadowRoot?.activeElement?.id).toBe('number');
    await userEvent.keyboard('4111111111111111');
    await userEvent.tab();
    await userEvent.keyboard('1230');
    await userEvent.tab();
    await userEvent.keyboard('123');
    await userEvent.tab();
    await userEvent.keyboard('Ana Lopez');
    await until(() => formOf(el).charge.choices.length > 0);
    await userEvent.tab();
    expect(el.shadowRoot?.activeElement?.id).toBe('installments');
    await userEvent.tab();
    await expect.poll(() => el.shadowRoot?.activeElement).toBe(payButton(el));
    await userEvent.keyboard('{Enter}');
    await until(() => el.payment.done);
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    expect(statusTitle(el)).toMatch(/Pago (recibido|aprobado)/);
  });

  it('joins a form: invalid until paid, then submits the charge UUID', async () => {
    const charge = await commands.createCharge({ country: 'BR', value: 10 });
    const form = document.createElement('form');
    document.body.append(form);
    const el = await mountCard({ 'charge-uuid': charge.charge_uuid, name: 'charge', lang: 'en' }, form);
    el.client = recordingClient(baseUrl).client;
    expect(form.checkValidity()).toBe(false);
    expect(new FormData(form).get('charge')).toBeNull();
    await fillCard(el, { number: '4111111111111111' });
    // Pay names its amount once the service has stated it (the click finds the button by that name).
    await until(() => payButton(el).textContent?.trim() === 'Pay R$10.00');
    await userEvent.click(payButton(el));
    await until(() => el.payment.done);
    expect(form.checkValidity()).toBe(true);
    expect(new FormData(form).get('charge')).toBe(charge.charge_uuid);
    expect(errorOf(el, 'number')).toBe('');
  });
});
