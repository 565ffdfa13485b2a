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
