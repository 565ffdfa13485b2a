import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYLOAD_TTL_MS } from '../src/payloads/index.ts';
import {
  createCharge,
  forgetToken,
  getCharge,
  PUBLIC,
  post,
  type Sandbox,
  startWithHooks,
  stopWithHooks,
  type WebhookReceiver,
  waitFor,
} from './public-helpers.ts';

let sb: Sandbox;
let hooks: WebhookReceiver;
beforeAll(async () => {
  ({ sb, hooks } = await startWithHooks());
});
afterAll(() => stopWithHooks(sb, hooks));

const statusOf = async (uuid: string) => (await getCharge(sb, uuid)).status;

describe('codes and vouchers stay issued until paid', () => {
  it('a pix code is paid through the sandbox control endpoint, and the merchant gets the webhook', async () => {
    const charge = await createCharge(sb, 'BR', 20, { webhook_url: hooks.url });
    await post(sb, `${PUBLIC}/charge/${charge.charge_uuid}/pay`, { type_charge: 'pix' });
    expect(await statusOf(charge.charge_uuid)).toBe('issued');
    const res = await fetch(`${sb.controlUrl}/charges/${charge.charge_uuid}/pay`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await statusOf(charge.charge_uuid)).toBe('paid');
    await sb.control.webhooksIdle();
    expect(hooks.statusesOf(charge.charge_uuid)).toEqual(['paid']);
  });

  it('metadata.sandbox_auto_pay_seconds pays an OXXO voucher by itself', async () => {
    const charge = await createCharge(sb, 'MX', 300, {
      webhook_url: hooks.url,
      metadata: { sandbox_auto_pay_seconds: 0 },
    });
    await post(sb, `${PUBLIC}/charge/${charge.charge_uuid}/pay`, { type_charge: 'oxxo' });
    expect(
      await waitFor(
        () => statusOf(charge.charge_uuid),
        (s) => s === 'paid',
      ),
    ).toBe('paid');
    await sb.control.webhooksIdle();
    expect(hooks.statusesOf(charge.charge_uuid)).toEqual(['paid']);
  });

  it('an expired SPEI code moves to canceled with a webhook, and paying it afterwards is refused', async () => {
    const charge = await createCharge(sb, 'MX', 500, { webhook_url: hooks.url });
    await post(sb, `${PUBLIC}/charge/${charge.charge_uuid}/pay`, { type_charge: 'spei' });
    sb.control.advance(PAYLOAD_TTL_MS.spei + 1000);
    forgetToken(sb);
    expect(
      await waitFor(
        () => statusOf(charge.charge_uuid),
        (s) => s === 'canceled',
      ),
    ).toBe('canceled');
    await sb.control.webhooksIdle();
    expect(hooks.statusesOf(charge.charge_uuid)).toEqual(['canceled']);
    const again = await post(sb, `${PUBLIC}/charge/${charge.charge_uuid}/pay`, { type_charge: 'spei' });
    expect(again.status).toBe(409);
    expect(again.body.message[0]).toMatchObject({ code: 'INVALID_STATE' });
  });
});
