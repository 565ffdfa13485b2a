/**
 * A shopper whose pay call meets a 429 (the service's rate limit): the widget waits the answer's `Retry-After`,
 * says how long in its live region and on screen, in the shopper's language, then pays under the same
 * Idempotency-Key: one charge, no `tucan-error`. The sandbox's QA throttle makes the next pay call of a charge
 * answer 429 with `Retry-After: 2` (`commands.throttlePay`), so the wait is short.
 */

import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { until } from '../../test/support/index.ts';
import type { TucanCardElement } from '../card/card.element.ts';
import { fillCard, payButton } from '../card/card.testing.ts';
import { fillFrameCard, framePay, frameReady, mountChargeCard } from '../frame/card-frame.testing.ts';
import '../pix/pix.ts';
import { announced, mountCode, q, waitForCode } from '../codes/codes.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

const WAIT_PT_BR =
  'O serviço de pagamento está ocupado. Vamos tentar seu pagamento de novo em 2 segundos. Mantenha esta página aberta.';
const WAIT_ES_AR =
  'El servicio de pagos está ocupado. Vamos a volver a intentar tu pago en 2 segundos. Mantené esta página abierta.';

/** The charge went to paid exactly once. */
async function paidOnce(chargeUuid: string) {
  expect((await commands.getCharge(chargeUuid)).status).toBe('paid');
  const history = await commands.chargeHistory(chargeUuid);
  expect(history.filter((h) => h.to === 'paid')).toHaveLength(1);
}

type Isolation = 'frame' | 'inline';

/** The trimmed text of an element of the card's form, in the frame or in the card's shadow root. */
async function cardText(el: TucanCardElement, isolation: Isolation, selector: string): Promise<string> {
  if (isolation === 'frame') return commands.frameText(selector);
  return el.shadowRoot?.querySelector(selector)?.textContent?.trim() ?? '';
}

/** How many elements of the card's form match `selector`. */
async function cardCount(el: TucanCardElement, isolation: Isolation, selector: string): Promise<number> {
  if (isolation === 'frame') return commands.frameCount(selector);
  return el.shadowRoot?.querySelectorAll(selector).length ?? 0;
}

describe.each(['frame', 'inline'] as const)('tucan-card isolation="%s": a 429 on pay', (isolation) => {
  it('waits the Retry-After, tells the shopper how long in pt-BR, then pays once under the same key', async () => {
    const { el, charge, events } = await mountChargeCard('BR', 64.9, { isolation, lang: 'pt-BR' });
    if (isolation === 'frame') await until(() => frameReady(el), 20_000);
    else await until(() => !!el.shadowRoot?.querySelector('#number'));
    await commands.throttlePay(charge.charge_uuid, { retryAfter: 2 });
    await commands.recordRequests(baseUrl);

    if (isolation === 'frame') {
      await fillFrameCard({ number: '4111111111111111' });
      await framePay();
    } else {
      await fillCard(el, { number: '4111111111111111' });
      await userEvent.click(payButton(el));
    }

    // Announced in the live region and shown, while the Pay button stays busy: read together, within the wait
    // (a busy machine may take longer than the wait between two separate reads).
    await vi.waitFor(
      async () =>
        expect([
          await cardText(el, isolation, 'p.visually-hidden[role="status"]'),
          await cardText(el, isolation, '.notice'),
          await cardCount(el, isolation, 'button[type="submit"][aria-disabled="true"]'),
        ]).toEqual([WAIT_PT_BR, WAIT_PT_BR, 1]),
      { timeout: 15_000, interval: 50 },
    );

    await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);
    expect(events.filter((e) => e.type === 'tucan-error')).toEqual([]);
    expect(await cardText(el, isolation, '.notice')).toBe('');
    await vi.waitFor(
      async () =>
        expect(
          (await commands.recordedRequests()).filter((r) => r.method === 'POST' && r.path.endsWith('/pay')),
        ).toHaveLength(2),
      { timeout: 10_000 },
    );
    const keys = (await commands.recordedRequests())
      .filter((r) => r.method === 'POST' && r.path.endsWith('/pay'))
      .map((r) => r.key);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    await paidOnce(charge.charge_uuid);
  });
});

describe('tucan-pix: a 429 on pay', () => {
  it('waits the Retry-After, tells the shopper how long in es-AR, then shows the code of one pay under the same key', async () => {
    const { el, charge, rec, events } = await mountCode('tucan-pix', {
      country: 'BR',
      value: 61.5,
      attrs: { fields: 'email', lang: 'es-AR' },
    });
    await commands.throttlePay(charge.charge_uuid, { retryAfter: 2 });
    (q(el, '#email') as HTMLInputElement).focus();
    await userEvent.keyboard('ana@example.com');
    await userEvent.click(q(el, 'button[type="submit"]') as HTMLButtonElement);

    await until(() => announced(el) === WAIT_ES_AR);
    expect(q(el, '.alert.info')?.textContent?.replace(/\s+/g, ' ').trim()).toBe(WAIT_ES_AR);

    await waitForCode(el);
    // No error from the 429 (`no_status_source` only says this pix has no status-url: code.no-source.test.ts).
    expect(events.filter((e) => e.type === 'tucan-error').map((e) => e.detail.code)).toEqual([
      'no_status_source',
    ]);
    expect(q(el, '.alert.info')).toBeNull();
    const pays = rec.pays();
    expect(pays).toHaveLength(2);
    expect(pays[1]?.key).toBe(pays[0]?.key);
    expect((await commands.getCharge(charge.charge_uuid)).type_charge).toBe('pix');
  });
});
