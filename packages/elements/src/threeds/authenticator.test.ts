import type { SetupAuthenticationResponse, TucanClient } from '@tucan/client';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { METHOD_QUIET_MS, METHOD_START_LATEST_MS, ThreeDsAuthenticator } from './authenticator.ts';

const baseUrl = inject('sandboxUrl');

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A setup whose ACS never notifies: the method frame stays until its timeout or a reset. */
const setup: SetupAuthenticationResponse = {
  authentication_uuid: 'auth-1',
  threeDSServerTransID: 'trans-1',
  threeDSMethodURL: `${baseUrl}/sandbox/acs/method`,
  threeDSMethodNotificationURL: `${baseUrl}/sandbox/acs/method-notify`,
  threeDSMethodData: 'e30',
};

function authenticator() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const box = document.createElement('div');
  document.body.append(box);
  const bins: string[] = [];
  const client = {
    setupAuthentication: async (body: { card_bin: string }) => {
      bins.push(body.card_bin);
      return { data: setup };
    },
  } as unknown as TucanClient;
  const auth = new ThreeDsAuthenticator({
    client: () => client,
    chargeUuid: () => 'charge-1',
    container: () => box,
    timeoutMs: () => 10_000,
  });
  const frame = () => box.querySelector('iframe');
  /** The shopper keeps typing, a key every half quiet time, for `ms`. */
  const keepTyping = async (ms: number) => {
    for (let t = 0; t < ms; t += METHOD_QUIET_MS / 2) {
      auth.typing();
      await vi.advanceTimersByTimeAsync(METHOD_QUIET_MS / 2);
    }
  };
  return { auth, bins, frame, keepTyping };
}

describe('3DS Method: off the main thread while the shopper types', () => {
  it('asks for the setup at the BIN, and starts the method frame only once typing pauses', async () => {
    const { auth, bins, frame, keepTyping } = authenticator();
    auth.typing();
    auth.prepare('41111111');
    await keepTyping(METHOD_QUIET_MS * 4);
    expect(bins).toEqual(['41111111']);
    expect(frame()).toBeNull();
    await vi.advanceTimersByTimeAsync(METHOD_QUIET_MS);
    expect(frame()?.getAttribute('name')).toMatch(/^tucan-3ds-method-/);
    auth.reset();
    await vi.advanceTimersByTimeAsync(0);
    expect(frame()).toBeNull();
  });

  it('starts it at once when Pay asks for the result, typing or not', async () => {
    const { auth, frame, keepTyping } = authenticator();
    auth.typing();
    auth.prepare('41111111');
    await keepTyping(METHOD_QUIET_MS);
    expect(frame()).toBeNull();
    auth.typing();
    void auth.result('41111111');
    await vi.advanceTimersByTimeAsync(0);
    expect(frame()).not.toBeNull();
    auth.reset();
  });

  it('starts it at the latest a few seconds after the BIN, so the 10-second rule keeps room', async () => {
    const { auth, frame, keepTyping } = authenticator();
    auth.typing();
    auth.prepare('41111111');
    await keepTyping(METHOD_START_LATEST_MS - METHOD_QUIET_MS);
    expect(frame()).toBeNull();
    await keepTyping(METHOD_QUIET_MS);
    expect(frame()).not.toBeNull();
    auth.reset();
  });
});
