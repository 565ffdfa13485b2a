/** The console's calls to its merchant backend (same origin, JSON both ways). */

export interface Answer<T = unknown> {
  ok: boolean;
  status: number;
  body: T;
}

async function answer<T>(res: Response): Promise<Answer<T>> {
  const body = (await res.json().catch(() => null)) as T;
  return { ok: res.ok, status: res.status, body };
}

export async function getJson<T = unknown>(path: string): Promise<Answer<T>> {
  try {
    return await answer<T>(await fetch(path, { headers: { accept: 'application/json' } }));
  } catch {
    return { ok: false, status: 0, body: null as T };
  }
}

export async function postJson<T = unknown>(path: string, body: unknown = {}): Promise<Answer<T>> {
  try {
    return await answer<T>(
      await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  } catch {
    return { ok: false, status: 0, body: null as T };
  }
}

/**
 * The first readable line of a service error: `{ message: [{ code, description }] }` (A4), the 429's
 * `{ error: { code, message } }`, or the backend's own `{ error }`.
 */
export function errorText(status: number, body: unknown): string {
  const b = (body ?? {}) as {
    message?: Array<{ code?: string; description?: string }> | string;
    error?: { code?: string; message?: string } | string;
  };
  let detail = '';
  if (Array.isArray(b.message) && b.message[0]) {
    detail = [b.message[0].code, b.message[0].description].filter(Boolean).join(': ');
  } else if (typeof b.message === 'string') detail = b.message;
  else if (typeof b.error === 'string') detail = b.error;
  else if (b.error) detail = [b.error.code, b.error.message].filter(Boolean).join(': ');
  return status === 0 ? 'network error' : `HTTP ${status}${detail ? ` · ${detail}` : ''}`;
}
