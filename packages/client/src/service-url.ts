/**
 * The service's URLs: each environment's base URL, and the one check of any other service URL (`serviceUrl`).
 */
/**
 * Base URL of each environment. **Assumption**: the seed names `{base_url}` per environment but not its
 * value; these hosts are placeholders until the provider publishes the real ones.
 */
export const BASE_URLS = {
  sandbox: 'https://sandbox.tucan.example',
  production: 'https://api.tucan.example',
} as const;

export type Environment = keyof typeof BASE_URLS;

/**
 * The base URL of a known environment, else `undefined`: only `BASE_URLS`' own keys count, so an inherited name
 * (`toString`, `constructor`, `__proto__`) or any other value is no environment.
 */
export const baseUrlOf = (environment: unknown): string | undefined =>
  typeof environment === 'string' && Object.hasOwn(BASE_URLS, environment)
    ? BASE_URLS[environment as Environment]
    : undefined;

/** Hosts that are this machine (a local sandbox): `localhost` and its subdomains, 127.0.0.0/8, `[::1]`. */
const LOOPBACK = /^(?:(?:[a-z0-9-]+\.)*localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * **Decision (service URLs, docs/contract.md).** The one check of every URL that comes from an attribute, a
 * property or a server answer before it becomes a frame, a form's `action`, a request or a link: `base-url` and
 * `Tucan.mount({ baseUrl })` of every element, `createClient({ baseUrl })`, the card frame's URL, the 3DS Method
 * and ACS URLs, `status-url`, a payment link's `base_url`, `status_url` and `return_url`. It must be an absolute
 * `https:` URL, or `http:` on a loopback host (`localhost`, 127.0.0.0/8, `[::1]`: a local sandbox), without
 * `user:password@`. Anything else (`javascript:`, `data:`, `blob:`, `//host`, a relative path, `http:` to
 * another host, credentials, a value that does not parse) gives `undefined`; an accepted one gives the URL as
 * the browser parses it (`href`), which is what the caller uses.
 *
 * `page` (the page's URL) is given for a URL on the merchant's own backend (`status-url`): then a path on the
 * page's origin (`/api/status`, one leading `/`) is accepted too, as is any URL of the page's origin.
 */
export function serviceUrl(value: unknown, page?: string): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  let url: URL;
  try {
    url = new URL(value, page && /^\/(?![/\\])/.test(value) ? page : undefined);
  } catch {
    return undefined;
  }
  if (url.username || url.password || !/^https?:$/.test(url.protocol)) return undefined;
  if (url.protocol === 'https:' || (page && url.origin === new URL(page).origin)) return url.href;
  return LOOPBACK.test(url.hostname) ? url.href : undefined;
}
