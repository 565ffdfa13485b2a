import type { SetupAuthenticationResponse } from '@tucan/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { clampMethodTimeout, runThreeDsMethod } from './method.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A 3DS Method setup whose ACS never notifies (the data is not a real transaction). */
const silentSetup = (extra: Partial<SetupAuthenticationResponse> = {}): SetupAuthenticationResponse => ({
  authentication_uuid: 'auth-1',
  threeDSServerTransID: 'trans-1',
  threeDSMethodURL: `${baseUrl}/sandbox/acs/method`,
  threeDSMethodNotificationURL: `${baseUrl}/sandbox/acs/method-notify`,
  threeDSMethodData: 'e30',
  ...extra,
});

const container = () => {
  const div = document.createElement('div');
  document.body.append(div);
  return div;
};

const spoof = () => window.postMessage({ type: 'tucan:3ds-method', threeDSServerTransID: 'trans-1' }, '*');

describe('3DS Method: what the device check trusts', () => {
  it('never posts to a javascript: method URL: the card counts as having no 3DS Method (U)', async () => {
    const box = container();
    const result = await runThreeDsMethod(silentSetup({ threeDSMethodURL: 'javascript:alert(1)' }), {
      container: box,
    });
    expect(result).toBe('U');
    expect(box.querySelector('form, iframe')).toBeNull();
  });

  it('ignores a completion message from the page itself, even from the notification origin', async () => {
    const pending = runThreeDsMethod(
      silentSetup({ threeDSMethodNotificationURL: `${location.origin}/notify` }),
      { container: container(), timeoutMs: 400 },
    );
    spoof();
    expect(await pending).toBe('N');
  });

  it('trusts no message when the notification URL does not parse', async () => {
    const pending = runThreeDsMethod(silentSetup({ threeDSMethodNotificationURL: 'not a url' }), {
      container: container(),
      timeoutMs: 400,
    });
    spoof();
    expect(await pending).toBe('N');
  });
});

describe('3DS Method: the wait is bounded by the 10-second rule', () => {
  it('clamps the method-timeout to 1 ms – 10 s, and waits 10 s for anything not a number', () => {
    expect(clampMethodTimeout(300)).toBe(300);
    expect(clampMethodTimeout(60_000)).toBe(10_000);
    expect(clampMethodTimeout(0)).toBe(1);
    expect(clampMethodTimeout(-5)).toBe(1);
    expect(clampMethodTimeout(Number.NaN)).toBe(10_000);
    expect(clampMethodTimeout(Number.POSITIVE_INFINITY)).toBe(10_000);
  });

  it('sends N after 10 s even when asked to wait an hour', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let result: string | undefined;
    void runThreeDsMethod(silentSetup(), { container: container(), timeoutMs: 3_600_000 }).then((r) => {
      result = r;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('N');
  });
});
