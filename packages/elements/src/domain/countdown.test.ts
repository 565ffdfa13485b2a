import { describe, expect, it } from 'vitest';
import {
  clockFace,
  durationParts,
  endOfDueDate,
  serverClock,
  serverNow,
  timeLeft,
  untilNextSecond,
} from './countdown.ts';
import { isFinalStatus, pollDelay } from './polling.ts';

const HOUR = 3_600_000;
const issued = Date.parse('2026-03-10T12:00:00Z');

describe('countdown maths', () => {
  it('anchors on the Date header first, whatever the local clock says', () => {
    const clock = serverClock({
      serverTime: Date.parse('Tue, 10 Mar 2026 12:00:05 GMT'),
      expiresAt: issued + HOUR,
      validForMs: HOUR,
      localNow: issued + 5 * HOUR, // the shopper's clock is five hours ahead
      monoNow: 1000,
    });
    expect(clock).toEqual({ serverMs: issued + 5000, at: 1000, wall: issued + 5 * HOUR, source: 'date' });
    expect(timeLeft(issued + HOUR, clock, 1000)).toBe(HOUR - 5000);
  });

  it('never puts the service before the code it just issued (the Date header truncates to the second)', () => {
    const clock = serverClock({
      serverTime: issued - 400, // the header of an answer sent 400 ms after the second began
      expiresAt: issued + HOUR,
      validForMs: HOUR,
      localNow: issued,
      monoNow: 0,
    });
    expect(timeLeft(issued + HOUR, clock, 0)).toBe(HOUR);
  });

  it('without a Date header, ignores a local clock that cannot be right for the code (before issue, past expiry)', () => {
    for (const skew of [-3 * HOUR, -1, HOUR, 26 * HOUR]) {
      const clock = serverClock({
        expiresAt: issued + HOUR,
        validForMs: HOUR,
        localNow: issued + skew,
        monoNow: 50,
      });
      expect(clock.source).toBe('issue');
      expect(timeLeft(issued + HOUR, clock, 50)).toBe(HOUR);
      // Ten minutes later on the monotonic clock, ten minutes less, with any local clock.
      expect(timeLeft(issued + HOUR, clock, 50 + 600_000)).toBe(50 * 60_000);
    }
  });

  it('without a Date header, keeps a local clock that agrees with the code (a code shown again later)', () => {
    const clock = serverClock({
      expiresAt: issued + HOUR,
      validForMs: HOUR,
      localNow: issued + 15 * 60_000,
      monoNow: 0,
    });
    expect(clock.source).toBe('local');
    expect(timeLeft(issued + HOUR, clock, 0)).toBe(45 * 60_000);
  });

  it('falls back on the local clock only without any evidence, and ignores an unreadable Date header', () => {
    const clock = serverClock({ serverTime: Number.NaN, localNow: issued, monoNow: 7 });
    expect(clock).toEqual({ serverMs: issued, at: 7, wall: issued, source: 'local' });
    expect(serverNow(clock, 1007)).toBe(issued + 1000);
    expect(timeLeft(issued - 1, clock, 7)).toBe(0);
  });

  it('ignores a local clock changed while waiting, but catches up after the device slept', () => {
    const clock = serverClock({ expiresAt: issued + HOUR, validForMs: HOUR, localNow: issued, monoNow: 0 });
    // The shopper sets the clock back two hours ten seconds later: the time left only lost ten seconds.
    expect(timeLeft(issued + HOUR, clock, 10_000, issued - 2 * HOUR)).toBe(HOUR - 10_000);
    // Or forward by 30 s (a clock sync): still the monotonic time.
    expect(timeLeft(issued + HOUR, clock, 10_000, issued + 40_000)).toBe(HOUR - 10_000);
    // The laptop slept 20 minutes and its monotonic clock stood still: the wall clock's time counts.
    expect(timeLeft(issued + HOUR, clock, 10_000, issued + 20 * 60_000 + 10_000)).toBe(40 * 60_000 - 10_000);
  });

  it('rounds the time left up to the second, so 0:00 shows only when it is over', () => {
    expect(durationParts(59 * 60_000 + 59_001)).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
    expect(durationParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(durationParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(3 * 86_400_000 + 2 * HOUR + 5_000)).toEqual({
      days: 3,
      hours: 2,
      minutes: 0,
      seconds: 5,
    });
  });

  it('writes a clock face for less than a day', () => {
    expect(clockFace(0)).toBe('0:00');
    expect(clockFace(5_000)).toBe('0:05');
    expect(clockFace(9 * 60_000 + 5_000)).toBe('9:05');
    expect(clockFace(HOUR)).toBe('1:00:00');
    expect(clockFace(HOUR - 1)).toBe('1:00:00');
    expect(clockFace(HOUR - 1000)).toBe('59:59');
    expect(clockFace(23 * HOUR + 59 * 60_000 + 59_000)).toBe('23:59:59');
  });

  it('ticks when the displayed second changes', () => {
    expect(untilNextSecond(59_250)).toBe(250);
    expect(untilNextSecond(60_000)).toBe(1000);
    expect(untilNextSecond(10)).toBe(50);
  });

  it('ends a voucher at the end of its due date (UTC) and refuses impossible dates', () => {
    expect(new Date(endOfDueDate('2026-12-15')).toISOString()).toBe('2026-12-15T23:59:59.999Z');
    expect(endOfDueDate('2026-02-30')).toBeNaN();
    expect(endOfDueDate('15/12/2026')).toBeNaN();
  });
});

describe('status polling cadence', () => {
  it('asks every 2 s for a minute, then every 10 s', () => {
    expect([0, 30_000, 59_999, 60_000, 600_000].map(pollDelay)).toEqual([2000, 2000, 2000, 10_000, 10_000]);
  });

  it('stops waiting on any status but issued and pending', () => {
    expect(['issued', 'pending', ''].map(isFinalStatus)).toEqual([false, false, false]);
    expect(['paid', 'confirmed', 'canceled', 'error', 'refunded'].every(isFinalStatus)).toBe(true);
  });
});
