/** Which part of the service a request path belongs to. */
export type PathKind = 'token' | 'merchant' | 'public' | 'api' | 'other';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

export function pathKind(path: string): PathKind {
  if (path === '/auth/oauth2/token' || path === '/auth/oauth2/token/') return 'token';
  if (/^\/(api\/v1\/)?charge\/?$/.test(path)) return 'merchant';
  if (path.startsWith('/api/v1/bank/wallet')) return 'merchant';
  if (path.startsWith('/api/v1/bank/public/')) return 'public';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  return 'other';
}

/** Paths answered by the versioned service (v1), including the unprefixed POST /charge. */
export function isVersionedPath(path: string): boolean {
  const kind = pathKind(path);
  return kind === 'merchant' || kind === 'public' || kind === 'api';
}

export function firstUuid(path: string): string | undefined {
  return UUID.exec(path)?.[0]?.toLowerCase();
}
