/**
 * Countdown maths for payment codes, correct even when the shopper's clock is wrong. Pure and DOM-free: the
 * caller passes the wall clock (`Date.now()`) and a monotonic clock (`performance.now()`) it read.
 *
 * The time left is measured against the **service's** clock: the element anchors the service time once, when
 * the code arrives (`serverClock`), and then counts elapsed time on the monotonic clock, which a wrong or changed
 * local clock does not move.
 */

/** The service's time `serverMs` at the monotonic reading `at` (and the local wall clock `wall` then). */
export interface ServerClock {
  serverMs: number;
  at: number;
  wall: number;
  /** Where the anchor came from: the `Date` header, the code's issue time, or the local clock. */
  source: 'date' | 'issue' | 'local';
}

export interface ClockEvidence {
  /** The response's HTTP `Date` header (ms since epoch, second precision), when the transport exposes it. */
  serverTime?: number | undefined;
  /** When the code expires (ms since epoch, service clock) … */
  expiresAt?: number | undefined;
  /** … and how long a freshly issued code of this method is valid: issue time = expiresAt − validForMs. */
  validForMs?: number | undefined;
  /** The local wall clock when the answer arrived (`Date.now()`). */
  localNow: number;
  /** The monotonic clock when the answer arrived (`performance.now()`). */
  monoNow: number;
}

/**
 * Anchors the service clock, best evidence first:
 * 1. the response's `Date` header (never before the code's issue time: the header's seconds are truncated);
 * 2. else the local clock, but only while it agrees with the code: between its issue time (expiry minus how long
 *    a fresh code is valid) and its expiry. A code shown again later (a reload) then keeps its real time left;
 * 3. else (a local clock before the issue or past the expiry is certainly wrong) the issue time: the code was
 *    just issued. So a clock wrong by more than the code's validity changes nothing shown, and a smaller error
 *    can only shorten the time shown, never lengthen it past the code's validity.
 */
export function serverClock(e: ClockEvidence): ServerClock {
  const date = e.serverTime ?? Number.NaN;
  const at = e.monoNow;
  const wall = e.localNow;
  const expires = e.expiresAt ?? Number.NaN;
  const validFor = e.validForMs ?? 0;
  const issued = Number.isFinite(expires) && validFor > 0 ? expires - validFor : Number.NaN;
  // The header has whole seconds (truncated): the service is never before the code it just issued.
  if (Number.isFinite(date)) {
    return { serverMs: Number.isFinite(issued) ? Math.max(date, issued) : date, at, wall, source: 'date' };
  }
  if (Number.isFinite(issued) && (e.localNow < issued || e.localNow >= expires)) {
    return { serverMs: issued, at, wall, source: 'issue' };
  }
  return { serverMs: e.localNow, at, wall, source: 'local' };
}

/**
 * When the wall clock moved this much more than the monotonic one, the device most likely slept (a monotonic
 * clock may stop while it sleeps) and the wall clock's elapsed time is the better one.
 */
export const SLEEP_GAP_MS = 60_000;

/**
 * The service's time now: the anchor plus the elapsed monotonic time, so a wrong or changed local clock moves
 * nothing; only when the wall clock ran ahead by more than `SLEEP_GAP_MS` (a sleep) is its elapsed time used.
 */
export function serverNow(clock: ServerClock, monoNow: number, wallNow?: number): number {
  const mono = monoNow - clock.at;
  const wall = wallNow === undefined ? mono : wallNow - clock.wall;
  return clock.serverMs + (wall - mono > SLEEP_GAP_MS ? wall : mono);
}

/** Milliseconds left until `expiresAt` on the service clock; never negative. */
export function timeLeft(expiresAt: number, clock: ServerClock, monoNow: number, wallNow?: number): number {
  return Math.max(0, expiresAt - serverNow(clock, monoNow, wallNow));
}

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Whole days, hours, minutes and seconds of a time left, rounded **up** to the second: a countdown shows
 * 0:00 only when the time is really over.
 */
export function durationParts(ms: number): DurationParts {
  let s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}

const two = (n: number) => String(n).padStart(2, '0');

/** A clock face for less than a day: `9:05`, `59:59`, `1:00:00`, `23:59:59`. Days are worded by the caller. */
export function clockFace(ms: number): string {
  const { days, hours, minutes, seconds } = durationParts(ms);
  const h = days * 24 + hours;
  return h > 0 ? `${h}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** Milliseconds until the displayed second changes (the next tick), at least 50 ms. */
export function untilNextSecond(ms: number): number {
  const rest = ms % 1000;
  return Math.max(50, rest === 0 ? 1000 : rest);
}

/** A voucher due on `YYYY-MM-DD` stays payable to the end of that day, UTC (contract B10). NaN if malformed. */
export function endOfDueDate(dueDate: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  if (!m) return Number.NaN;
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(start);
  // Reject impossible dates (2026-02-30 rolls over in Date.UTC).
  if (back.getUTCDate() !== Number(m[3]) || back.getUTCMonth() !== Number(m[2]) - 1) return Number.NaN;
  return start + 86_400_000 - 1;
}
