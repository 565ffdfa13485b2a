import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { recordEvents, until } from '../../test/support/index.ts';
import { fillCard, mountCard, payButton, payReady } from '../card/card.testing.ts';
import { fillFrameCard, framePay, mountFrameCard } from './card-frame.testing.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  document.body.replaceChildren();
});

const completed = (events: Array<{ type: string }>) => events.some((e) => e.type === 'tucan-complete');

/** What the sandbox itself received for a charge's pay call, CORS preflights included. */
const payCallsSeenBySandbox = (chargeUuid: string) =>
  commands.sandboxRequests(`/public/charge/${chargeUuid}/pay`);

/**
 * Why frame mode saves a round trip on Pay (issue 14): the page and the service are on different origins here, as
 * on a merchant's site. Inline, the browser asks the service first (a CORS preflight, `OPTIONS`) and then pays;
 * from the frame, on the service's own origin, the pay POST is same-origin and goes alone. The sandbox's own log
 * shows it, preflights included (the browser's request events leave them out).
 */
describe('tucan-card: the Pay click costs one round trip from the frame, two inline', () => {
  it('frame: the service receives the pay POST alone, no preflight', async () => {
    expect(new URL(baseUrl).origin).not.toBe(location.origin);
    const { charge, events } = await mountFrameCard();
    await fillFrameCard({ number: '4000000000002701' });
    await framePay();
    await until(() => completed(events), 30_000);
    await vi.waitFor(async () =>
      expect(await payCallsSeenBySandbox(charge.charge_uuid)).toEqual([
        `POST /api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
      ]),
    );
  });

  it('inline on another origin: the browser sends a CORS preflight before the pay POST', async () => {
    const charge = await commands.createCharge({ country: 'BR', reference_external_id: crypto.randomUUID() });
    const el = await mountCard({
      isolation: 'inline',
      'base-url': baseUrl,
      'charge-uuid': charge.charge_uuid,
      amount: '150.75',
      currency: 'BRL',
      country: 'BR',
      lang: 'en',
    });
    const events = recordEvents(el);
    await fillCard(el, { number: '4000000000002701' });
    await payReady(el);
    payButton(el).click();
    await until(() => completed(events), 30_000);
    await vi.waitFor(async () =>
      expect(await payCallsSeenBySandbox(charge.charge_uuid)).toEqual([
        `OPTIONS /api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
        `POST /api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
      ]),
    );
  });
});
