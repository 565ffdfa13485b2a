import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isFinalStatus, pollDelay } from '../domain/polling.ts';

/** Asks the merchant for the charge status; resolves to the status, or undefined when it could not tell. */
export type StatusSource = (signal: AbortSignal) => Promise<string | undefined>;

/**
 * A status source from a URL on the merchant's backend: `GET url` answering JSON `{ "status": "…" }` (the
 * browser holds no token, so the merchant asks the service and answers). Same-origin cookies are sent.
 */
export function statusFromUrl(url: string): StatusSource {
  return async (signal) => {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal,
    });
    if (!res.ok) return undefined;
    const body = (await res.json()) as unknown;
    const status = body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
    return typeof status === 'string' ? status : undefined;
  };
}

/**
 * Polls a status source while a code waits for payment: every 2 s, then every 10 s after a minute
 * (`domain/polling.ts`); paused while the tab is hidden (one request as soon as it is shown again); stopped by a
 * final status, by `stop()` (expiry) and by the host's removal (resumed if it is connected again). A failed
 * request is ignored: the next one may answer.
 */
export class StatusPoller implements ReactiveController {
  private source: StatusSource | undefined;
  private startedAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: AbortController | undefined;
  private connected = false;
  private readonly onVisible = () => {
    if (!this.source) return;
    if (document.visibilityState === 'visible') void this.poll();
    else this.pause();
  };

  constructor(
    host: ReactiveControllerHost,
    private readonly onStatus: (status: string) => void,
  ) {
    host.addController(this);
  }

  get running(): boolean {
    return this.source !== undefined;
  }

  start(source: StatusSource): void {
    this.stop();
    this.source = source;
    this.startedAt = performance.now();
    this.schedule();
  }

  stop(): void {
    this.source = undefined;
    this.pause();
  }

  /** One request now (for example when the code expires: a payment made at the last second still counts). */
  async checkOnce(source: StatusSource | undefined = this.source): Promise<string | undefined> {
    if (!source) return undefined;
    try {
      return await source(new AbortController().signal);
    } catch {
      return undefined;
    }
  }

  hostConnected(): void {
    this.connected = true;
    document.addEventListener('visibilitychange', this.onVisible);
    if (this.source) this.schedule();
  }

  hostDisconnected(): void {
    this.connected = false;
    document.removeEventListener('visibilitychange', this.onVisible);
    this.pause();
  }

  private pause(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.inFlight?.abort();
    this.inFlight = undefined;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (!this.source || !this.connected || document.visibilityState === 'hidden') return;
    this.timer = setTimeout(() => void this.poll(), pollDelay(performance.now() - this.startedAt));
  }

  private async poll(): Promise<void> {
    const source = this.source;
    if (!source || !this.connected || this.inFlight) return;
    clearTimeout(this.timer);
    const ctl = new AbortController();
    this.inFlight = ctl;
    let status: string | undefined;
    try {
      status = await source(ctl.signal);
    } catch {
      status = undefined;
    }
    if (this.inFlight !== ctl) return; // stopped, paused or restarted meanwhile
    this.inFlight = undefined;
    if (ctl.signal.aborted || this.source !== source) return;
    if (status) {
      if (isFinalStatus(status)) this.source = undefined;
      this.onStatus(status);
    }
    this.schedule();
  }
}
