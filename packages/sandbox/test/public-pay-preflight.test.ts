import { describe, expect, it } from 'vitest';
import { PUBLIC, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, post } = sandbox;

/**
 * Contract B1 (assumption): the pay call is a JSON POST with an Idempotency-Key, so from a shop's page (another
 * origin) it is never a CORS simple request: the browser asks first with a preflight, which the service answers so
 * that the browser may cache it for 600 s, and there is no simple form of the call that would skip it.
 */
describe('the pay call from a shop’s page: one CORS preflight, cached, and no simple form', () => {
  it('answers the pay call’s preflight with the method, both headers and a 600 s cache', async () => {
    const charge = await createCharge('BR', 150.75);
    const res = await fetch(`${sandbox.baseUrl}${PUBLIC}/charge/${charge.charge_uuid}/pay`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = res.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    expect(allowed).toContain('content-type');
    expect(allowed).toContain('idempotency-key');
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('refuses a pay call sent as a simple request (a text/plain body) with a readable 415, and issues nothing', async () => {
    const charge = await createCharge('BR', 150.75);
    const path = `${PUBLIC}/charge/${charge.charge_uuid}/pay`;
    const simple = await post(path, { type_charge: 'pix' }, { 'Content-Type': 'text/plain' });
    expect(simple.status).toBe(415);
    expect(simple.headers.get('access-control-allow-origin')).toBe('*');
    expect(simple.body.message[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');
    // The JSON call that follows is the charge's first: it issues the code.
    const json = await post(path, { type_charge: 'pix' }, { 'Idempotency-Key': crypto.randomUUID() });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ status: 'issued' });
    expect(json.body.payment_payload.qr_code).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
