/**
 * The control and ACS paths (`/sandbox/*`) read no body above 100 KiB (413, as the API) and answer only under a
 * Host the sandbox listens on, so a DNS-rebinding page (its own name resolved to 127.0.0.1, Origin = Host) can
 * neither read the control API nor drive it.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index.ts';
import { startSandbox } from './support/merchant.ts';

let sandbox: Sandbox;
let port: string;
beforeAll(async () => {
  sandbox = await startSandbox({ allowedHosts: ['sandbox.qa.internal'] });
  port = new URL(sandbox.baseUrl).port;
});
afterAll(() => sandbox.close());

/** A raw HTTP request, so that Host and chunked bodies are sent exactly as given. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | string[],
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${sandbox.baseUrl}${path}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // The sandbox may answer 413 and close before the whole body is written.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    for (const chunk of Array.isArray(body) ? body : body === undefined ? [] : [body]) req.write(chunk);
    req.end();
  });
}

const KIB_300 = 300 * 1024;

describe('request bodies of the control and ACS paths', () => {
  it('answers 413 to a 300 KiB control body and changes nothing', async () => {
    const body = JSON.stringify({ mode: 'sunset', padding: 'x'.repeat(KIB_300) });
    const reply = await raw('POST', '/sandbox/version-mode', { 'content-type': 'application/json' }, body);
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text).message[0].code).toBe('PAYLOAD_TOO_LARGE');
    expect(sandbox.control.core.versionMode).toBe('current');
  });

  it('answers 413 to a 300 KiB ACS form post, also when it is sent chunked without a length', async () => {
    const form = `threeDSMethodData=${'A'.repeat(KIB_300)}`;
    const sized = await raw(
      'POST',
      '/sandbox/acs/method',
      { 'content-type': 'application/x-www-form-urlencoded' },
      form,
    );
    expect(sized.status).toBe(413);
    const chunks = Array.from({ length: 30 }, () => 'A'.repeat(10 * 1024));
    const chunked = await raw(
      'POST',
      '/sandbox/acs/challenge',
      { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      ['creq=', ...chunks],
    );
    expect(chunked.status).toBe(413);
  });

  it('still takes small control and ACS bodies', async () => {
    const mode = await raw(
      'POST',
      '/sandbox/version-mode',
      { 'content-type': 'application/json' },
      '{"mode":"current"}',
    );
    expect(mode.status).toBe(200);
    const notify = await raw(
      'POST',
      '/sandbox/acs/method-notify',
      { 'content-type': 'application/x-www-form-urlencoded' },
      `threeDSMethodData=${Buffer.from('{"threeDSServerTransID":"t-1"}').toString('base64url')}`,
    );
    expect(notify.status).toBe(200);
  });
});

describe('DNS rebinding: the Host must be an address of the sandbox', () => {
  it('refuses to show the control API, client id or webhook log under a foreign Host', async () => {
    const host = `rebind.example:${port}`;
    for (const path of ['/sandbox/', '/sandbox/webhooks', '/sandbox/version-mode']) {
      const reply = await raw('GET', path, { host, origin: `http://${host}` });
      expect(reply.status, path).toBe(403);
      expect(JSON.parse(reply.text).message[0]).toMatchObject({ code: 'FORBIDDEN_HOST', source: 'header' });
      expect(reply.text).not.toContain(sandbox.clientId);
    }
  });

  it('refuses a control POST whose Origin equals the foreign Host, and the mode stays current', async () => {
    const host = `rebind.example:${port}`;
    const reply = await raw(
      'POST',
      '/sandbox/version-mode',
      { host, origin: `http://${host}`, 'content-type': 'application/json' },
      '{"mode":"sunset"}',
    );
    expect(reply.status).toBe(403);
    expect(sandbox.control.core.versionMode).toBe('current');
    const acs = await raw(
      'POST',
      '/sandbox/acs/challenge/submit',
      { host, 'content-type': 'application/x-www-form-urlencoded' },
      'acsTransID=x&otp=123456',
    );
    expect(acs.status).toBe(403);
  });

  it('answers under 127.0.0.1, localhost, [::1] and a configured host name', async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      `sandbox.qa.internal:${port}`,
    ]) {
      const reply = await raw('GET', '/sandbox/', { host });
      expect(reply.status, host).toBe(200);
      expect(JSON.parse(reply.text).client_id).toBe(sandbox.clientId);
    }
  });
});
