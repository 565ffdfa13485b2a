import { describe, expect, it } from 'vitest';
import { PUBLIC, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, post } = sandbox;

const APPLE = 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession';
const session = (uuid: string, body: unknown) => post(`${PUBLIC}/charge/applepay/${uuid}/session`, body);

describe('Apple Pay merchant session', () => {
  it("returns Apple's merchant-session fields with expiresAt for a registered domain", async () => {
    const charge = await createCharge('BR', 99);
    const res = await session(charge.charge_uuid, { validationURL: APPLE, domain: 'localhost' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      domainName: 'localhost',
      displayName: expect.any(String),
      merchantSessionIdentifier: expect.stringMatching(/^SSH/),
      nonce: expect.stringMatching(/^[0-9a-f]{8}$/),
      merchantIdentifier: expect.stringMatching(/^[0-9A-F]{64}$/),
      signature: expect.stringMatching(/^[0-9a-f]+$/),
      retries: 0,
    });
    expect(res.body.expiresAt).toBeGreaterThan(res.body.epochTimestamp);
  });

  it('refuses a domain not registered on the wallet', async () => {
    const charge = await createCharge('MX', 99);
    const res = await session(charge.charge_uuid, { validationURL: APPLE, domain: 'evil.example' });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual([expect.objectContaining({ source: 'domain', code: 'INVALID_VALUE' })]);
  });

  it('refuses a validationURL that is not an Apple Pay gateway', async () => {
    const charge = await createCharge('BR', 99);
    const res = await session(charge.charge_uuid, {
      validationURL: 'https://apple.com.evil.example/x',
      domain: 'localhost',
    });
    expect(res.status).toBe(422);
    expect(res.body.message[0]).toMatchObject({ source: 'validationURL' });
    const missing = await session(charge.charge_uuid, {});
    expect((missing.body.message as Array<{ source: string }>).map((e) => e.source).sort()).toEqual([
      'domain',
      'validationURL',
    ]);
  });

  it('refuses charges outside Brazil and Mexico, and unknown charges', async () => {
    const charge = await createCharge('CL', 9900);
    expect((await session(charge.charge_uuid, { validationURL: APPLE, domain: 'localhost' })).status).toBe(
      422,
    );
    const unknown = await session('00000000-0000-4000-8000-000000000000', {
      validationURL: APPLE,
      domain: 'localhost',
    });
    expect(unknown.status).toBe(404);
  });
});
