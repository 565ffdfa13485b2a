import { createClient } from '@tucan/client';

/** One request the element's client made, and the JSON answer the element read (once it has read it). */
export interface RecordedCall {
  path: string;
  method: string;
  key: string | null;
  body: Record<string, unknown> | undefined;
  /**
   * Set when the element's client has read the answer, not when it arrives: what the element does with it next
   * (for example note when a merchant session was received) has happened by the next task.
   */
  answer?: Record<string, unknown> | undefined;
}

/**
 * A fault injected on one call:
 * - `lose`: the request reaches the sandbox (which processes it) but its answer is lost (a dropped connection);
 * - `hang`: the request never leaves and no answer comes until the caller gives up (abort);
 * - `{ status, code, source }`: the request never leaves and this status answers (e.g. 503), with this error code
 *   (about `source`: a request field, or the header);
 * - `{ body }`: the request reaches the sandbox and a 200 with this body replaces its answer.
 */
export type Fault = 'lose' | 'hang' | { status: number; code?: string; source?: string } | { body: string };

/**
 * Rewrites a successful JSON answer on its way back (for example a session or a code that expires sooner); the
 * answer's headers are there to read (for example its `Date`, the service's clock).
 */
export type Alter = (
  path: string,
  answer: Record<string, unknown>,
  headers: Headers,
) => Record<string, unknown>;

const parse = (text: string): Record<string, unknown> | undefined => {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A real `@tucan/client` against the sandbox whose fetch records each request (path, Idempotency-Key, body) and
 * the answer the element read. One try per call, so a network fault reaches the element as it would after the
 * client's retries. `fault` picks calls to break (see `Fault`); `alter` rewrites answers (see `Alter`).
 */
export function recordingClient(
  baseUrl: string,
  fault?: (call: RecordedCall, index: number) => Fault | undefined,
  alter?: Alter,
) {
  const calls: RecordedCall[] = [];
  const recording: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      path: new URL(String(input)).pathname,
      method: init?.method ?? 'GET',
      key: headers.get('idempotency-key'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const broken = fault?.(call, calls.length - 1);
    if (broken === 'hang') {
      return new Promise<Response>((_, reject) => {
        const signal = init?.signal;
        const stop = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (signal?.aborted) stop();
        signal?.addEventListener('abort', stop, { once: true });
      });
    }
    if (broken && typeof broken === 'object' && 'status' in broken) {
      const code = broken.code ?? 'SERVICE_UNAVAILABLE';
      return new Response(
        JSON.stringify({ message: [{ code, source: broken.source ?? 'header', description: code }] }),
        {
          status: broken.status,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    let response = await fetch(input, init);
    if (broken === 'lose') throw new TypeError('Failed to fetch');
    if (broken && typeof broken === 'object' && 'body' in broken) {
      const kept = new Headers(response.headers);
      kept.delete('content-length');
      kept.delete('content-encoding');
      response = new Response(broken.body, { status: 200, headers: kept });
    }
    const read = response.text.bind(response);
    const ok = response.ok;
    response.text = async () => {
      const text = await read();
      let answer = parse(text);
      if (answer && alter && ok) {
        answer = alter(call.path, answer, response.headers);
        call.answer = answer;
        return JSON.stringify(answer);
      }
      call.answer = answer;
      return text;
    };
    return response;
  };
  const client = createClient({ baseUrl, fetch: recording, retry: { attempts: 1 } });
  return {
    client,
    calls,
    pays: () => calls.filter((c) => c.path.endsWith('/pay')),
    sessions: () => calls.filter((c) => c.path.endsWith('/session')),
  };
}

export type RecordingClient = ReturnType<typeof recordingClient>;

/** A recording client whose first pay answer is lost on the way back (the sandbox still processed it). */
export function losingFirstPayAnswer(baseUrl: string) {
  let lost = false;
  return recordingClient(baseUrl, (call) => {
    if (lost || !call.path.endsWith('/pay')) return undefined;
    lost = true;
    return 'lose';
  });
}
