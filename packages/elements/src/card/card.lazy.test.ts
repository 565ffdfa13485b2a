import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import type { TucanBusyEvent } from '../events.ts';
import { paymentCode } from './card.pay-loader.ts';
import {
  errorOf,
  field,
  mountCard,
  mountWithCharge,
  payButton,
  settled,
  typeCard,
  typeInto,
} from './card.testing.ts';

// The card's pay-time code (payment flow, 3DS, the status screen) is a chunk of its own, loaded on the shopper's
// first interaction or at idle, and awaited by Pay. `paymentCode.load` is the real `import()`; the tests wrap it
// to see when it is asked for, to hold it back (a slow network) or to fail it (no network).
const realLoad = paymentCode.load;

afterEach(() => {
  paymentCode.load = realLoad;
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** A pay chunk that arrives only when `release()` is called, as on a slow network. */
function heldBack() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  paymentCode.load = () => gate.then(realLoad);
  return { release };
}

describe('tucan-card: the pay chunk', () => {
  // First in this file: nothing has loaded the chunk yet (each test file runs in a fresh frame).
  it('renders and takes focus before its pay chunk is asked for; the first focus loads it and <tucan-status>', async () => {
    const load = vi.spyOn(paymentCode, 'load');
    expect(customElements.get('tucan-status')).toBeUndefined();
    const el = document.createElement('tucan-card');
    el.setAttribute('isolation', 'inline');
    el.setAttribute('lang', 'en');
    document.body.append(el);
    await el.updateComplete;

    const number = field(el, 'number');
    expect(number.labels?.[0]?.textContent).toContain('Card number');
    expect(payButton(el).textContent?.trim()).toBe('Pay');
    expect(load).not.toHaveBeenCalled();
    expect(customElements.get('tucan-status')).toBeUndefined();

    number.focus();
    expect(el.shadowRoot?.activeElement).toBe(number);
    // In the task right after the focus (the focus itself stays as cheap as the browser's).
    await new Promise((r) => setTimeout(r));
    expect(load).toHaveBeenCalledTimes(1);
    await until(() => customElements.get('tucan-status') !== undefined);
    number.blur();
    field(el, 'expiry').focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the pay chunk at the first idle moment when the shopper does not touch the form', async () => {
    const load = vi.spyOn(paymentCode, 'load');
    const el = document.createElement('tucan-card');
    el.setAttribute('isolation', 'inline');
    el.setAttribute('lang', 'en');
    document.body.append(el);
    await el.updateComplete;
    await until(() => load.mock.calls.length === 1);
  });

  it('in frame mode the page never loads the pay chunk: the frame pays', async () => {
    const load = vi.spyOn(paymentCode, 'load');
    const el = document.createElement('tucan-card');
    el.setAttribute('lang', 'en');
    el.setAttribute('isolation', 'frame');
    el.setAttribute('base-url', inject('sandboxUrl'));
    document.body.append(el);
    await el.updateComplete;
    await settled(el);
    await until(() => el.shadowRoot?.querySelector('iframe') !== null);
    expect(load).not.toHaveBeenCalled();
  });

  it('a Pay click before the chunk has arrived waits for it, runs 3DS from the typed BIN and pays exactly once', async () => {
    const chunk = heldBack();
    const { el, charge, rec, events } = await mountWithCharge();
    const busy: boolean[] = [];
    el.addEventListener('tucan-busy', (e) => busy.push((e as TucanBusyEvent).detail.busy));
    await typeCard(el, { number: '4000000000002701', cvc: '123' });
    // Without the chunk nothing of the payment has started: no 3DS setup for the BIN.
    expect(rec.calls.some((c) => c.path.endsWith('/setup-authentication'))).toBe(false);

    await userEvent.click(payButton(el));
    expect(el.payment.busy).toBe(true);
    payButton(el).click(); // a second click while waiting (Pay is aria-disabled) changes nothing
    await el.updateComplete;
    expect(rec.pays()).toHaveLength(0);
    expect(busy).toEqual([true]); // a drop-in locks its method switch while the chunk is on its way

    chunk.release();
    await until(() => el.payment.done);
    expect(rec.calls.filter((c) => c.path.endsWith('/setup-authentication'))).toHaveLength(1);
    expect(rec.pays()).toHaveLength(1);
    expect(rec.pays()[0]?.body).toMatchObject({
      card_number: '4000000000002701',
      threeDSCompInd: expect.stringMatching(/^[YN]$/),
      authentication_uuid: expect.any(String),
    });
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
    expect(events.filter((e) => e.type === 'tucan-complete')).toHaveLength(1);
    expect(busy.at(-1)).toBe(false);
    const status = el.shadowRoot?.querySelector('tucan-status');
    expect(status?.shadowRoot?.querySelector('[part="title"]')?.textContent).toMatch(
      /Payment (received|approved)/,
    );
  });

  it('a pay chunk that cannot load shows the localized error, sends nothing, and the next Pay pays once', async () => {
    let offline = true;
    paymentCode.load = () =>
      offline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : realLoad();
    const escaped: unknown[] = [];
    const onRejection = (e: PromiseRejectionEvent) => escaped.push(e.reason);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      const { el, charge, rec, events } = await mountWithCharge('BR', 150.75, { lang: 'pt-BR' });
      await typeCard(el, { number: '4111111111111111', cvc: '123' });
      await userEvent.click(payButton(el));
      await until(() => events.some((e) => e.type === 'tucan-error'));
      await el.updateComplete;

      const message = 'Não foi possível processar o pagamento. Confira os dados e tente de novo.';
      expect(events.find((e) => e.type === 'tucan-error')?.detail).toMatchObject({
        chargeUuid: charge.charge_uuid,
        code: 'network',
        message,
      });
      expect(el.shadowRoot?.querySelector('[part="alert"]')?.textContent).toContain(message);
      expect(el.payment.busy).toBe(false);
      expect(rec.pays()).toHaveLength(0);
      expect(await statusInSandbox(charge.charge_uuid)).toBe('issued');

      offline = false;
      await userEvent.click(payButton(el));
      await until(() => el.payment.done);
      expect(rec.pays()).toHaveLength(1);
      expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
      expect(escaped).toEqual([]);
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });

  it('a brand typed before the pay chunk has arrived is announced and its mark drawn at once', async () => {
    heldBack();
    const el = await mountCard({ lang: 'en' });
    await typeInto(el, 'number', '4111');
    expect(el.shadowRoot?.querySelector('#number-brand')?.textContent).toBe('Visa');
    expect(el.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('Card brand: Visa');
    expect(el.shadowRoot?.querySelector('.mark svg rect')?.getAttribute('fill')).toBe('#1a1f71');
    expect(el.shadowRoot?.querySelector('.mark svg')?.textContent).toContain('VISA');
  });

  it('a blur before the pay chunk has arrived shows the payer check at once (the name, a document)', async () => {
    heldBack();
    const { el, rec } = await mountWithCharge('BR', 150.75, { fields: 'document' });
    await typeCard(el, { number: '4111111111111112', name: 'A' });
    expect(errorOf(el, 'number')).toBe('Check the card number’s digits.');
    await typeInto(el, 'document', '11111111111');
    field(el, 'expiry').focus(); // leaves the name (before) and the document
    await el.updateComplete;
    expect(errorOf(el, 'document')).toBe('This CPF is not valid.');
    expect(errorOf(el, 'name')).toBe('Use only letters in the name.');
    expect(rec.pays()).toHaveLength(0);
  });

  it('a Pay before the pay chunk has arrived checks the payer fields first: nothing sent, nothing loaded, errors shown, focus on the first', async () => {
    const chunk = heldBack();
    const { el, rec, events } = await mountWithCharge('BR', 150.75, { fields: 'email document' });
    const busy: boolean[] = [];
    el.addEventListener('tucan-busy', (e) => busy.push((e as TucanBusyEvent).detail.busy));
    await typeCard(el, { number: '4111111111111111', cvc: '123' });
    await typeInto(el, 'email', 'ana@example');
    await typeInto(el, 'document', '52998224725');
    await userEvent.click(payButton(el));
    await el.updateComplete;
    expect(el.payment.busy).toBe(false);
    expect(busy).toEqual([]);
    expect(rec.pays()).toHaveLength(0);
    expect(errorOf(el, 'email')).toBe('Use the format name@example.com.');
    expect(errorOf(el, 'document')).toBe('');
    expect(el.shadowRoot?.activeElement).toBe(field(el, 'email'));
    expect(el.shadowRoot?.querySelector('[role="status"]')?.textContent).toContain(
      'Please check the highlighted fields.',
    );
    expect(events.filter((e) => e.type === 'tucan-error')).toHaveLength(0);

    // Corrected (the whole field replaced), the next Pay waits for the chunk and pays once.
    field(el, 'email').focus();
    await userEvent.keyboard('{Control>}a{/Control}ana@example.com');
    await el.updateComplete;
    expect(errorOf(el, 'email')).toBe('');
    await userEvent.click(payButton(el));
    expect(el.payment.busy).toBe(true);
    chunk.release();
    await until(() => el.payment.done);
    expect(rec.pays()).toHaveLength(1);
  });

  it('with base-url (no client of the merchant), the form shows before the client arrives with the pay chunk; then the installment plans', async () => {
    const chunk = heldBack();
    const charge = await commands.createCharge({
      country: 'BR',
      value: 1200,
      reference_external_id: crypto.randomUUID(),
    });
    const el = await mountCard({
      'base-url': inject('sandboxUrl'),
      'charge-uuid': charge.charge_uuid,
      amount: '1200',
      currency: 'BRL',
      country: 'BR',
      lang: 'en',
    });
    // The form is there and takes focus; no plans yet (the simulation waits for the client, in the pay chunk): the
    // installments row holds its place, disabled, saying they are loading.
    const number = field(el, 'number');
    number.focus();
    expect(el.shadowRoot?.activeElement).toBe(number);
    const row = () => el.shadowRoot?.querySelector<HTMLSelectElement>('#installments');
    expect(row()?.disabled).toBe(true);
    expect(row()?.textContent?.trim()).toBe('Loading plans…');
    const simulations = () =>
      performance.getEntriesByType('resource').filter((e) => e.name.includes(charge.charge_uuid)).length;
    // Long enough for a loopback simulation to have been asked and answered, had it not waited.
    await new Promise((r) => setTimeout(r, 300));
    expect(simulations()).toBe(0);
    chunk.release();
    await until(() => (el.shadowRoot?.querySelectorAll('#installments option').length ?? 0) > 1);
    expect(row()?.disabled).toBe(false);
    expect(simulations()).toBe(1);
  });
});
