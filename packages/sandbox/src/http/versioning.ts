/**
 * Versioning (seed §9): `/api/v1` is the only major version; any other answers 404. In "deprecated" mode every
 * v1 response carries Deprecation, Sunset and Link (successor-version); in "sunset" mode v1 answers 410 Gone with
 * the migration link. The mode lives on the core so QA can switch it at run time.
 */
import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES, MIGRATION_GUIDE_URL, SUNSET_DATE } from '../contract.ts';
import type { SandboxCore } from '../core.ts';
import type { SandboxEnv } from './env.ts';
import { ApiError } from './errors.ts';
import { isVersionedPath, pathKind } from './paths.ts';

const SUCCESSOR_LINK = `<${MIGRATION_GUIDE_URL}>; rel="successor-version"`;

/** Outermost: adds the deprecation headers to every v1 response, errors and 429s included. */
export function deprecationHeaders(core: SandboxCore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    await next();
    if (core.versionMode !== 'deprecated' || !isVersionedPath(c.req.path)) return;
    if (pathKind(c.req.path) === 'api') return;
    c.res.headers.set('Deprecation', 'true');
    c.res.headers.set('Sunset', SUNSET_DATE);
    c.res.headers.set('Link', SUCCESSOR_LINK);
  };
}

/**
 * What is true on the sandbox clock: once the clock has passed the announced date v1 "was sunset" on it; before
 * that date the sandbox is only simulating the sunset early, and says so.
 */
export function sunsetDescription(now: number): string {
  const when =
    now >= Date.parse(SUNSET_DATE)
      ? `API v1 was sunset on ${SUNSET_DATE}`
      : `API v1 is no longer served: this sandbox simulates its sunset ahead of the announced date (${SUNSET_DATE})`;
  return `${when}; migrate with ${MIGRATION_GUIDE_URL}`;
}

/** 404 for unknown major versions, 410 for v1 after its sunset. */
export function versionGate(core: SandboxCore): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (!isVersionedPath(path) || c.req.method === 'OPTIONS') return next();
    const version = /^\/api\/([^/]+)/.exec(path)?.[1];
    if (version !== undefined && version !== 'v1') {
      throw ApiError.one(
        404,
        ERROR_CODES.unknownApiVersion,
        'path',
        `API version ${version} does not exist; use v1`,
      );
    }
    if (core.versionMode === 'sunset') {
      const error = ApiError.one(410, ERROR_CODES.apiVersionSunset, 'path', sunsetDescription(core.now()));
      error.headers.Link = SUCCESSOR_LINK;
      throw error;
    }
    await next();
  };
}
