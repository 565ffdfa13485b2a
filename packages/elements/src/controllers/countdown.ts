import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type ServerClock, timeLeft, untilNextSecond } from '../domain/countdown.ts';

/**
 * Counts down to an expiry on the service's clock (see `domain/countdown.ts`), re-rendering the host each
 * time the shown second changes, and calls `onExpire` once at zero. Runs only while the host is connected;
 * a hidden tab's throttled timers catch up as soon as it is shown again.
 */
export class CountdownController implements ReactiveController {
  /** Milliseconds left, or undefined when nothing is counted. */
  remaining: number | undefined;
  private target: { expiresAt: number; clock: ServerClock } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') this.tick();
  };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onExpire: () => void,
  ) {
    host.addController(this);
  }

  /** Starts (or restarts) counting down to `expiresAt` (ms, service clock). */
  start(expiresAt: number, clock: ServerClock): void {
    this.target = { expiresAt, clock };
    this.tick();
  }

  stop(): void {
    this.target = undefined;
    this.remaining = undefined;
    clearTimeout(this.timer);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisible);
    if (this.target) this.tick();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisible);
    clearTimeout(this.timer);
  }

  private tick(): void {
    clearTimeout(this.timer);
    const target = this.target;
    if (!target) return;
    const left = timeLeft(target.expiresAt, target.clock, performance.now(), Date.now());
    this.remaining = left;
    this.host.requestUpdate();
    if (left <= 0) {
      this.target = undefined;
      this.onExpire();
      return;
    }
    this.timer = setTimeout(() => this.tick(), untilNextSecond(left));
  }
}
