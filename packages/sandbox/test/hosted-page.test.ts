import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTED_BUNDLE, wantsHtml } from '../src/http/hosted-page.ts';
import type { Sandbox } from '../src/index.ts';
import { BR_WALLET, Merchant, MX_WALLET, startSandbox } from './support/merchant.ts';

let sandbox: Sandbox;
let merchant: Merchant;
beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: { limit: 10_000, windowMs: 60_000 } });
  merchant = await Merchant.login(sandbox);
});
afterAll(() => sandbox.close());

/** What Chromium sends when it navigates to a page. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

describe('a payment link’s url: the hosted checkout page', () => {
  it('shows a browser the checkout for the link’s charge, amount, currency, country and allowed_methods', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/checkout/', {
      wallet_uuid: MX_WALLET,
      value: 1299.5,
      allowed_methods: ['credit_card', 'oxxo'],
      description: 'Tenis <Edición "limitada"> & más',
    });
    expect(link.status).toBe(201);
    const res = await fetch(link.body.url, { headers: { accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('vary')).toBe('Accept');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self' https://pay.google.com");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe');
    const html = await res.text();
    expect(html).toContain('<html lang="es-MX">');
    const tag = /<tucan-checkout ([^>]*)><\/tucan-checkout>/.exec(html)?.[1] ?? '';
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
    expect(attr('charge-uuid')).toBe(link.body.charge_uuid);
    expect(attr('amount')).toBe('1299.5');
    expect(attr('currency')).toBe('MXN');
    expect(attr('country')).toBe('MX');
    expect(attr('methods')).toBe('credit_card oxxo');
    expect(attr('base-url')).toBe(sandbox.baseUrl);
    expect(attr('status-url')).toBe(`${link.body.url}/status`);
    // The page is already on the service's origin: its card form is inline, not framed again.
    expect(attr('isolation')).toBe('inline');
    expect(html).toContain(`<script src="/elements/${HOSTED_BUNDLE}"></script>`);
    // The merchant's description is text, never markup; the page runs no inline script.
    expect(html).toContain('Tenis &lt;Edición &quot;limitada&quot;&gt; &amp; más');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('opens the same page for a plain payment link, in Portuguese for a Brazilian wallet', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 80,
    });
    const html = await (await fetch(link.body.url, { headers: { accept: BROWSER_ACCEPT } })).text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Pagamento</title>');
    expect(html).toMatch(/methods="[^"]*\bpix\b[^"]*"/);
  });

  it('keeps the JSON for tools, and tells the page the charge’s status', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 12,
    });
    for (const accept of [undefined, 'application/json', '*/*', 'text/html;q=0.5, application/json']) {
      const res = await fetch(link.body.url, accept ? { headers: { accept } } : {});
      expect(res.headers.get('content-type'), String(accept)).toMatch(/^application\/json/);
      expect((await res.json()).charge.charge_uuid).toBe(link.body.charge_uuid);
    }
    const status = await fetch(`${link.body.url}/status`);
    expect(await status.json()).toEqual({ status: 'issued' });
    expect((await fetch(`${sandbox.baseUrl}/sandbox/links/${crypto.randomUUID()}/status`)).status).toBe(404);
  });

  it('reads Accept as browsers and tools write it', () => {
    expect(wantsHtml(BROWSER_ACCEPT)).toBe(true);
    expect(wantsHtml('text/html')).toBe(true);
    expect(wantsHtml('application/json, text/html')).toBe(true);
    expect(wantsHtml('application/json, text/html;q=0.9')).toBe(false);
    expect(wantsHtml('text/html;q=0')).toBe(false);
    expect(wantsHtml('*/*')).toBe(false);
    expect(wantsHtml(undefined)).toBe(false);
  });
});
