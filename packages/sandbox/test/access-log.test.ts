import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card, createCharge, PUBLIC, post, ROOMY_RATE_LIMIT, type Sandbox } from './public-helpers.ts';
import { startSandbox } from './support/merchant.ts';

let sb: Sandbox;
let off: Sandbox;
beforeAll(async () => {
  sb = await startSandbox({ accessLog: true, rateLimit: ROOMY_RATE_LIMIT });
  off = await startSandbox();
});
afterAll(async () => {
  await sb.close();
  await off.close();
});

describe('access log (accessLog: true)', () => {
  it('records each request in order with its method, path, status and real-time span, no query or body', async () => {
    const charge = await createCharge(sb, 'BR', 150.75);
    sb.control.clearAccessLog();
    const paid = await post(
      sb,
      `${PUBLIC}/charge/${charge.charge_uuid}/pay?x=4111111111111111`,
      card('4111111111111111'),
    );
    expect(paid.body.status).toBe('paid');
    await fetch(`${sb.baseUrl}/nowhere`);
    const log = sb.control.accessLog();
    expect(log.map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', `${PUBLIC}/charge/${charge.charge_uuid}/pay`, 200],
      ['GET', '/nowhere', 404],
    ]);
    expect(log[0]!.end).toBeGreaterThanOrEqual(log[0]!.start);
    expect(log[1]!.start).toBeGreaterThanOrEqual(log[0]!.end);
    expect(JSON.stringify(log)).not.toContain('4111');
  });

  it('is emptied by reset, and stays empty when the option is off', async () => {
    await fetch(`${sb.baseUrl}/nowhere`);
    sb.control.reset();
    expect(sb.control.accessLog()).toEqual([]);
    await fetch(`${off.baseUrl}/nowhere`);
    expect(off.control.accessLog()).toEqual([]);
  });
});
