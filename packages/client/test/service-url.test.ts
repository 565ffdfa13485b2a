import { describe, expect, it } from 'vitest';
import { BASE_URLS, baseUrlOf, createClient, serviceUrl, TucanConfigError } from '../src/index.ts';
import { paid, scriptedFetch } from './fake-fetch.ts';

/** The URLs a page or a server answer could hand the widget as the service's, none of which may be used. */
export const HOSTILE_URLS: ReadonlyArray<readonly [string, string]> = [
  ['javascript:', 'javascript:alert(document.domain)//x'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['blob:', 'blob:https://sandbox.tucan.example/0b5f-4e1c'],
  ['protocol-relative //host', '//evil.example/elements'],
  ['http to a host that is not loopback', 'http://evil.example'],
  ['https with user:password@', 'https://user:pass@sandbox.tucan.example'],
];

describe('serviceUrl: the one check of a service URL', () => {
  it.each([
    ['https', 'https://sandbox.tucan.example', 'https://sandbox.tucan.example/'],
    [
      'https with a path and a query',
      'https://acs.bank.example/challenge?x=1',
      'https://acs.bank.example/challenge?x=1',
    ],
    ['http on 127.0.0.1', 'http://127.0.0.1:4010', 'http://127.0.0.1:4010/'],
    ['http elsewhere in 127.0.0.0/8', 'http://127.1.2.3:8080/api', 'http://127.1.2.3:8080/api'],
    ['http on localhost', 'http://localhost:4010/', 'http://localhost:4010/'],
    ['http on [::1]', 'http://[::1]:4010', 'http://[::1]:4010/'],
  ])('accepts %s', (_name, value, href) => {
    expect(serviceUrl(value)).toBe(href);
  });

  it.each<readonly [string, unknown]>([
    ...HOSTILE_URLS,
    ['a relative path', '/api'],
    ['an empty string', ''],
    ['not a string', 42],
    ['ftp', 'ftp://127.0.0.1/'],
    ['http to a private address', 'http://192.168.1.5:4010'],
    ['http to a host named like loopback', 'http://127.0.0.1.evil.example'],
    ['http to localhost with a trick', 'http://localhost@evil.example'],
    ['http with credentials on loopback', 'http://a:b@127.0.0.1:4010'],
    ['a user name alone', 'https://user@sandbox.tucan.example'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['upper-case JAVASCRIPT: with spaces', '  JAVASCRIPT:alert(1)'],
  ])('refuses %s', (_name, value) => {
    expect(serviceUrl(value)).toBeUndefined();
  });

  const page = 'http://192.168.1.5:5173/shop/checkout';
  it.each([
    ['a path on the page origin', '/api/status/1', 'http://192.168.1.5:5173/api/status/1'],
    ['the page origin itself', 'http://192.168.1.5:5173/s', 'http://192.168.1.5:5173/s'],
    ['an https service URL', 'https://shop.example/s', 'https://shop.example/s'],
  ])('with the page URL (status-url), accepts %s', (_name, value, href) => {
    expect(serviceUrl(value, page)).toBe(href);
  });

  it.each<readonly [string, string]>([
    ...HOSTILE_URLS,
    ['a relative path without /', 'api/status'],
    ['a path starting /\\', '/\\evil.example/'],
  ])('with the page URL (status-url), refuses %s', (_name, value) => {
    expect(serviceUrl(value, page)).toBeUndefined();
  });
});

describe('createClient refuses a base URL that is not a service URL', () => {
  it.each(HOSTILE_URLS)('%s: a TucanConfigError, and no request', async (_name, baseUrl) => {
    const f = scriptedFetch(paid());
    expect(() => createClient({ baseUrl, fetch: f.fetch })).toThrow(TucanConfigError);
    expect(f.sent).toHaveLength(0);
  });

  it('calls the service on the URL as parsed (http on loopback, a trailing slash)', async () => {
    const f = scriptedFetch(
      new Response('{"installments":[]}', { headers: { 'content-type': 'application/json' } }),
    );
    await createClient({ baseUrl: 'http://localhost:4010/', fetch: f.fetch, retry: { attempts: 1 } })
      .simulateInstallments('5b9f4a3e-2c1d-4e8f-9a7b-6c5d4e3f2a1b')
      .catch(() => undefined);
    expect(f.sent[0]?.url).toMatch(/^http:\/\/localhost:4010\/api\/v1\//);
  });

  it('names the base URL it calls as baseUrl (checked, no trailing slash): the service origin 3DS results come from', () => {
    expect(createClient({ baseUrl: 'http://localhost:4010/' }).baseUrl).toBe('http://localhost:4010');
    expect(createClient({ baseUrl: 'https://api.tucan.example/v/' }).baseUrl).toBe(
      'https://api.tucan.example/v',
    );
    expect(createClient({ environment: 'sandbox' }).baseUrl).toBe(baseUrlOf('sandbox')?.replace(/\/+$/, ''));
  });
});

describe("environment: only the service's own environments name a base URL", () => {
  it('sandbox and production give their base URLs', () => {
    expect(baseUrlOf('sandbox')).toBe(BASE_URLS.sandbox);
    expect(baseUrlOf('production')).toBe(BASE_URLS.production);
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'staging', '', 'Sandbox'])(
    '"%s" is no environment: no base URL, and createClient refuses it',
    (environment) => {
      expect(baseUrlOf(environment)).toBeUndefined();
      expect(() => createClient({ environment: environment as 'sandbox' })).toThrow(TucanConfigError);
    },
  );

  it('a value that is not a string is no environment', () => {
    expect(baseUrlOf(undefined)).toBeUndefined();
    expect(baseUrlOf({})).toBeUndefined();
  });
});
