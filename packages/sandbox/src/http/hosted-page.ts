/**
 * The hosted checkout page: what a payment link's `url` shows a browser (**assumption**, docs/contract.md; the
 * seed shows the url, not the page). One `<tucan-checkout>` for the link's charge, amount, currency, country and
 * `allowed_methods`, built from the same script-tag bundle merchants use (served under `/elements/`), in the
 * country's language, under a strict Content-Security-Policy with Trusted Types. Every value is escaped into an
 * attribute: the page has no inline script, and its one `<style>` is allowed by its hash.
 */
import { createHash } from 'node:crypto';
import type { Country } from '../contract.ts';
import type { Charge, PaymentLink } from '../models.ts';

/** The script-tag bundle the page loads from `/elements/` (the one name to change when the bundle is renamed). */
export const HOSTED_BUNDLE = 'tucan.iife.js';

/** The page's language per country: pt-BR in Brazil, the country's Spanish elsewhere. */
const LANG: Record<Country, string> = { BR: 'pt-BR', MX: 'es-MX', AR: 'es-AR', CL: 'es-CL', CO: 'es-CO' };

const TITLE: Record<string, string> = { 'pt-BR': 'Pagamento', es: 'Pago' };

const STYLE = [
  ':root{color-scheme:light dark;font-family:system-ui,sans-serif}',
  'body{margin:0;padding:1.5rem 1rem;display:flex;justify-content:center}',
  'main{inline-size:100%;max-inline-size:32rem}',
  'h1{font-size:1.25rem;margin:0 0 1rem}',
].join('');
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Google Pay's script (the page offers Google Pay when the link allows it and the shopper's browser is ready). */
const GOOGLE_PAY_ORIGIN = 'https://pay.google.com';

/** The page's CSP: its own origin only (bundle, chunks, public API, 3DS pages), plus Google's pay.js. */
export const HOSTED_CSP = [
  "default-src 'none'",
  `script-src 'self' ${GOOGLE_PAY_ORIGIN}`,
  `style-src ${STYLE_HASH}`,
  "img-src 'self' data:",
  `connect-src 'self' ${GOOGLE_PAY_ORIGIN}`,
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types lit-html tucan-google-pay',
].join('; ');

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const attrs = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    .join(' ');

/** The hosted checkout page of a link, paying its charge against the service at `baseUrl`. */
export function hostedCheckoutPage(
  link: PaymentLink,
  charge: Charge | undefined,
  country: Country,
  baseUrl: string,
): string {
  const lang = LANG[country];
  const title = link.description ?? TITLE[lang] ?? TITLE[lang.slice(0, 2)] ?? 'Checkout';
  const checkout = attrs({
    'charge-uuid': link.charge_uuid,
    amount: String(charge?.value ?? link.value),
    currency: link.currency,
    country,
    methods: link.allowed_methods.join(' '),
    'base-url': baseUrl,
    // The page's own status route, for the code methods' waiting screen (paid at the bank, seen here).
    'status-url': `${link.url}/status`,
    lang,
    // **assumption**: this page is the service's own, on its origin, so the card form needs no frame of its own
    // (the elements' default, `frame`, protects merchant pages; here it would only add a same-origin iframe).
    isolation: 'inline',
  });
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<tucan-checkout ${checkout}></tucan-checkout>
</main>
<script src="/elements/${HOSTED_BUNDLE}"></script>
</body>
</html>
`;
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
