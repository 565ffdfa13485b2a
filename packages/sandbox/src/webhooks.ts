/**
 * Webhook delivery (seed §6): up to 5 attempts with exponential backoff (base, 2·base, 4·base, 8·base).
 * A non-2xx answer, a network error or a timeout is a failed attempt. Deliveries for the same subject (charge or
 * payout) go out in order: the next waits until the previous one succeeded or gave up (assumption).
 */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_MAX_ATTEMPTS } from './contract.ts';

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
  created_at: string;
}

export interface WebhookOptions {
  backoffMs: number;
  timeoutMs: number;
  now: () => number;
}

export class WebhookDispatcher {
  readonly log: WebhookDelivery[] = [];
  #queues = new Map<string, Promise<void>>();
  #sleeps = new Map<ReturnType<typeof setTimeout>, () => void>();
  #aborts = new Set<AbortController>();
  #closed = false;

  constructor(private readonly options: WebhookOptions) {}

  enqueue(kind: WebhookDelivery['kind'], subject: string, url: string, payload: Record<string, unknown>) {
    const delivery: WebhookDelivery = {
      delivery_id: randomUUID(),
      subject_uuid: subject,
      kind,
      url,
      payload,
      state: 'pending',
      attempts: [],
      created_at: new Date(this.options.now()).toISOString(),
    };
    this.log.push(delivery);
    const previous = this.#queues.get(subject) ?? Promise.resolve();
    const next = previous.then(() => this.#deliver(delivery));
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

  clear() {
    this.log.length = 0;
  }

  close() {
    this.#closed = true;
    for (const [timer, wake] of this.#sleeps) {
      clearTimeout(timer);
      wake();
    }
    for (const abort of this.#aborts) abort.abort();
    this.#sleeps.clear();
  }

  async #deliver(delivery: WebhookDelivery): Promise<void> {
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS && !this.#closed; attempt++) {
      if (attempt > 1) await this.#sleep(this.options.backoffMs * 2 ** (attempt - 2));
      if (this.#closed) break;
      const record: WebhookAttempt = {
        attempt,
        at: new Date(this.options.now()).toISOString(),
        status_code: null,
        error: null,
      };
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
          },
          body: JSON.stringify(delivery.payload),
          signal: abort.signal,
        });
        record.status_code = response.status;
        await response.body?.cancel().catch(() => {});
        if (response.ok) {
          delivery.attempts.push(record);
          delivery.state = 'delivered';
          return;
        }
        record.error = `HTTP ${response.status}`;
      } catch (error) {
        record.error = abort.signal.aborted ? 'timeout' : error instanceof Error ? error.message : 'error';
      } finally {
        clearTimeout(timer);
        this.#aborts.delete(abort);
      }
      delivery.attempts.push(record);
    }
    delivery.state = 'failed';
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#sleeps.delete(timer);
        resolve();
      }, ms);
      this.#sleeps.set(timer, resolve);
    });
  }
}
