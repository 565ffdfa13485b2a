/** The demo's strict Content-Security-Policy (with Trusted Types), for its pages and the e2e tests' own servers. */
export function contentSecurityPolicy(serviceOrigin: string): string {
  return strictDirectives(serviceOrigin).join('; ');
}

function strictDirectives(serviceOrigin: string): string[] {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${serviceOrigin}`,
    `frame-src ${serviceOrigin}`,
    `form-action ${serviceOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types lit-html',
  ];
}

/**
 * Google Pay's sources with the default loader, as the elements README's "What the wallets add to the Content
 * Security Policy" lists them (Apple Pay adds none).
 */
export const GOOGLE_PAY_SOURCES = {
  'script-src': ['https://pay.google.com'],
  'frame-src': ['https://pay.google.com'],
  'connect-src': ['https://pay.google.com', 'https://google.com/pay'],
  'img-src': ['https://www.gstatic.com'],
} as const;

/**
 * The policy of a page that offers the real wallets (the QA console, whose "Wallets on this page" switch turns the
 * simulation off without a reload): the strict one plus exactly what the README says a page with Google Pay adds:
 * Google's sources, the styles pay.js injects under the page's per-response `nonce` (the console sets it as the
 * element's `csp-nonce`), and the loader's Trusted Types policy `tucan-google-pay`.
 */
export function walletPageSecurityPolicy(serviceOrigin: string, nonce: string): string {
  return strictDirectives(serviceOrigin)
    .map((directive) => {
      const [name = ''] = directive.split(' ');
      if (name === 'style-src') return `${directive} 'nonce-${nonce}'`;
      if (name === 'trusted-types') return `${directive} tucan-google-pay`;
      const added = GOOGLE_PAY_SOURCES[name as keyof typeof GOOGLE_PAY_SOURCES];
      return added ? `${directive} ${added.join(' ')}` : directive;
    })
    .join('; ');
}

/**
 * The API reference page's own policy (`/api-reference.html`, Scalar's renderer): the strict one, except that the
 * renderer writes its styles and its rendered Markdown into the page itself, so it needs inline styles and runs
 * without Trusted Types. Scripts stay `'self'` only (no inline script, no eval), and the page reaches no host but
 * this one and the service. The console's pages keep the strict policy above.
 */
export function referencePageSecurityPolicy(serviceOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${serviceOrigin}`,
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
