/** The demo's strict Content-Security-Policy (with Trusted Types), for its pages and the e2e tests' own servers. */
export function contentSecurityPolicy(serviceOrigin: string): string {
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
  ].join('; ');
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
