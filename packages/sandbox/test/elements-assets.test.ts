import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_PAGE_CSP } from '../src/http/elements-assets.ts';
import { HOSTED_CSP } from '../src/http/hosted-page.ts';
import { createSandbox, type Sandbox } from '../src/index.ts';

let sandbox: Sandbox;
let bare: Sandbox;
const dir = mkdtempSync(join(tmpdir(), 'tucan-assets-'));
beforeAll(async () => {
  mkdirSync(join(dir, 'frame'));
  writeFileSync(join(dir, 'frame', 'card.html'), '<!doctype html><title>card frame</title>');
  mkdirSync(join(dir, 'hosted'));
  writeFileSync(join(dir, 'hosted', 'index.html'), '<!doctype html><title>hosted checkout</title>');
  writeFileSync(join(dir, 'tucan.js'), 'window.Tucan = {};');
  writeFileSync(join(dir, 'secret.env'), 'NOT=served');
  writeFileSync(join(tmpdir(), 'outside.js'), 'outside');
  sandbox = await createSandbox({ port: 0, elementsDir: dir });
  bare = await createSandbox({ port: 0 });
});
afterAll(async () => {
  await sandbox.close();
  await bare.close();
});

describe('the provider-hosted elements assets (GET /elements/*)', () => {
  it('serves the frame page and the script with their content types, readable from any origin without credentials', async () => {
    const page = await fetch(`${sandbox.baseUrl}/elements/frame/card.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('card frame');
    const script = await fetch(`${sandbox.baseUrl}/elements/tucan.js`, {
      headers: { origin: 'https://shop.example' },
    });
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    // A `crossorigin="use-credentials"` tag is refused by the browser: the script tag is anonymous.
    expect(script.headers.get('access-control-allow-credentials')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives the card frame page its own strict CSP (scripts from the service only, Trusted Types, who may embed it); not the other files', async () => {
    const csp = (await fetch(`${sandbox.baseUrl}/elements/frame/card.html`)).headers.get(
      'content-security-policy',
    );
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toMatch(/frame-ancestors https: /);
    expect(
      (await fetch(`${sandbox.baseUrl}/elements/tucan.js`)).headers.get('content-security-policy'),
    ).toBeNull();
  });

  // Headers are decided on the file served, never on how its path was spelled.
  it.each([
    ['/elements/frame/card.html', FRAME_PAGE_CSP, 'card frame'],
    ['/elements//frame/card.html', FRAME_PAGE_CSP, 'card frame'],
    ['/elements///frame//card.html', FRAME_PAGE_CSP, 'card frame'],
    ['/elements/frame%2fcard.html', FRAME_PAGE_CSP, 'card frame'],
    ['/elements/frame%2Fcard.html', FRAME_PAGE_CSP, 'card frame'],
    ['/elements/%66rame/card.html', FRAME_PAGE_CSP, 'card frame'],
    ['/elements/%2e/frame/card.html', FRAME_PAGE_CSP, 'card frame'],
    ['/elements/hosted%2f..%2fframe/card.html', FRAME_PAGE_CSP, 'card frame'],
    ['/elements/frame/.%2fcard.html', FRAME_PAGE_CSP, 'card frame'],
    ['/elements/hosted/index.html', HOSTED_CSP, 'hosted checkout'],
    ['/elements//hosted/index.html', HOSTED_CSP, 'hosted checkout'],
    ['/elements/hosted%2findex.html', HOSTED_CSP, 'hosted checkout'],
    ['/elements/hosted//index.html', HOSTED_CSP, 'hosted checkout'],
    ['/elements/frame%2f..%2fhosted/index.html', HOSTED_CSP, 'hosted checkout'],
  ])('serves %s with the CSP of the page it is', async (path, csp, text) => {
    const page = await fetch(`${sandbox.baseUrl}${path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(text);
    expect(page.headers.get('content-security-policy')).toBe(csp);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers 404 for missing files, other file types and paths that leave the directory', async () => {
    for (const path of [
      'missing.js',
      'secret.env',
      '..%2Foutside.js',
      '%2e%2e/outside.js',
      'frame/..%2F..%2Foutside.js',
    ]) {
      const reply = await fetch(`${sandbox.baseUrl}/elements/${path}`);
      expect(reply.status, path).toBe(404);
    }
  });

  it('serves nothing when no directory is configured', async () => {
    expect((await fetch(`${bare.baseUrl}/elements/tucan.js`)).status).toBe(404);
  });
});
