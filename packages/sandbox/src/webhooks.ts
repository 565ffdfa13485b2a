/**
 * Webhook delivery (seed §6), as a real PSP delivers: up to 5 attempts; the waits between them follow a
 * configurable schedule (default 1 min, 6 min, 36 min, 3.6 h: exponential, for outages of minutes to hours);
 * each attempt waits up to 30 s for the receiver (the seed's handling time); only a 2xx answer delivers, and a
 * redirect is never followed (a 3xx is a failed attempt). Every attempt is signed (`Tucan-Signature`,
 * ./webhook-signature.ts). Waits run on the sandbox clock: `control.advance(ms)` brings due retries forward.
 * Deliveries for the same subject (charge or payout) go out in order: the next waits until the previous one
 * succeeded or gave up (assumption).
 */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_MAX_ATTEMPTS } from './contract.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';

export interface WebhookAttempt {
  attempt: number;
  at: string;
  status_code: number | null;
  error: string | null;
}

export interface WebhookDelivery {
  delivery_id: string;
  /** charge_uuid or payout_uuid. */
  subject_uuid: string;
  kind: 'charge' | 'payout';
  url: string;
  payload: Record<string, unknown>;
  state: 'pending' | 'delivered' | 'failed';
  attempts: WebhookAttempt[];
  /** When the next attempt is due (sandbox clock), while a retry is waiting. */
  next_attempt_at: string | null;
  created_at: string;
}

export interface WebhookOptions {
  /** Waits before attempts 2, 3, … (ms); its length + 1 attempts at most (WEBHOOK_MAX_ATTEMPTS). */
  retryDelaysMs: readonly number[];
  /** How long one attempt waits for the receiver's answer (real time). */
  timeoutMs: number;
  now: () => number;
}

interface Sleep {
  dueAt: number;
  timer: ReturnType<typeof setTimeout>;
  wake: () => void;
}

export class WebhookDispatcher {
  readonly log: WebhookDelivery[] = [];
  #queues = new Map<string, Promise<void>>();
  #sleeps = new Set<Sleep>();
  #aborts = new Set<AbortController>();
  #closed = false;

  constructor(private readonly options: WebhookOptions) {}

  /** Queues a POST of `payload` to `url`, signed with `secret`. */
  enqueue(
    kind: WebhookDelivery['kind'],
    subject: string,
    url: string,
    payload: Record<string, unknown>,
    secret: string,
  ) {
    const delivery: WebhookDelivery = {
      delivery_id: randomUUID(),
      subject_uuid: subject,
      kind,
      url,
      payload,
      state: 'pending',
      attempts: [],
      next_attempt_at: null,
      created_at: new Date(this.options.now()).toISOString(),
    };
    this.log.push(delivery);
    const previous = this.#queues.get(subject) ?? Promise.resolve();
    const next = previous.then(() => this.#deliver(delivery, secret));
    this.#queues.set(subject, next);
    void next.finally(() => {
      if (this.#queues.get(subject) === next) this.#queues.delete(subject);
    });
    return delivery;
  }

  /** Resolves when every queued delivery has succeeded or given up. */
  async idle(): Promise<void> {
    while (this.#queues.size > 0) await Promise.all([...this.#queues.values()]);
  }

  /** The sandbox clock moved: retries now due go out at once. */
  clockMoved() {
    const now = this.options.now();
    for (const sleep of this.#sleeps) if (sleep.dueAt <= now) sleep.wake();
  }

  clear() {
    this.log.length = 0;
  }

  close() {
    this.#closed = true;
    for (const sleep of this.#sleeps) sleep.wake();
    for (const abort of this.#aborts) abort.abort();
  }

  async #deliver(delivery: WebhookDelivery, secret: string): Promise<void> {
    // The exact bytes POSTed, signed as they are.
    const body = JSON.stringify(delivery.payload);
    const attempts = Math.min(WEBHOOK_MAX_ATTEMPTS, this.options.retryDelaysMs.length + 1);
    for (let attempt = 1; attempt <= attempts && !this.#closed; attempt++) {
      if (attempt > 1) await this.#sleep(delivery, this.options.retryDelaysMs[attempt - 2] ?? 0);
      if (this.#closed) break;
      const record: WebhookAttempt = {
        attempt,
        at: new Date(this.options.now()).toISOString(),
        status_code: null,
        error: null,
      };
      if (await this.#attempt(delivery, body, secret, attempt, record)) {
        delivery.attempts.push(record);
        delivery.state = 'delivered';
        return;
      }
      delivery.attempts.push(record);
    }
    delivery.state = 'failed';
  }

  /** One POST; true when the receiver answered 2xx. */
  async #attempt(
    delivery: WebhookDelivery,
    body: string,
    secret: string,
    attempt: number,
    record: WebhookAttempt,
  ): Promise<boolean> {
    const abort = new AbortController();
    this.#aborts.add(abort);
    const timer = setTimeout(() => abort.abort(new Error('timeout')), this.options.timeoutMs);
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'tucan-sandbox-webhooks/1',
          'x-webhook-delivery': delivery.delivery_id,
          'x-webhook-attempt': String(attempt),
          [SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
        },
        body,
        redirect: 'manual',
        signal: abort.signal,
      });
      record.status_code = response.status;
      await response.body?.cancel().catch(() => {});
      if (response.status >= 200 && response.status < 300) return true;
      record.error =
        response.status >= 300 && response.status < 400
          ? `HTTP ${response.status} (redirects are not followed)`
          : `HTTP ${response.status}`;
    } catch (error) {
      record.error = abort.signal.aborted ? 'timeout' : error instanceof Error ? error.message : 'error';
    } finally {
      clearTimeout(timer);
      this.#aborts.delete(abort);
    }
    return false;
  }

  #sleep(delivery: WebhookDelivery, ms: number): Promise<void> {
    const dueAt = this.options.now() + ms;
    delivery.next_attempt_at = new Date(dueAt).toISOString();
    return new Promise((resolve) => {
      const sleep: Sleep = {
        dueAt,
        timer: setTimeout(() => sleep.wake(), Math.min(ms, 2 ** 31 - 1)),
        wake: () => {
          clearTimeout(sleep.timer);
          this.#sleeps.delete(sleep);
          delivery.next_attempt_at = null;
          resolve();
        },
      };
      sleep.timer.unref?.();
      this.#sleeps.add(sleep);
    });
  }
}
