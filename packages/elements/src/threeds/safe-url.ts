const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * A URL from the service that the widget may post a form to (ACS challenge, 3DS Method): https, or http on a
 * loopback host (a local sandbox). Anything else (`javascript:`, `data:`, plain http to the internet, a value
 * that does not parse) gives `undefined`, so it never reaches a form `action`.
 */
export function safeServiceUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && (LOOPBACK.test(host) || host.endsWith('.localhost'))) return url.href;
  return undefined;
}
