import { describe, expect, it } from 'vitest';
import { PAYLOAD_TTL_MS } from '../src/payloads/index.ts';
import { forgetToken, usePublicSandbox, waitFor } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, getCharge, pay } = sandbox;

const statusOf = async (uuid: string) => (await getCharge(uuid)).status;

describe('codes and vouchers stay issued until paid', () => {
  it('a pix code is paid through the sandbox control endpoint, and the merchant gets the webhook', async () => {
    const charge = await createCharge('BR', 20, { webhook_url: sandbox.hooks.url });
    await pay(charge.charge_uuid, { type_charge: 'pix' });
    expect(await statusOf(charge.charge_uuid)).toBe('issued');
    const res = await fetch(`${sandbox.controlUrl}/charges/${charge.charge_uuid}/pay`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await statusOf(charge.charge_uuid)).toBe('paid');
    await sandbox.control.webhooksIdle();
    expect(sandbox.hooks.statusesOf(charge.charge_uuid)).toEqual(['paid']);
  });

  it('metadata.sandbox_auto_pay_seconds pays an OXXO voucher by itself', async () => {
    const charge = await createCharge('MX', 300, {
      webhook_url: sandbox.hooks.url,
      metadata: { sandbox_auto_pay_seconds: 0 },
    });
    await pay(charge.charge_uuid, { type_charge: 'oxxo' });
    expect(
      await waitFor(
        () => statusOf(charge.charge_uuid),
        (s) => s === 'paid',
      ),
    ).toBe('paid');
    await sandbox.control.webhooksIdle();
    expect(sandbox.hooks.statusesOf(charge.charge_uuid)).toEqual(['paid']);
  });

  it('an expired SPEI code moves to canceled with a webhook, and paying it afterwards is refused', async () => {
    const charge = await createCharge('MX', 500, { webhook_url: sandbox.hooks.url });
    await pay(charge.charge_uuid, { type_charge: 'spei' });
    sandbox.control.advance(PAYLOAD_TTL_MS.spei + 1000);
    forgetToken(sandbox.sb);
    expect(
      await waitFor(
        () => statusOf(charge.charge_uuid),
        (s) => s === 'canceled',
      ),
    ).toBe('canceled');
    await sandbox.control.webhooksIdle();
    expect(sandbox.hooks.statusesOf(charge.charge_uuid)).toEqual(['canceled']);
    const again = await pay(charge.charge_uuid, { type_charge: 'spei' });
    expect(again.status).toBe(409);
    expect(again.body.message[0]).toMatchObject({ code: 'INVALID_STATE' });
  });
});
