/** A scripted stand-in for `fetch`: answers each request with the next step and records what was sent. */
export type Step = Response | Error | ((signal: AbortSignal) => Promise<Response>);

export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export function scriptedFetch(...steps: Step[]) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const step = steps.shift();
    if (!step) throw new Error('the test did not script this request');
    if (step instanceof Error) throw step;
    return typeof step === 'function' ? step(init.signal as AbortSignal) : step;
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    sent,
    keys: () => sent.map((r) => r.headers.get('idempotency-key')),
  };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fetch failure as browsers and Node report it. */
export const dropped = () => new TypeError('fetch failed');

/** A request that never answers until its signal aborts. */
export const hang = (signal: AbortSignal) =>
  new Promise<Response>((_, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

/** Records the waits between retries instead of waiting. */
export function recordedSleep() {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return { sleep, waits };
}

export const paid = (extra: Record<string, unknown> = {}) =>
  json(200, {
    charge_uuid: '0c0c0c0c-0000-4000-8000-000000000001',
    status: 'paid',
    transaction_reference: 'order-1',
    ...extra,
  });

export const CARD = {
  type_charge: 'credit_card',
  card_name: 'APRO',
  card_number: '4111111111111111',
  card_expiry_month: '04',
  card_expiry_year: '2030',
  card_cvv: '123',
} as const;
