import { afterEach, describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import '../pix/pix.ts';
import '../spei/spei.ts';
import {
  announced,
  clipboardText,
  copyButton,
  mountCode,
  q,
  shownValue,
  waitForCode,
} from './codes.testing.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const statusTitle = (el: Element) =>
  q(el, 'tucan-status')?.shadowRoot?.querySelector('[part="title"]')?.textContent?.trim();

/** The charge status as the merchant's backend reads it (GET with its token). */
const merchantStatus = async (uuid: string) => (await commands.getCharge(uuid)).status;

describe('code elements: the pay call', () => {
  it('requests the code once, as soon as it has its charge, with an Idempotency-Key', async () => {
    const { el, rec, charge, events } = await mountCode('tucan-pix');
    await waitForCode(el);
    expect(rec.pays()).toHaveLength(1);
    expect(rec.pays()[0]?.body).toEqual({ type_charge: 'pix' });
    expect(rec.pays()[0]?.key).toEqual(expect.any(String));
    // No status-url here: the merchant hears that the element cannot follow the code (code.no-source.test.ts).
    expect(events.map((e) => [e.type, e.detail])).toEqual([
      ['tucan-status', { chargeUuid: charge.charge_uuid, status: 'issued' }],
      ['tucan-error', expect.objectContaining({ code: 'no_status_source' })],
    ]);
    // Moving the element in the page sends nothing new.
    const box = document.createElement('div');
    document.body.append(box);
    box.append(el);
    await el.updateComplete;
    expect(rec.pays()).toHaveLength(1);
    expect(await merchantStatus(charge.charge_uuid)).toBe('issued');
    await until(() => announced(el) === 'Your Pix code is ready. Waiting for your payment.');
  });

  it('waits for the shopper when the merchant asks for a confirm step', async () => {
    const { el, rec } = await mountCode('tucan-pix', { attrs: { confirm: '' } });
    const button = q<HTMLButtonElement>(el, 'button[type="submit"]');
    expect(button?.textContent?.trim()).toBe('Generate Pix code');
    expect(rec.pays()).toHaveLength(0);
    await userEvent.click(button as HTMLButtonElement);
    await waitForCode(el);
    expect(rec.pays()).toHaveLength(1);
  });
});

describe('code elements: copy', () => {
  it('puts the exact pix string on the clipboard and confirms it on the button and in the live region', async () => {
    const { el } = await mountCode('tucan-pix');
    await waitForCode(el);
    const payload = shownValue(el, 'payload');
    expect(payload).toMatch(/^000201/);
    const button = copyButton(el, 'payload') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('Copy Pix Copia e Cola code');
    await userEvent.click(button);
    await until(() => button.textContent?.trim() === 'Copied');
    expect(button.getAttribute('aria-label')).toBe('Copied Pix Copia e Cola code');
    await until(() => announced(el) === 'Pix Copia e Cola code copied.');
    expect(await clipboardText()).toBe(payload);
  });

  it('copies without the Clipboard API too (older browsers, insecure pages)', async () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
    try {
      const { el } = await mountCode('tucan-spei', { country: 'MX', value: 480.5 });
      await waitForCode(el);
      await userEvent.click(copyButton(el, 'reference') as HTMLButtonElement);
      await until(() => announced(el) === 'Numeric reference copied.');
      expect(await clipboardText()).toBe(shownValue(el, 'reference'));
      // The temporary selection leaves nothing behind.
      expect(q(el, '.copy-buffer')).toBeNull();
    } finally {
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    }
  });
});

describe('code elements: waiting for payment', () => {
  it('ends in the success screen when the charge is paid through the control endpoint (getStatus)', async () => {
    const asked: string[] = [];
    const { el, charge, events } = await mountCode('tucan-pix', {
      before: (e) => {
        e.name = 'payment';
        e.getStatus = async (uuid) => {
          asked.push(uuid);
          return merchantStatus(uuid);
        };
      },
    });
    const form = document.createElement('form');
    document.body.append(form);
    form.append(el);
    await waitForCode(el);
    expect(new FormData(form).get('payment')).toBeNull();
    await commands.payInSandbox(charge.charge_uuid);
    await until(() => statusTitle(el) === 'Payment received');
    expect(asked.every((uuid) => uuid === charge.charge_uuid)).toBe(true);
    expect(events.filter((e) => e.type === 'tucan-complete')).toEqual([
      { type: 'tucan-complete', detail: { chargeUuid: charge.charge_uuid, status: 'paid' } },
    ]);
    expect(events.filter((e) => e.type === 'tucan-status').map((e) => e.detail.status)).toEqual([
      'issued',
      'paid',
    ]);
    expect(q(el, '.voucher')).toBeNull();
    await until(() => announced(el) === 'Payment received');
    expect(new FormData(form).get('payment')).toBe(charge.charge_uuid);
  });

  it("reads the status from a status-url (a path on the page's origin)", async () => {
    const { el, events } = await mountCode('tucan-pix', {
      // A merchant backend's answer, as a file the test server serves on the page's origin.
      attrs: { 'status-url': '/packages/elements/test/fixtures/status-paid.json?charge={charge_uuid}' },
    });
    await until(() => statusTitle(el) === 'Payment received');
    expect(events.filter((e) => e.type === 'tucan-complete')).toHaveLength(1);
  });

  it('takes the status the merchant sets on the element', async () => {
    const { el, charge, events } = await mountCode('tucan-pix');
    await waitForCode(el);
    await commands.payInSandbox(charge.charge_uuid);
    el.status = await merchantStatus(charge.charge_uuid);
    await until(() => statusTitle(el) === 'Payment received');
    expect(events.map((e) => e.type)).toEqual([
      'tucan-status',
      'tucan-error',
      'tucan-status',
      'tucan-complete',
    ]);
    expect(events[1]?.detail).toMatchObject({ code: 'no_status_source' });
  });

  it('says the store canceled a charge canceled before its code expired, with tucan-error', async () => {
    const { el, charge, events } = await mountCode('tucan-pix', {
      before: (e) => {
        e.getStatus = merchantStatus;
      },
    });
    await waitForCode(el);
    await commands.setStatusInSandbox(charge.charge_uuid, 'canceled');
    await until(
      () => el.shadowRoot?.querySelector('.alert-title')?.textContent === 'The store canceled this payment',
    );
    expect(events.at(-1)).toEqual({
      type: 'tucan-error',
      detail: {
        chargeUuid: charge.charge_uuid,
        code: 'canceled',
        message: 'The store canceled the payment before the code was paid.',
      },
    });
  });
});
