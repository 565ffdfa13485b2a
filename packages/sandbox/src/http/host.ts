/**
 * DNS-rebinding guard of the control and ACS paths (`/sandbox/*`): a page on `rebind.example` whose name is made
 * to resolve to 127.0.0.1 sends `Host: rebind.example:4010` and an `Origin` of the same name, so an Origin check
 * alone lets it read the control API. The Host must name an address the sandbox listens on: an IP literal (a
 * page served from an IP cannot rebind), `localhost`, the configured host, or one of `allowedHosts`.
 */
import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from './env.ts';
import { ApiError } from './errors.ts';

/** The host name of a Host header, without port or IPv6 brackets, lower-cased. */
export function hostName(header: string): string {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  return value.replace(/:\d*$/, '').replace(/\.$/, '');
}

export function isListeningHost(core: SandboxCore, header: string | undefined): boolean {
  if (header === undefined) return true; // HTTP/1.0 tools; every browser sends Host
  const name = hostName(header);
  if (isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost')) return true;
  return [core.host, ...core.allowedHosts].some((allowed) => hostName(allowed) === name);
}

export function listeningHostOnly(core: SandboxCore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const host = c.req.header('host');
    if (!isListeningHost(core, host)) {
      throw ApiError.one(
        403,
        ERROR_CODES.forbiddenHost,
        'header',
        `Host ${host} is not an address of this sandbox; add it with the allowedHosts option or TUCAN_SANDBOX_ALLOWED_HOSTS`,
      );
    }
    await next();
  };
}
