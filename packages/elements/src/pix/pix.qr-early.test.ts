import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { mountCode, q, shownValue, waitForCode } from '../codes/codes.testing.ts';
import './pix.ts';

afterEach(() => {
  document.body.replaceChildren();
});

/** What the sandbox itself received for a charge's pay call, CORS preflights included. */
const payRequestsSeenBySandbox = (chargeUuid: string) =>
  commands.sandboxRequests(`/public/charge/${chargeUuid}/pay`) as unknown as Promise<string[]>;

/** The files this page fetched whose name says they draw a QR (the lazy drawing chunk and the `qrcode` package). */
const qrDrawingFetched = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => /qr-draw|qrcode/.test(name));

/**
 * A shopper's pix page: the page and the service on different origins, nothing asked of the shopper. The QR on the
 * screen is the service's own PNG from the one pay call's answer: no second request for an image, and no QR drawn
 * (nor its encoder loaded) in the browser. The browser asks the service once before that call (a CORS preflight:
 * a JSON POST with an Idempotency-Key is not a simple request; contract B1).
 */
describe('tucan-pix on a shop’s page: the QR from the pay call’s answer', () => {
  it('shows the PNG of the one pay call’s answer, after one preflight, without drawing a QR', async () => {
    expect(new URL(inject('sandboxUrl')).origin).not.toBe(location.origin);
    const { el, rec, charge } = await mountCode('tucan-pix');
    await waitForCode(el);
    const pays = rec.pays();
    expect(pays).toHaveLength(1);
    expect(pays[0]?.key).toMatch(/\S{16,}/);
    expect(pays[0]?.body).toEqual({ type_charge: 'pix' });
    const payload = pays[0]?.answer?.payment_payload as { qr_code: string; payload: string };
    const img = q<HTMLImageElement>(el, 'figure.qr img.qr-img');
    expect(img?.getAttribute('src')).toBe(`data:image/png;base64,${payload.qr_code}`);
    await vi.waitFor(() => expect(img?.complete && img.naturalWidth > 0).toBe(true));
    expect(shownValue(el, 'payload')).toBe(payload.payload);
    expect(q(el, 'figure.qr svg')).toBeNull();
    expect(qrDrawingFetched()).toEqual([]);
    await vi.waitFor(async () =>
      expect(await payRequestsSeenBySandbox(charge.charge_uuid)).toEqual([
        `OPTIONS /api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
        `POST /api/v1/bank/public/charge/${charge.charge_uuid}/pay`,
      ]),
    );
  });

  it('sends the pay call as the element’s first request to the service, before it asks for the charge’s statement', async () => {
    const { el, rec } = await mountCode('tucan-pix');
    await waitForCode(el);
    const paths = rec.calls.map((c) => c.path.split('/').pop());
    expect(paths[0]).toBe('pay');
    expect(paths.filter((p) => p === 'pay')).toHaveLength(1);
    expect(paths.indexOf('simulate-installment')).toBeGreaterThan(0);
  });
});
