import { describe, expect, it } from 'vitest';
import { FAULT_AMOUNTS } from '../src/scenarios.ts';
import { card, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, getCharge, pay } = sandbox;

describe('fault amounts on the pay endpoint', () => {
  it('7001: the first try answers 503 with Retry-After and changes nothing; the retry pays', async () => {
    const charge = await createCharge('BR', FAULT_AMOUNTS.transient5xx);
    const key = { 'Idempotency-Key': `t-${charge.charge_uuid}` };
    const first = await pay(charge.charge_uuid, card('4111111111111111'), key);
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(first.body.message[0]).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await getCharge(charge.charge_uuid)).status).toBe('issued');
    const retry = await pay(charge.charge_uuid, card('4111111111111111'), key);
    expect(retry.status).toBe(200);
    expect(retry.body.status).toBe('paid');
  });

  it('7002: the connection drops after the charge was paid; a replay with the same key returns the result', async () => {
    const charge = await createCharge('BR', FAULT_AMOUNTS.dropResponse);
    const key = { 'Idempotency-Key': `d-${charge.charge_uuid}` };
    await expect(pay(charge.charge_uuid, card('4111111111111111'), key)).rejects.toThrow();
    expect((await getCharge(charge.charge_uuid)).status).toBe('paid');
    const replay = await pay(charge.charge_uuid, card('4111111111111111'), key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toMatchObject({ charge_uuid: charge.charge_uuid, status: 'paid' });
  });

  it('7003: a slow answer still arrives with the result', async () => {
    const charge = await createCharge('MX', FAULT_AMOUNTS.slow);
    const res = await pay(charge.charge_uuid, card('4111111111111111'));
    expect(res.body.status).toBe('paid');
  });
});
