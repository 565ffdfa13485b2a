import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTED_LINK_ISLAND_ID,
  hostedLinkState,
  parseHostedLink,
} from '../../elements/src/hosted/hosted-link.ts';
import { hostedPagePolicy, wantsHtml } from '../src/http/hosted-page.ts';
import type { Sandbox } from '../src/index.ts';
import { BR_WALLET, Merchant, MX_WALLET, startSandbox } from './support/merchant.ts';

/** The static page as `vite.hosted.config.ts` builds it (the sandbox only fills it in; the e2e serves the real one). */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Payment</title>
    <script type="module" crossorigin src="/elements/hosted/assets/index-abc.js" integrity="sha384-x"></script>
    <link rel="stylesheet" crossorigin href="/elements/hosted/assets/index-abc.css" integrity="sha384-y">
  </head>
  <body>
    <main></main>
  </body>
</html>
`;

let sandbox: Sandbox;
let merchant: Merchant;
let elementsDir: string;
beforeAll(async () => {
  elementsDir = await mkdtemp(join(tmpdir(), 'tucan-hosted-'));
  await mkdir(join(elementsDir, 'hosted'));
  await writeFile(join(elementsDir, 'hosted', 'index.html'), TEMPLATE);
  sandbox = await startSandbox({ rateLimit: { limit: 10_000, windowMs: 60_000 }, elementsDir });
  merchant = await Merchant.login(sandbox);
});
afterAll(async () => {
  await sandbox.close();
  await rm(elementsDir, { recursive: true, force: true });
});

/** What Chromium sends when it navigates to a page. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

/**
 * The page a browser gets for a link, its data island read as the page's script reads it, and the CSP nonce the
 * island carries.
 */
async function hostedPage(url: string) {
  const res = await fetch(url, { headers: { accept: BROWSER_ACCEPT } });
  const html = await res.text();
  const islands = [
    ...html.matchAll(/<script type="application\/json" id="([^"]+)" nonce="([^"]+)">([^<]*)<\/script>/g),
  ];
  expect(islands.map((m) => m[1])).toEqual([HOSTED_LINK_ISLAND_ID]);
  return { res, html, link: parseHostedLink(islands[0]?.[3]), nonce: islands[0]?.[2] ?? '' };
}

/** A policy's directives by name, each with its sources. */
const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(';').map((d) => {
      const [name = '', ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('a payment link’s url: the hosted checkout page', () => {
  it('opens in the language its url asks for with ?lang= (one of the six), else in the country’s', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 42,
      description: 'tucan QA order',
    });
    expect(link.status).toBe(201);
    const langOf = async (query: string) => {
      const { html, link: data } = await hostedPage(`${link.body.url}${query}`);
      return { html: /<html lang="([^"]*)">/.exec(html)?.[1], island: data?.lang };
    };
    expect(await langOf('?lang=en')).toEqual({ html: 'en', island: 'en' });
    expect(await langOf('?lang=es-CO')).toEqual({ html: 'es-CO', island: 'es-CO' });
    expect(await langOf('')).toEqual({ html: 'pt-BR', island: 'pt-BR' });
    expect(await langOf('?lang=fr')).toEqual({ html: 'pt-BR', island: 'pt-BR' });
    expect(await langOf('?lang=%22%3E%3Cscript%3E')).toEqual({ html: 'pt-BR', island: 'pt-BR' });
  });

  it('fills the static page with the link’s data island: charge, amount, currency, country, allowed_methods', async () => {
    const description = 'Tenis <Edición "limitada"> & más </script><img src=x onerror=alert(1)> \u2028';
    const link = await merchant.post('/api/v1/bank/wallet/checkout/', {
      wallet_uuid: MX_WALLET,
      value: 1299.5,
      allowed_methods: ['credit_card', 'oxxo'],
      description,
    });
    expect(link.status).toBe(201);
    const { res, html, link: data } = await hostedPage(link.body.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('vary')).toBe('Accept');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self' https://pay.google.com");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).not.toContain('unsafe');
    // The page's language is decided here, on <html lang>; the rest of the page is the static build, untouched.
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain('<script type="module" crossorigin src="/elements/hosted/assets/index-abc.js"');
    expect(data).toEqual({
      version: 1,
      payment_link_uuid: link.body.payment_link_uuid,
      charge_uuid: link.body.charge_uuid,
      is_checkout: true,
      amount: 1299.5,
      currency: 'MXN',
      country: 'MX',
      allowed_methods: ['credit_card', 'oxxo'],
      description,
      merchant_name: 'Sandbox wallet MX',
      expires_at: null,
      status: 'issued',
      now: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      return_url: null,
      base_url: sandbox.baseUrl,
      status_url: `${link.body.url}/status`,
      lang: 'es-MX',
    });
    expect(hostedLinkState(data!)).toBe('payable');
    // The merchant's text cannot end the island or become markup: one </script> for it, no <img> anywhere.
    expect(html).not.toContain('<img');
    expect(html).not.toContain('</script><img');
    expect(html).toContain('\\u003c/script\\u003e\\u003cimg src=x onerror=alert(1)\\u003e \\u2028');
  });

  it('opens the same page for a plain payment link, in Portuguese for a Brazilian wallet', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 80,
    });
    const { html, link: data } = await hostedPage(link.body.url);
    expect(html).toContain('<html lang="pt-BR">');
    expect(data).toMatchObject({ is_checkout: false, lang: 'pt-BR', country: 'BR', currency: 'BRL' });
    expect(data?.allowed_methods).toContain('pix');
  });

  it('tells the page when the link was paid, and when its last day passed on the service’s clock', async () => {
    const paidLink = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 25,
      allowed_methods: ['pix'],
    });
    sandbox.control.transition(paidLink.body.charge_uuid, 'paid', 'test');
    const paid = (await hostedPage(paidLink.body.url)).link;
    expect(paid?.status).toBe('paid');
    expect(hostedLinkState(paid!)).toBe('paid');

    const today = sandbox.control.core.isoNow().slice(0, 10);
    const dueLink = await merchant.post('/api/v1/bank/wallet/checkout/', {
      wallet_uuid: BR_WALLET,
      value: 30,
      due_date: today,
    });
    const due = (await hostedPage(dueLink.body.url)).link;
    expect(due).toMatchObject({ expires_at: today });
    expect(hostedLinkState(due!)).toBe('payable');
    sandbox.control.advance(86_400_000);
    const expired = (await hostedPage(dueLink.body.url)).link;
    expect((expired?.now ?? '').slice(0, 10) > today).toBe(true);
    expect(hostedLinkState(expired!)).toBe('expired');
    // A day later the merchant's token has expired too.
    merchant = await Merchant.login(sandbox);
  });

  it('answers 503 with the reason, not a broken page, when the static page is not there', async () => {
    const bare = await startSandbox();
    try {
      const m = await Merchant.login(bare);
      const link = await m.post('/api/v1/bank/wallet/checkout/', { wallet_uuid: BR_WALLET, value: 10 });
      const res = await fetch(link.body.url, { headers: { accept: BROWSER_ACCEPT } });
      expect(res.status).toBe(503);
      expect(await res.text()).toMatch(/hosted checkout page is not available.*elementsDir/);
      // Tools still get the link as JSON.
      const json = await fetch(link.body.url, { headers: { accept: 'application/json' } });
      expect((await json.json()).payment_link_uuid).toBe(link.body.payment_link_uuid);
    } finally {
      await bare.close();
    }
  });

  it('keeps the JSON for tools, and tells the page the charge’s status', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 12,
    });
    for (const accept of [undefined, 'application/json', '*/*', 'text/html;q=0.5, application/json']) {
      const res = await fetch(link.body.url, accept ? { headers: { accept } } : {});
      expect(res.headers.get('content-type'), String(accept)).toMatch(/^application\/json/);
      expect((await res.json()).charge_uuid).toBe(link.body.charge_uuid);
    }
    const status = await fetch(`${link.body.url}/status`);
    expect(await status.json()).toEqual({ status: 'issued' });
    expect((await fetch(`${sandbox.baseUrl}/sandbox/links/${crypto.randomUUID()}/status`)).status).toBe(404);
  });

  it('answers a link’s JSON with what the page shows before payment, and no payer data before or after payment', async () => {
    const reference = `order-${crypto.randomUUID()}`;
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 75.5,
      description: 'Curso de fotografia',
      allowed_methods: ['credit_card', 'pix'],
      reference_external_id: reference,
    });
    const publicJson = async () => {
      const res = await fetch(link.body.url, { headers: { accept: 'application/json' } });
      expect(res.headers.get('cache-control')).toBe('no-store');
      return { text: await res.clone().text(), body: await res.json() };
    };
    const expected = {
      payment_link_uuid: link.body.payment_link_uuid,
      charge_uuid: link.body.charge_uuid,
      is_checkout: false,
      url: link.body.url,
      value: 75.5,
      currency: 'BRL',
      description: 'Curso de fotografia',
      allowed_methods: ['credit_card', 'pix'],
      expires_at: null,
      created_at: expect.any(String),
    };
    expect((await publicJson()).body).toEqual({ ...expected, status: 'issued' });

    const paid = await fetch(`${sandbox.baseUrl}/api/v1/bank/public/charge/${link.body.charge_uuid}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        type_charge: 'credit_card',
        card_name: 'Maria Pagadora',
        card_number: '4111111111111111',
        card_expiry_month: '12',
        card_expiry_year: String(new Date().getUTCFullYear() + 3),
        card_cvv: '123',
        email: 'maria.pagadora@example.com',
        payer_name: 'Maria Pagadora',
        payer_tax_id: '529.982.247-25',
        payer_document_type: 'CPF',
      }),
    });
    expect((await paid.json()).status).toBe('paid');
    // The merchant, with its token, still reads the payer on the charge.
    const charge = await merchant.get(`/api/v1/bank/wallet/charge/${link.body.charge_uuid}/`);
    expect(charge.body).toMatchObject({
      email: 'maria.pagadora@example.com',
      payer_tax_id: '529.982.247-25',
      card: { brand: 'visa', last4: '1111' },
      reference_external_id: reference,
    });

    const after = await publicJson();
    expect(after.body).toEqual({ ...expected, status: 'paid' });
    for (const secret of ['maria', 'Pagadora', '52998224725', '529.982.247', 'visa', reference]) {
      expect(after.text, secret).not.toContain(secret);
    }
    for (const field of ['email', 'payer_name', 'payer_tax_id', 'payer_document_type', 'card', 'charge']) {
      expect(after.body, field).not.toHaveProperty(field);
    }
    // The page's data island carries no payer field either.
    const { html } = await hostedPage(link.body.url);
    for (const secret of ['Pagadora', '52998224725', '529.982.247', reference]) {
      expect(html, secret).not.toContain(secret);
    }
  });

  it('gives the hosted page its CSP under every spelling of the link’s url that serves it', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: BR_WALLET,
      value: 9,
    });
    const uuid: string = link.body.payment_link_uuid;
    const spellings = [
      link.body.url,
      `${link.body.url}/`,
      `${link.body.url}?utm_source=mail`,
      `${sandbox.baseUrl}/sandbox/links/${uuid.toUpperCase()}`,
      `${sandbox.baseUrl}/sandbox//links/${uuid}`,
      `${sandbox.baseUrl}/sandbox/links//${uuid}`,
      `${sandbox.baseUrl}/sandbox/links%2f${uuid}`,
    ];
    for (const url of spellings) {
      const res = await fetch(url, { headers: { accept: BROWSER_ACCEPT } });
      const html = await res.text();
      // Served as the page (with its CSP, under the nonce its island carries), or not served at all.
      const nonce = /id="tucan-link" nonce="([^"]+)"/.exec(html)?.[1];
      if (res.status === 200)
        expect(res.headers.get('content-security-policy'), url).toBe(hostedPagePolicy(nonce));
      else expect(html, url).not.toContain(HOSTED_LINK_ISLAND_ID);
    }
    expect((await fetch(link.body.url, { headers: { accept: BROWSER_ACCEPT } })).status).toBe(200);
  });

  it('serves the policy the elements README gives a page offering Google Pay, with a fresh style nonce per response on its island', async () => {
    const link = await merchant.post('/api/v1/bank/wallet/payment-link/', {
      wallet_uuid: MX_WALLET,
      value: 120,
      allowed_methods: ['credit_card', 'googlepay'],
    });
    expect(link.status).toBe(201);
    const first = await hostedPage(link.body.url);
    const second = await hostedPage(link.body.url);
    expect(first.link?.allowed_methods).toContain('googlepay');
    // 128 random bits, base64: a nonce no page can guess, and a new one for every response.
    for (const { nonce } of [first, second]) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    const policy = directives(first.res.headers.get('content-security-policy'));
    // The README's Google Pay sources ("What the wallets add to the Content Security Policy"), on the page's own.
    expect(policy.get('script-src')).toEqual(["'self'", 'https://pay.google.com']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://pay.google.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://pay.google.com', 'https://google.com/pay']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://www.gstatic.com']);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${first.nonce}'`]);
    expect(policy.get('trusted-types')).toEqual(['lit-html', 'tucan-google-pay']);
    // Everything else stays strict: no inline code, no other host.
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(first.res.headers.get('content-security-policy')).not.toMatch(/unsafe|\*/);
    expect(directives(second.res.headers.get('content-security-policy')).get('style-src')).toEqual([
      "'self'",
      `'nonce-${second.nonce}'`,
    ]);
  });

  it('is the hosted page policy the elements README gives, word for word', async () => {
    const readme = await readFile(new URL('../../elements/README.md', import.meta.url), 'utf8');
    const after = readme.indexOf("the hosted page's policy reads");
    expect(after).toBeGreaterThan(0);
    const start = readme.indexOf('```\n', after) + 4;
    expect(readme.slice(start, readme.indexOf('```', start)).replace(/\s+/g, ' ').trim()).toBe(
      hostedPagePolicy('NONCE'),
    );
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
