/**
 * `<tucan-checkout>` ends as a whole once its charge has ended through any method (paid, canceled, or refused by
 * the service as not payable): no method is offered any more, and one localized sentence says what happened and
 * what to do, read out in the checkout's live region. The card in both modes, by the same assertions.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { axeViolations } from '../../test/axe.ts';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { MODES } from '../card/card.modes.testing.ts';
import { payElsewhere } from '../payment/pay-elsewhere.testing.ts';
import './checkout.ts';
import type { TucanCheckoutElement } from './checkout.element.ts';
import {
  cardIn,
  ended,
  endedStatus,
  mountCheckout,
  offered,
  payByCard,
  radio,
  root,
  said,
} from './checkout.testing.ts';
import { MERCHANT_STATUS_URL, merchantStatus } from './merchant-status.testing.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const endText = (el: TucanCheckoutElement) =>
  [...(ended(el)?.querySelectorAll('p') ?? [])].map((p) => p.textContent?.trim()).join(' | ');

/**
 * Mounts the drop-in on the card (in `mode`) for a charge another page pays once the checkout is open (after its
 * first look at a `status-url`), and pays it again.
 */
async function payAgainInCheckout(
  isolation: 'frame' | 'inline',
  attrs: Record<string, string> = {},
  looked: (chargeUuid: string) => Promise<unknown> = async () => undefined,
) {
  const mounted = await mountCheckout({
    attrs: { methods: 'pix boleto credit_card', order: 'card', isolation, ...attrs },
  });
  const { el, charge } = mounted;
  await looked(charge.charge_uuid);
  expect(await payElsewhere(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  await payByCard(await cardIn(el, isolation), isolation, '4111111111111111');
  await until(() => mounted.events.some((e) => e.type === 'tucan-error'), 20_000);
  return mounted;
}

describe.each(MODES)('tucan-checkout, card isolation="%s": a charge already paid', (mode) => {
  it('with status-url: asks it again after the refusal and shows the paid result, firing tucan-status and tucan-complete', async () => {
    const backend = merchantStatus();
    const { el, charge, events } = await payAgainInCheckout(
      mode,
      { 'status-url': MERCHANT_STATUS_URL },
      async (uuid) => {
        await until(() => backend.asked(uuid) === 1);
        await backend.answered();
      },
    );
    const uuid = charge.charge_uuid;
    await until(() => events.some((e) => e.type === 'tucan-complete'), 10_000);
    expect(events).toEqual([
      {
        type: 'tucan-error',
        detail: expect.objectContaining({ chargeUuid: uuid, code: 'already_processed', method: 'card' }),
      },
      { type: 'tucan-status', detail: { chargeUuid: uuid, status: 'paid', method: 'card' } },
      { type: 'tucan-complete', detail: { chargeUuid: uuid, status: 'paid', method: 'card' } },
    ]);
    // Once as it opened (issued then), once after the refusal (paid).
    expect(backend.asked(uuid)).toBe(2);
    // The paid result, as the status screen shows it, and nothing left to pay with.
    expect(await endedStatus(el)).toEqual({ status: 'paid', title: 'Payment received' });
    expect(offered(el)).toEqual([]);
    await until(() => said(el) === 'Payment received');
    expect(root(el).activeElement).toBe(ended(el));
    expect(await statusInSandbox(uuid)).toMatch(/^(paid|confirmed)$/);
  });

  it('without status-url: ends with one sentence in the shopper’s language, no method offered, no status claimed', async () => {
    const { el, events } = await payAgainInCheckout(mode, { lang: 'pt-BR' });
    await until(() => ended(el) !== null);
    expect(endText(el)).toBe(
      'Este pagamento não pode mais ser feito | Ele pode já ter sido pago. Confira seu pedido ou e-mail antes de pagar de novo, ou volte à loja para fazer um novo pedido.',
    );
    expect(offered(el)).toEqual([]);
    expect(radio(el, 'pix')?.checkVisibility()).toBe(false);
    await until(() => said(el).startsWith('Este pagamento não pode mais ser feito.'));
    expect(root(el).activeElement).toBe(ended(el));
    expect(events.map((e) => e.type)).toEqual(['tucan-error']);
    expect(await axeViolations(el)).toEqual([]);
  });
});

describe('tucan-checkout: a pix the store cancels', () => {
  it('ends the whole checkout: no card or boleto offered, the sentence read out, in pt-BR', async () => {
    merchantStatus();
    const { el, charge, events } = await mountCheckout({
      attrs: { methods: 'pix boleto credit_card', lang: 'pt-BR', 'status-url': MERCHANT_STATUS_URL },
    });
    const pix = () => root(el).querySelector('tucan-pix');
    await until(() => !!pix()?.shadowRoot?.querySelector('button[type="submit"]'), 20_000);
    await userEvent.click(pix()?.shadowRoot?.querySelector('button[type="submit"]') as HTMLButtonElement);
    await until(() => !!pix()?.shadowRoot?.querySelector('.voucher'), 20_000);
    expect(offered(el)).toEqual(['pix', 'card', 'boleto']);
    // The merchant cancels the charge; its status-url says so.
    await commands.setStatusInSandbox(charge.charge_uuid, 'canceled');
    await until(() => ended(el) !== null, 20_000);
    expect(endText(el)).toBe(
      'Este pagamento foi cancelado | Ele não pode mais ser pago e nada foi cobrado. Volte à loja para fazer um novo pedido.',
    );
    expect(offered(el)).toEqual([]);
    await until(() => said(el).startsWith('Este pagamento foi cancelado.'));
    expect(root(el).activeElement).toBe(ended(el));
    expect(events.filter((e) => e.type === 'tucan-status').map((e) => e.detail.status)).toEqual([
      'issued',
      'canceled',
    ]);
    expect(events.some((e) => e.type === 'tucan-complete')).toBe(false);
    expect(await axeViolations(el)).toEqual([]);
  });
});
