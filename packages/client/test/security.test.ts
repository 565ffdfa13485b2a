import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, TucanConfigError } from '../src/index.ts';
import { CARD, json, paid, recordedSleep, scriptedFetch } from './fake-fetch.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtZXJjaGFudCJ9.c2lnbmF0dXJlLXZhbHVl';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(TucanConfigError);
    const message = (e as Error).message;
    expect(message).toContain("merchant's backend");
    expect(message).not.toContain(JWT);
    expect(message).not.toContain('s3cr3t');
    return message;
  }
  return expect.fail('expected the client to refuse');
}

describe('security: no secret, no token, no Authorization, no logs', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['clientSecret', 's3cr3t'],
    ['client_secret', 's3cr3t'],
    ['accessToken', 's3cr3t'],
    ['access_token', 's3cr3t'],
    ['authorization', 's3cr3t'],
    ['token', 's3cr3t'],
    ['bearer', 's3cr3t'],
  ])('refuses a client configured with %s, explaining it belongs on the backend', (key, value) => {
    const message = refusal(() => createClient({ [key]: value } as never));
    expect(message).toContain(key);
  });

  it('refuses a JWT or a "Bearer …" value wherever it is put in the configuration', () => {
    refusal(() => createClient({ baseUrl: JWT }));
    refusal(() => createClient({ headers: { 'X-Anything': `Bearer ${JWT}` } } as never));
    refusal(() => createClient({ environment: 'sandbox', retry: { note: JWT } } as never));
  });

  it('refuses a pay that carries a token, before anything is sent', async () => {
    const f = scriptedFetch(paid());
    const client = createClient({ fetch: f.fetch });
    await expect(client.pay('ch_1', { ...CARD, access_token: 's3cr3t' } as never)).rejects.toBeInstanceOf(
      TucanConfigError,
    );
    await expect(client.pay('ch_1', { ...CARD, email: `Bearer ${JWT}` })).rejects.toBeInstanceOf(
      TucanConfigError,
    );
    expect(f.sent).toHaveLength(0);
  });

  it('still accepts wallet tokens and 3DS values that only look alike', async () => {
    const f = scriptedFetch(paid(), paid());
    const client = createClient({ fetch: f.fetch });
    const googlepay_token = JSON.stringify({
      signature: 'MEUCIQ',
      protocolVersion: 'ECv2',
      signedMessage: '{}',
    });
    await client.pay('ch_1', { type_charge: 'googlepay', googlepay_token });
    await client.validateAuthentication('ch_1', {
      authentication_uuid: 'a',
      cres: 'eyJ0cmFuc1N0YXR1cyI6IlkifQ',
    });
    expect(f.sent).toHaveLength(2);
  });

  it('never sends Authorization and calls nothing but the endpoint, logging nothing', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => {}),
    );
    const f = scriptedFetch(json(503, { message: 'busy' }), paid(), json(422, { message: [] }));
    const client = createClient({ fetch: f.fetch, sleep: recordedSleep().sleep });
    await client.pay('ch_1', CARD);
    await client.pay('ch_1', CARD).catch(() => {});
    expect(f.sent).toHaveLength(3);
    for (const r of f.sent) {
      expect(r.headers.has('authorization')).toBe(false);
      expect(r.url).toMatch(/\/api\/v1\/bank\/public\/charge\/ch_1\/pay$/);
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
