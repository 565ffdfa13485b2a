/**
 * `<tucan-checkout>` and a code that expired: with the merchant's `newCharge` the code method offers "Generate a new
 * code" in the drop-in as it does on its own, and the new charge becomes the checkout's; without it the whole
 * checkout ends (K12). Against the sandbox; the first code's expiry is brought to seconds by the recording client.
 */

import { afterEach, describe, expect, inject, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { recordEvents, statusInSandbox, until } from '../../test/support/index.ts';
import { codeClient, firstCodeExpiresIn } from '../codes/codes.testing.ts';
import './checkout.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import { mountCheckout, offered, root } from './checkout.testing.ts';
import { mount } from './mount.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

const pix = (el: TucanCheckoutElement) =>
  root(el).querySelector('tucan-pix') as
    | (HTMLElement & { client: unknown; chargeUuid: string; status: string })
    | null;
const inPix = <T extends Element = HTMLElement>(el: TucanCheckoutElement, selector: string) =>
  pix(el)?.shadowRoot?.querySelector<T>(selector) ?? null;
/** The methods a shopper can pick: radios on screen. */
const buttonNamed = (el: TucanCheckoutElement, name: string) =>
  [...(pix(el)?.shadowRoot?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
    (b) => b.textContent?.trim() === name && b.checkVisibility(),
  );
const pixCode = (el: TucanCheckoutElement) =>
  inPix(el, '[data-copy="payload"] .value')?.textContent?.trim() ?? '';

/**
 * Mounts the drop-in (pix, card, boleto) for a new sandbox charge, with `newCharge` when given; its pix talks to the
 * sandbox through a recording client whose first code expires in two seconds. Generates that code.
 */
async function expiredPixInCheckout(
  newCharge?: () => Promise<string | undefined>,
  mounted?: (charge: string) => TucanCheckoutElement,
) {
  let el: TucanCheckoutElement;
  let charge: { charge_uuid: string };
  if (mounted) {
    charge = await commands.createCharge({ country: 'BR', value: 150.75 });
    el = mounted(charge.charge_uuid);
  } else {
    ({ el, charge } = await mountCheckout({
      attrs: { methods: 'pix boleto credit_card' },
      before: (checkout) => {
        if (newCharge) checkout.newCharge = newCharge;
      },
    }));
  }
  const events = recordEvents(el);
  const rec = codeClient(baseUrl, firstCodeExpiresIn(2_000));
  await until(() => !!pix(el), 20_000);
  (pix(el) as NonNullable<ReturnType<typeof pix>>).client = rec.client;
  await until(() => !!buttonNamed(el, 'Generate Pix code'), 20_000);
  await userEvent.click(buttonNamed(el, 'Generate Pix code') as HTMLButtonElement);
  await until(() => pixCode(el) !== '', 20_000);
  const firstCode = pixCode(el);
  await until(() => events.some((e) => e.type === 'tucan-error' && e.detail.code === 'expired'), 20_000);
  return { el, charge, events, rec, firstCode };
}

describe('tucan-checkout: a pix code that expired', () => {
  it('offers a new code with the merchant’s newCharge, shows it for the new charge, and every method pays that charge', async () => {
    const created: string[] = [];
    const { el, charge, rec, firstCode } = await expiredPixInCheckout(async () => {
      const next = await commands.createCharge({ country: 'BR', value: 150.75 });
      created.push(next.charge_uuid);
      return next.charge_uuid;
    });
    // The pix says its code expired and offers a new one; the other methods stay offered (K17).
    await until(() => !!buttonNamed(el, 'Generate a new code'));
    expect(inPix(el, '.alert-title')?.textContent?.trim()).toBe('This code has expired');
    expect(offered(el)).toEqual(['pix', 'card', 'boleto']);
    expect(root(el).querySelector('.ended')).toBeNull();
    expect(created).toEqual([]);
    expect(await axeViolations(el)).toEqual([]);

    await userEvent.click(buttonNamed(el, 'Generate a new code') as HTMLButtonElement);
    await until(() => pixCode(el) !== '' && pixCode(el) !== firstCode, 20_000);
    expect(created).toHaveLength(1);
    const next = created[0] as string;
    // One new pay call, on the new charge, with a new Idempotency-Key.
    const pays = rec.pays();
    expect(pays.map((p) => p.path)).toEqual([
      `/api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
      `/api/v1/bank/public/charge/${next}/pay`,
    ]);
    expect(pays[1]?.key).not.toBe(pays[0]?.key);
    expect(el.chargeUuid).toBe(next);
    expect(pix(el)?.chargeUuid).toBe(next);
    expect(await statusInSandbox(next)).toBe('issued');
    // The other methods are back, for the new charge.
    await until(() => offered(el).length === 3);
    expect(offered(el)).toEqual(['pix', 'card', 'boleto']);
    await userEvent.click(root(el).querySelector('input[type="radio"][value="card"]') as HTMLInputElement);
    await until(() => !!root(el).querySelector('tucan-card'), 20_000);
    expect(root(el).querySelector('tucan-card')?.getAttribute('charge-uuid')).toBe(next);
  });

  it('without newCharge: offers no new code, and the whole checkout ends', async () => {
    const { el } = await expiredPixInCheckout();
    await until(() => root(el).querySelector('.ended') !== null);
    expect(
      [...(root(el).querySelector('.ended')?.querySelectorAll('p') ?? [])].map((p) => p.textContent?.trim()),
    ).toEqual([
      'This payment has expired',
      'The time to pay ran out and nothing was charged. Go back to the shop to start a new order.',
    ]);
    expect(offered(el)).toEqual([]);
    expect(buttonNamed(el, 'Generate a new code')).toBeUndefined();
  });

  it('Tucan.mount passes newCharge: an expired pix offers a new code, and the result resolves complete for the new charge', async () => {
    const created: string[] = [];
    const newCharge = async () => {
      const next = await commands.createCharge({ country: 'BR', value: 150.75 });
      created.push(next.charge_uuid);
      return next.charge_uuid;
    };
    let handle: ReturnType<typeof mount> | undefined;
    const { el } = await expiredPixInCheckout(undefined, (chargeUuid) => {
      const target = document.createElement('div');
      document.body.append(target);
      handle = mount(target, {
        chargeUuid,
        amount: 150.75,
        currency: 'BRL',
        country: 'BR',
        methods: ['pix', 'boleto', 'credit_card'],
        baseUrl,
        lang: 'en',
        newCharge,
      });
      return handle.element;
    });
    await until(() => !!buttonNamed(el, 'Generate a new code'));
    await userEvent.click(buttonNamed(el, 'Generate a new code') as HTMLButtonElement);
    await until(() => created.length === 1 && pix(el)?.chargeUuid === created[0], 20_000);
    await until(() => !!inPix(el, '.voucher'), 20_000);
    // The new charge is paid; the page's own status channel tells the pix.
    await commands.payInSandbox(created[0] as string);
    (pix(el) as NonNullable<ReturnType<typeof pix>>).status = await statusInSandbox(created[0] as string);
    expect(await handle?.result).toEqual({
      outcome: 'complete',
      chargeUuid: created[0],
      status: expect.stringMatching(/^(paid|confirmed)$/),
      method: 'pix',
    });
  });
});
