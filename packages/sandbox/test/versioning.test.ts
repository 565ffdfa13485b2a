import { describe, expect, it } from 'vitest';
import { BR_WALLET, Merchant, requestToken, startSandbox } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox();

const setMode = (mode: string) =>
  fetch(`${merchant.sandbox.controlUrl}/version-mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });

describe('API versioning', () => {
  it('answers 404 for an unknown major version', async () => {
    for (const version of ['v2', 'v0']) {
      const reply = await merchant.get(`/api/${version}/bank/wallet/${BR_WALLET}/`);
      expect(reply.status).toBe(404);
      expect(reply.body.message[0].code).toBe('UNKNOWN_API_VERSION');
    }
  });

  it('carries no deprecation headers in the current mode', async () => {
    const reply = await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`);
    expect(reply.headers.get('deprecation')).toBeNull();
  });

  it('deprecated mode adds Deprecation, Sunset and a successor-version Link to every response', async () => {
    expect((await setMode('deprecated')).status).toBe(200);
    try {
      for (const reply of [
        await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`),
        await merchant.post('/api/v1/bank/wallet/charge/', '{bad'),
        await fetch(`${merchant.sandbox.baseUrl}/api/v1/bank/wallet/charges/`),
      ]) {
        expect(reply.headers.get('deprecation')).toBe('true');
        expect(Number.isNaN(Date.parse(reply.headers.get('sunset') ?? ''))).toBe(false);
        expect(reply.headers.get('sunset')).toMatch(/GMT$/);
        expect(reply.headers.get('link')).toMatch(/^<https?:\/\/[^>]+>; rel="successor-version"$/);
      }
    } finally {
      await setMode('current');
    }
  });

  it('sunset mode answers 410 Gone with a migration link, switchable in process', async () => {
    merchant.sandbox.control.setVersionMode('sunset');
    try {
      const reply = await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`);
      expect(reply.status).toBe(410);
      expect(reply.body.message[0].code).toBe('API_VERSION_SUNSET');
      expect(reply.body.message[0].description).toMatch(/https?:\/\//);
      expect(reply.headers.get('link')).toContain('rel="successor-version"');
      expect((await merchant.post('/charge', {})).status).toBe(410);
      expect((await requestToken(merchant.sandbox)).status).toBe(200);
    } finally {
      merchant.sandbox.control.setVersionMode('current');
    }
    expect((await merchant.get(`/api/v1/bank/wallet/${BR_WALLET}/`)).status).toBe(200);
  });

  it('says in the 410 what is true on the sandbox clock: not yet the sunset date, then past it', async () => {
    let clock = Date.parse('2026-08-01T12:00:00Z');
    const sunset = await startSandbox({ versionMode: 'sunset', now: () => clock });
    try {
      const early = await (await fetch(`${sunset.baseUrl}/api/v1/bank/wallet/charges/`)).json();
      expect(early.message[0].description).not.toMatch(/was sunset/);
      expect(early.message[0].description).toMatch(
        /simulates its sunset ahead of the announced date \(Fri, 02 Jul 2027/,
      );
      clock = Date.parse('2027-07-03T00:00:00Z');
      const late = await (await fetch(`${sunset.baseUrl}/api/v1/bank/wallet/charges/`)).json();
      expect(late.message[0].description).toMatch(/^API v1 was sunset on Fri, 02 Jul 2027/);
    } finally {
      await sunset.close();
    }
  });

  it('starts in the mode given as an option', async () => {
    const sunset = await startSandbox({ versionMode: 'sunset' });
    try {
      const response = await fetch(`${sunset.baseUrl}/api/v1/bank/wallet/charges/`);
      expect(response.status).toBe(410);
    } finally {
      await sunset.close();
    }
  });
});
