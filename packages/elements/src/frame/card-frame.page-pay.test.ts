/**
 * A script on the merchant's page runs in the frame host's context, so it can reach the host's end of the channel
 * (here: by wrapping `MessagePort.prototype.postMessage`). It must not be able to make the frame pay what the shopper
 * typed: the channel has no message that pays; only the shopper's press inside the frame does.
 */

import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { statusInSandbox, until } from '../../test/support/index.ts';
import { mountCardIn } from '../card/card.modes.testing.ts';
import { iframeOf } from './card-frame.testing.ts';
import { envelope, parseHostMessage } from './protocol.ts';

const post = MessagePort.prototype.postMessage;

afterEach(() => {
  MessagePort.prototype.postMessage = post;
  document.body.replaceChildren();
});

describe('the card frame and a script on the page', () => {
  it('the channel has no pay message: the frame reads one as nothing', () => {
    expect(parseHostMessage(envelope({ type: 'pay' }, 'ch'), 'ch')).toBeUndefined();
    expect(parseHostMessage(envelope({ type: 'focus' }, 'ch'), 'ch')).toEqual({ type: 'focus' });
  });

  it("a pay forged on the host's port pays nothing; the shopper's own press pays once", async () => {
    // The page's script wraps the ports before the card connects, and so holds the host's end of the channel.
    const ports = new Set<MessagePort>();
    MessagePort.prototype.postMessage = function (this: MessagePort, message: unknown, options?: never) {
      ports.add(this);
      return post.call(this, message, options);
    } as MessagePort['postMessage'];
    const view = await mountCardIn('frame', 'BR', 25);
    const { el, events, charge } = view;
    await view.fill({ number: '4111111111111111' });
    await commands.recordRequests(inject('sandboxUrl'));
    const src = iframeOf(el)?.src ?? '';
    const channel = new URLSearchParams(new URL(src).hash.slice(1)).get('channel') ?? '';
    expect(channel).not.toBe('');
    expect(ports.size).toBeGreaterThan(0);
    for (const port of ports) {
      post.call(port, envelope({ type: 'pay' }, channel));
      // A message the frame does act on, after the forged one on the same ordered channel.
      post.call(port, envelope({ type: 'focus' }, channel));
    }
    await vi.waitFor(async () => expect(await view.focused()).toBe('number'), {
      timeout: 10_000,
      interval: 50,
    });
    // The frame has read the forged pay by now: nothing started, nothing was sent.
    expect(events.filter((e) => e.type === 'tucan-busy')).toEqual([]);
    const pays = async () =>
      (await commands.recordedRequests()).filter((r) => r.method === 'POST' && r.path.endsWith('/pay'));
    expect(await pays()).toEqual([]);
    expect(await statusInSandbox(charge.charge_uuid)).toBe('issued');

    await view.pay();
    await until(() => events.some((e) => e.type === 'tucan-complete'), 20_000);
    await vi.waitFor(async () => expect(await pays()).toHaveLength(1), { timeout: 10_000, interval: 100 });
    expect(await statusInSandbox(charge.charge_uuid)).toMatch(/^(paid|confirmed)$/);
  });
});
