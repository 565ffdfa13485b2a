/**
 * `GET /elements/*`: the provider-hosted browser assets of `@tucan/elements` (the card frame page, the hosted
 * checkout page, the script-tag bundle and its lazy chunks), served from a directory given by the embedder
 * (`SandboxOptions.elementsDir`, usually `packages/elements/dist`). The real service hosts the same files next
 * to its API (**assumption**, docs/contract.md). Module chunks are loaded cross-origin by merchant pages, so
 * every file allows any origin to read it; nothing here is secret.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import type { SandboxEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { HOSTED_CSP } from './hosted-page.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Resolves a request path under `dir`, or undefined when it would leave it or names an unserved type. */
export function assetPath(dir: string, requestPath: string): string | undefined {
  let rel: string;
  try {
    rel = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (rel.includes('\0')) return undefined;
  const root = resolve(dir);
  const full = resolve(root, normalize(rel).replace(/^([/\\])+/, ''));
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  if (!TYPES[extname(full)]) return undefined;
  return full;
}

/**
 * The card frame's page (`/elements/frame/*.html`): its own strict policy. Scripts, styles and API calls only
 * from the service's own origin; the 3DS Method's hidden iframe and form post may go to an ACS (`https:`);
 * any merchant page may embed it (**assumption**: `https:` pages, plus loopback pages for development), which
 * then learns nothing but what the channel carries.
 */
export const FRAME_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "frame-src 'self' https:",
  "form-action 'self' https:",
  "base-uri 'none'",
  'frame-ancestors https: http://localhost:* http://127.0.0.1:*',
  "require-trusted-types-for 'script'",
  'trusted-types lit-html',
].join('; ');

/**
 * The page-specific headers of a file, decided on the file that is served (its path under the directory, after
 * decoding and normalizing), never on how the request spelled it: `/elements//frame/card.html`,
 * `/elements/frame%2fcard.html` and `/elements/./frame/card.html` are the frame page, with its CSP (**assumption**,
 * docs/contract.md "Provider-hosted assets"). The hosted checkout page's static file gets the hosted page's CSP.
 */
export function pageHeaders(dir: string, full: string): Record<string, string> {
  if (extname(full) !== '.html') return {};
  const rel = relative(resolve(dir), full).split(sep).join('/');
  if (rel.startsWith('frame/')) {
    return { 'Content-Security-Policy': FRAME_PAGE_CSP, 'Referrer-Policy': 'no-referrer' };
  }
  if (rel.startsWith('hosted/')) {
    return { 'Content-Security-Policy': HOSTED_CSP, 'Referrer-Policy': 'no-referrer' };
  }
  return {};
}

export function elementsAssets(dir: string) {
  return async (c: Context<SandboxEnv>) => {
    const rest = c.req.path.replace(/^\/elements\/?/, '');
    const full = assetPath(dir, rest === '' ? 'index.html' : rest);
    const found = full ? await stat(full).catch(() => undefined) : undefined;
    if (!full || !found?.isFile()) throw ApiError.notFound('asset');
    const body = await readFile(join(full));
    return c.body(body, 200, {
      ...pageHeaders(dir, full),
      'Content-Type': TYPES[extname(full)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
