/**
 * The merchant's webhook receiver (seed §6): answers at once, checks the signature when there is one, and trusts
 * nothing in the payload: it fetches the charge with its bearer token and records that status. Deliveries are
 * deduplicated by the sender's delivery id (retries of one delivery share it), else by charge and status.
 * Every delivery lands in a log the QA console shows live (server-sent events).
 */
import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { answerOf, type Service } from './service.ts';
import { checkSignature, SIGNATURE_HEADER, type SignatureCheck } from './signature.ts';

export interface VerifiedCharge {
  charge_uuid: string;
  status: string;
  verified_at: string;
  source: 'webhook' | 'poll';
}

export interface Verification {
  /** `verifying`: the GET is under way; `duplicate`: this delivery was already verified. */
  state: 'verifying' | 'verified' | 'failed' | 'duplicate' | 'skipped';
  /** The status the service returned to the GET (the one the backend trusts). */
  status?: string;
  detail?: string;
  at?: string;
}

export interface WebhookReceipt {
  id: number;
  /** Real time. */
  received_at: string;
  /**
   * The sandbox clock at the same moment (the clock the charge's history and the service's deliveries use, which
   * QA may move forward), or null when there is no sandbox to ask.
   */
  sandbox_at: string | null;
  /** The sender's delivery id and attempt number (`X-Webhook-Delivery`, `X-Webhook-Attempt`), when sent. */
  delivery_id: string | null;
  attempt: number | null;
  signature: SignatureCheck;
  /** The HTTP status this backend answered. */
  answer: number;
  payload: unknown;
  verification: Verification;
}

export interface WebhookOptions {
  /** The signing secret shared with the service. */
  secret: string;
  /** Refuse unsigned deliveries (401) too: turn on once the service signs every webhook. */
  requireSignature: boolean;
  service: Service;
  /** The sandbox clock now (its control endpoint), or null. */
  sandboxNow?: () => Promise<string | null>;
}

const LOG_LIMIT = 500;
/** A verification GET that was rate-limited or hit a service fault is asked again, up to this many times. */
const VERIFY_ATTEMPTS = 4;
/** The wait before the next verification GET, times the attempt number (2 s, 4 s, 6 s). */
const VERIFY_RETRY_MS = 2000;

export function createWebhooks(opts: WebhookOptions) {
  const verified = new Map<string, VerifiedCharge>();
  const log: WebhookReceipt[] = [];
  const seen = new Set<string>();
  const listeners = new Set<(event: string, data: unknown) => void>();
  let nextId = 1;

  function emit(event: string, data: unknown) {
    for (const listener of listeners) listener(event, data);
  }

  /** GET the full charge with the bearer token: the only status this backend trusts (seed §6.6). */
  async function fetchCharge(uuid: string, source: VerifiedCharge['source']) {
    const answer = answerOf(
      await opts.service.api.GET('/api/v1/bank/wallet/charge/{uuid}/', { params: { path: { uuid } } }),
    );
    const charge = answer.body as { charge_uuid?: string; status?: string } | null;
    if (answer.status !== 200 || !charge?.status)
      return { error: `GET answered HTTP ${answer.status}`, status: answer.status };
    const result: VerifiedCharge = {
      charge_uuid: charge.charge_uuid ?? uuid,
      status: charge.status,
      verified_at: new Date().toISOString(),
      source,
    };
    return { result };
  }

  async function verify(receipt: WebhookReceipt, uuid: string, key: string, attempt = 1) {
    try {
      const { result, error, status } = await fetchCharge(uuid, 'webhook');
      // Rate-limited or a service fault: ask again a little later (the webhook itself was already answered 200).
      if (!result && status && (status === 429 || status >= 500) && attempt < VERIFY_ATTEMPTS) {
        receipt.verification = {
          state: 'failed',
          detail: `${error}; asking again`,
          at: new Date().toISOString(),
        };
        emit('webhook', receipt);
        setTimeout(() => void verify(receipt, uuid, key, attempt + 1), VERIFY_RETRY_MS * attempt);
        return;
      }
      if (result) {
        verified.set(uuid, result);
        receipt.verification = { state: 'verified', status: result.status, at: result.verified_at };
      } else {
        seen.delete(key);
        receipt.verification = { state: 'failed', detail: error, at: new Date().toISOString() };
      }
    } catch (error) {
      seen.delete(key);
      receipt.verification = {
        state: 'failed',
        detail: error instanceof Error ? error.message : 'GET failed',
        at: new Date().toISOString(),
      };
    }
    emit('webhook', receipt);
  }

  function record(receipt: Omit<WebhookReceipt, 'id' | 'received_at'>): WebhookReceipt {
    const full = { id: nextId++, received_at: new Date().toISOString(), ...receipt };
    log.push(full);
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
    emit('webhook', full);
    return full;
  }

  function mount(app: Hono) {
    /** Webhook receiver: 200 at once, then the GET in the background. */
    app.post('/api/webhooks', async (c) => {
      const raw = new Uint8Array(await c.req.arrayBuffer());
      const sandbox_at = (await opts.sandboxNow?.().catch(() => null)) ?? null;
      const signature = checkSignature(
        c.req.header(SIGNATURE_HEADER),
        raw,
        opts.secret,
        Math.floor(Date.now() / 1000),
      );
      const attemptHeader = Number(c.req.header('x-webhook-attempt'));
      const base = {
        sandbox_at,
        delivery_id: c.req.header('x-webhook-delivery') ?? null,
        attempt: Number.isInteger(attemptHeader) && attemptHeader > 0 ? attemptHeader : null,
        signature,
      };
      const refused = signature !== 'ok' && (signature !== 'unsigned' || opts.requireSignature);
      if (refused) {
        // Nothing from a delivery that fails its signature is read, let alone trusted.
        record({ ...base, answer: 401, payload: null, verification: { state: 'skipped' } });
        return c.json({ error: 'invalid signature' }, 401);
      }
      let payload: { charge_uuid?: unknown; status?: unknown } | null = null;
      try {
        payload = JSON.parse(new TextDecoder().decode(raw));
      } catch {
        record({ ...base, answer: 400, payload: null, verification: { state: 'skipped' } });
        return c.json({ error: 'the body is not JSON' }, 400);
      }
      const uuid = typeof payload?.charge_uuid === 'string' ? payload.charge_uuid : undefined;
      const key = base.delivery_id ?? `${uuid}:${String(payload?.status)}`;
      const duplicate = uuid !== undefined && seen.has(key);
      const receipt = record({
        ...base,
        answer: 200,
        payload,
        verification: { state: !uuid ? 'skipped' : duplicate ? 'duplicate' : 'verifying' },
      });
      if (uuid && !duplicate) {
        seen.add(key);
        void verify(receipt, uuid, key);
      }
      return c.body(null, 200);
    });

    app.get('/api/webhooks', (c) => c.json(log));

    /**
     * The status this backend trusts (and what `status-url` of the code elements polls): the last one fetched
     * from the service after a webhook; before any webhook arrived, a fresh fetch (marked `poll`). Never taken
     * from the page or a redirect.
     */
    app.get('/api/charges/:uuid', async (c) => {
      const uuid = c.req.param('uuid');
      const known = verified.get(uuid);
      if (known) return c.json(known);
      const { result, error, status } = await fetchCharge(uuid, 'poll');
      if (result) return c.json(result);
      // The service's own answer: 404 for a charge it does not know, else a gateway error naming it (a 429 is no
      // unknown charge).
      return status === 404 ? c.json({ error: 'unknown charge' }, 404) : c.json({ error }, 502);
    });

    /** Live log for the console: `webhook` (a receipt, new or updated) and `reset` events. */
    app.get('/api/events', (c) =>
      streamSSE(c, async (stream) => {
        const send = (event: string, data: unknown) =>
          void stream.writeSSE({ event, data: JSON.stringify(data) }).catch(() => {});
        listeners.add(send);
        stream.onAbort(() => {
          listeners.delete(send);
        });
        await stream.writeSSE({ event: 'ready', data: '{}' });
        // A comment every 25 s keeps proxies from closing an idle stream.
        while (!stream.aborted && !stream.closed) {
          await stream.sleep(25_000);
          await stream.write(': keep-alive\n\n').catch(() => {});
        }
        listeners.delete(send);
      }),
    );
  }

  return {
    mount,
    verified,
    log,
    emit,
    /** After a sandbox reset: every charge is gone, so is what was verified about them. */
    clear() {
      verified.clear();
      log.length = 0;
      seen.clear();
      emit('reset', {});
    },
  };
}
