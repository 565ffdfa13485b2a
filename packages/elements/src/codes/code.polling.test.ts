import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../pix/pix.ts';
import { mountCode, q, waitForCode } from './codes.testing.ts';

/**
 * Polling runs on fake timers (setTimeout and the monotonic clock), so minutes of waiting take no time and each
 * request's moment is exact. Requests and answers are real.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
  document.body.replaceChildren();
});

/** Mounts a pix whose `getStatus` records when it is asked (fake monotonic time) and answers `answer(n)`. */
async function polled(answer: (n: number) => string = () => 'issued', expireInMs?: number) {
  const asked: number[] = [];
  const mounted = await mountCode('tucan-pix', {
    ...(expireInMs ? { expireInMs: () => expireInMs } : {}),
    before: (e) => {
      e.getStatus = async () => {
        asked.push(performance.now());
        return answer(asked.length);
      };
    },
  });
  await waitForCode(mounted.el);
  return { ...mounted, asked, shownAt: performance.now() };
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => Math.round(t - (times[i] ?? 0)));

function setHidden(hidden: boolean) {
  if (hidden) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  else Reflect.deleteProperty(document, 'visibilityState');
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('code elements: status polling', () => {
  it('asks every 2 s for the first minute, then every 10 s', async () => {
    const { asked, shownAt } = await polled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(30);
    expect((asked[0] ?? 0) - shownAt).toBeLessThanOrEqual(2_000);
    expect(new Set(gaps(asked))).toEqual(new Set([2_000]));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(gaps(asked.slice(29))).toEqual([10_000, 10_000, 10_000]);
  });

  it('pauses while the tab is hidden and asks at once when it is shown again', async () => {
    const { asked } = await polled();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(asked).toHaveLength(2);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(2);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(3);
    // Then the slow cadence: more than a minute has passed since polling started.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(4);
  });

  it('stops on paid', async () => {
    const { el, asked } = await polled((n) => (n === 3 ? 'paid' : 'issued'));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(asked).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(3);
    expect(q(el, 'tucan-status')?.getAttribute('status')).toBe('paid');
  });

  it('stops when the element is removed, and resumes if it comes back', async () => {
    const { el, asked } = await polled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(asked).toHaveLength(1);
    el.remove();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(1);
    document.body.append(el);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toHaveLength(2);
  });

  it('stops at expiry after one last check', async () => {
    // The code has 9 s left by the service's clock when it is shown (see `codeClient`): between two polls.
    const { el, asked } = await polled(() => 'issued', 9_000);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(asked).toHaveLength(4);
    expect(q(el, '.alert-title')).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(q(el, '.alert-title')?.textContent).toBe('This code has expired');
    // The last check is at the expiry, 1 s after the 8 s poll; the 10 s poll never comes.
    expect(gaps(asked)).toEqual([2_000, 2_000, 2_000, 1_000]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(5);
  });
});
