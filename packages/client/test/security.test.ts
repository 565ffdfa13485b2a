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
    await expect(
      client.pay('0c0c0c0c-0000-4000-8000-000000000001', { ...CARD, access_token: 's3cr3t' } as never),
    ).rejects.toBeInstanceOf(TucanConfigError);
    await expect(
      client.pay('0c0c0c0c-0000-4000-8000-000000000001', { ...CARD, email: `Bearer ${JWT}` }),
    ).rejects.toBeInstanceOf(TucanConfigError);
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
    await client.pay('0c0c0c0c-0000-4000-8000-000000000001', { type_charge: 'googlepay', googlepay_token });
    await client.validateAuthentication('0c0c0c0c-0000-4000-8000-000000000001', {
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
    await client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD);
    await client.pay('0c0c0c0c-0000-4000-8000-000000000001', CARD).catch(() => {});
    expect(f.sent).toHaveLength(3);
    for (const r of f.sent) {
      expect(r.headers.has('authorization')).toBe(false);
      expect(r.url).toMatch(/\/api\/v1\/bank\/public\/charge\/0c0c0c0c-0000-4000-8000-000000000001\/pay$/);
    }
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  describe('refuses every secret-bearing shape before anything is sent', () => {
    const CH = '0c0c0c0c-0000-4000-8000-000000000001';
    const deep = (levels: number, leaf: Record<string, unknown>) => {
      let node: Record<string, unknown> = leaf;
      for (let i = 0; i < levels; i++) node = { nested: node };
      return node;
    };
    const bodies: Array<[string, Record<string, unknown>]> = [
      ['a client_secret nested 12 levels deep', deep(12, { client_secret: 's3cr3t' })],
      ['an object whose toJSON adds one', { email: { toJSON: () => ({ client_secret: 's3cr3t' }) } }],
      ['secret_key', { secret_key: 's3cr3t' }],
      ['apiSecret', { device_id: { apiSecret: 's3cr3t' } }],
      ['password', { password: 's3cr3t' }],
      ['a JWT behind a prefix', { device_id: `token=${JWT}` }],
    ];
    it.each(bodies)('a pay body with %s', async (_name, extra) => {
      const f = scriptedFetch(paid());
      const client = createClient({ fetch: f.fetch });
      await expect(client.pay(CH, { ...CARD, ...extra } as never)).rejects.toBeInstanceOf(TucanConfigError);
      expect(f.sent).toHaveLength(0);
    });

    it('lets through shoppers whose data only looks alike: an email starting eyj, a name starting Bearer', async () => {
      const f = scriptedFetch(paid());
      const client = createClient({ fetch: f.fetch });
      await client.pay(CH, { ...CARD, email: 'eyjolfur.jonsson.1990@gmail.com', card_name: 'Bearer Smith' });
      expect(f.sent).toHaveLength(1);
    });

    it('refuses a base URL whose path does not decode, with a clear error', () => {
      expect(() => createClient({ baseUrl: 'https://sb.example/%E0%A4%A' })).toThrow(TucanConfigError);
    });

    it('a JWT (or anything not a UUID) passed as the charge UUID, which would land in the URL path', async () => {
      const f = scriptedFetch(paid());
      const client = createClient({ fetch: f.fetch });
      const jwt = await client.pay(JWT, CARD).catch((e: Error) => e);
      expect(jwt).toBeInstanceOf(TucanConfigError);
      expect((jwt as Error).message).not.toContain(JWT);
      await expect(client.simulateInstallments('../wallet/charges')).rejects.toBeInstanceOf(TucanConfigError);
      expect(f.sent).toHaveLength(0);
    });

    it.each([
      ['?client_secret=', 'https://sb.example/?client_secret=s3cr3t'],
      ['?access_token=', 'https://sb.example/api?access_token=abc'],
      ['user:secret@', 'https://client:s3cr3t@sb.example'],
      ['a JWT in the path', `https://sb.example/${JWT}`],
    ])('a base URL with %s', (_name, baseUrl) => {
      refusal(() => createClient({ baseUrl }));
    });
  });
});
