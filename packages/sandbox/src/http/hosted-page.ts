/**
 * The hosted checkout page: what a payment link's `url` shows a browser (**assumption**, docs/contract.md "Hosted
 * checkout"; the seed shows the url, not the page). The page itself is the static build of `@tucan/elements`
 * (`dist/hosted/index.html`, its script and stylesheet under `/elements/hosted/`), the same files a provider hosts
 * on any static server or CDN. The sandbox only fills it in: the page's language on `<html lang>` and the link's
 * data in one JSON data island (`<script type="application/json" id="tucan-link">`, shape in
 * `packages/elements/src/hosted/hosted-link.ts`), escaped so that no merchant text can end the island, carrying
 * the response's CSP nonce in its `nonce` attribute. The page runs no inline script and has no inline style, under a
 * strict Content-Security-Policy with Trusted Types, plus what the elements README says a page offering Google Pay
 * adds.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Country } from '../contract.ts';
import type { Charge, PaymentLink } from '../models.ts';

/** Where the static page lives under the elements directory (and under `/elements/` on the service). */
export const HOSTED_PAGE = 'hosted/index.html';

/** The page's language per country: pt-BR in Brazil, the country's Spanish elsewhere (**assumption**). */
const LANG: Record<Country, string> = { BR: 'pt-BR', MX: 'es-MX', AR: 'es-AR', CL: 'es-CL', CO: 'es-CO' };
/**
 * The languages a link's url may ask for with `?lang=` (**assumption**): the merchant who sends the link in the
 * shopper's language opens the page in it; any other value, or none, gives the country's.
 */
const LANGS: readonly string[] = ['en', 'pt-BR', 'es-MX', 'es-AR', 'es-CO', 'es-CL'];

/**
 * Google Pay's sources with its default loader, as the elements README's "What the wallets add to the Content
 * Security Policy" lists them: the page offers Google Pay when the link allows it and the shopper's browser is
 * ready.
 */
const GOOGLE_PAY = {
  script: 'https://pay.google.com',
  frame: 'https://pay.google.com',
  connect: 'https://pay.google.com https://google.com/pay',
  img: 'https://www.gstatic.com',
};

/**
 * The page's CSP: its own origin only (the page's files, the public API, 3DS pages), plus Google Pay's sources, the
 * loader's Trusted Types policy `tucan-google-pay` and, with a `nonce`, the styles pay.js injects under it. The data
 * island is not script (`type="application/json"` never runs), so `script-src` needs nothing for it.
 */
export function hostedPagePolicy(nonce?: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${GOOGLE_PAY.script}`,
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    `img-src 'self' data: ${GOOGLE_PAY.img}`,
    `connect-src 'self' ${GOOGLE_PAY.connect}`,
    `frame-src 'self' ${GOOGLE_PAY.frame}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types lit-html tucan-google-pay',
  ].join('; ');
}

/**
 * The policy of the static page file itself (`/elements/hosted/index.html`, no data island): it shows only that the
 * link cannot be opened, so it needs no nonce.
 */
export const HOSTED_CSP = hostedPagePolicy();

/** A fresh CSP nonce for one response: 128 random bits, base64. */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The data island's content, version 1 (the shape of `HostedLink` in `@tucan/elements`' `hosted-link.ts`). */
export function hostedLinkData(
  link: PaymentLink,
  charge: Charge | undefined,
  country: Country,
  baseUrl: string,
  options: { now: string; merchantName: string | null; lang?: string | undefined },
) {
  return {
    version: 1,
    payment_link_uuid: link.payment_link_uuid,
    charge_uuid: link.charge_uuid,
    is_checkout: link.is_checkout,
    amount: charge?.value ?? link.value,
    currency: link.currency,
    country,
    allowed_methods: [...link.allowed_methods],
    description: link.description,
    merchant_name: options.merchantName,
    expires_at: link.expires_at,
    status: charge?.status ?? 'issued',
    now: options.now,
    // The seed shows no return URL on a link: the sandbox's links have none.
    return_url: null,
    base_url: baseUrl,
    // The page's own status route, for the code methods' waiting screen (paid at the bank, seen here).
    status_url: `${link.url}/status`,
    lang: options.lang && LANGS.includes(options.lang) ? options.lang : LANG[country],
  };
}

/** JSON that is safe inside `<script>`: `<`, `>`, `&` and the line separators as `\uXXXX` escapes. */
export function islandJson(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The static page filled in for one link: `<html lang>` and the data island before `</head>`, with the response's
 * CSP `nonce` on the island (the page gives it to its checkout, for the styles Google Pay's pay.js injects).
 */
export function fillHostedPage(template: string, data: { lang: string }, nonce?: string): string {
  const attr = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  const island = `<script type="application/json" id="tucan-link"${attr}>${islandJson(data)}</script>\n`;
  return template
    .replace(/<html\b[^>]*>/i, () => `<html lang="${data.lang.replace(/[^A-Za-z0-9-]/g, '')}">`)
    .replace(/<\/head>/i, () => `${island}</head>`);
}

/** Reads the static page from the elements directory, or undefined when it was not built there. */
export async function readHostedPage(elementsDir: string | undefined): Promise<string | undefined> {
  if (!elementsDir) return undefined;
  return readFile(join(elementsDir, HOSTED_PAGE), 'utf8').catch(() => undefined);
}

/** True when the request is a browser's navigation (it prefers HTML); tools asking for JSON keep getting JSON. */
export function wantsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((part) => {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { type: type.trim(), q: q ? Number(q.slice(2)) : 1 };
  });
  const quality = (type: string) => types.find((t) => t.type === type)?.q ?? 0;
  return quality('text/html') > 0 && quality('text/html') >= quality('application/json');
}
