/**
 * Webhook delivery like a real PSP: 30 s for the receiver, redirects never followed, a realistic retry schedule on
 * the sandbox clock, and a `Tucan-Signature` that receivers verify over the raw body.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../src/index.ts';
import { verifyWebhookSignature } from '../src/webhook-signature.ts';
import { Merchant, type ReceivedWebhook, startReceiver, startSandbox } from './support/merchant.ts';

/** Creates a pix charge with a webhook and pays it: one `paid` delivery. */
async function paidPix(sandbox: Sandbox, url: string): Promise<string> {
  const merchant = await Merchant.login(sandbox);
  const created = await merchant.charge({ type_charge: 'pix', webhook_url: url });
  sandbox.control.transition(created.body.charge_uuid, 'paid');
  return created.body.charge_uuid;
}

const deliveryOf = (sandbox: Sandbox, uuid: string) =>
  fetch(`${sandbox.controlUrl}/webhooks?charge_uuid=${uuid}`)
    .then((r) => r.json())
    .then((log) => log.deliveries[0]);

describe('a receiver that takes 12 s to answer (the seed allows 30 s)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    // Fast retries: if 12 s counted as a timeout, duplicates would follow at once.
    sandbox = await startSandbox({ webhookBackoffMs: 5 });
  });
  afterAll(() => sandbox.close());

  it('gets each status once', { timeout: 40_000 }, async () => {
    const receiver = await startReceiver(() => ({ status: 200, delayMs: 12_000 }));
    try {
      const [one, two] = await Promise.all([paidPix(sandbox, receiver.url), paidPix(sandbox, receiver.url)]);
      await sandbox.control.webhooksIdle();
      expect(receiver.received.map((r) => [r.body.charge_uuid, r.body.status, r.attempt]).sort()).toEqual(
        [
          [one, 'paid', '1'],
          [two, 'paid', '1'],
        ].sort(),
      );
      for (const uuid of [one, two]) {
        const delivery = await deliveryOf(sandbox, uuid);
        expect(delivery).toMatchObject({ state: 'delivered', attempts: [{ attempt: 1, status_code: 200 }] });
      }
    } finally {
      await receiver.close();
    }
  });
});

describe('redirects, retries and signatures', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ webhookBackoffMs: 5 });
  });
  afterAll(() => sandbox.close());

  it('treats a 302 as a failed attempt, retries the POST, and never follows the redirect', async () => {
    const receiver = await startReceiver((count, request) =>
      request.url === '/webhooks' && count <= 2 ? { status: 302, headers: { location: '/moved' } } : 200,
    );
    try {
      const uuid = await paidPix(sandbox, receiver.url);
      await sandbox.control.webhooksIdle();
      expect(receiver.received.map((r) => [r.method, r.path, r.attempt])).toEqual([
        ['POST', '/webhooks', '1'],
        ['POST', '/webhooks', '2'],
        ['POST', '/webhooks', '3'],
      ]);
      const delivery = await deliveryOf(sandbox, uuid);
      expect(delivery.state).toBe('delivered');
      expect(
        delivery.attempts.map((a: { status_code: number; error: string | null }) => [a.status_code, a.error]),
      ).toEqual([
        [302, 'HTTP 302 (redirects are not followed)'],
        [302, 'HTTP 302 (redirects are not followed)'],
        [200, null],
      ]);
    } finally {
      await receiver.close();
    }
  });

  it('gives up after 5 attempts when every answer is a redirect', async () => {
    const receiver = await startReceiver(() => ({ status: 307, headers: { location: '/moved' } }));
    try {
      const uuid = await paidPix(sandbox, receiver.url);
      await sandbox.control.webhooksIdle();
      expect(receiver.received.map((r) => r.path)).toEqual(Array(5).fill('/webhooks'));
      expect((await deliveryOf(sandbox, uuid)).state).toBe('failed');
    } finally {
      await receiver.close();
    }
  });

  it('signs every attempt: t and an HMAC-SHA256 of "t.body" keyed with the webhook secret', async () => {
    expect(sandbox.webhookSecret).toBe('whsec_tucan_sandbox');
    const receiver = await startReceiver((count) => (count === 1 ? 500 : 200));
    try {
      await paidPix(sandbox, receiver.url);
      await sandbox.control.webhooksIdle();
      expect(receiver.received).toHaveLength(2);
      for (const hook of receiver.received) {
        const header = String(hook.headers['tucan-signature']);
        const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
        expect(match, header).not.toBeNull();
        const [, t, v1] = match ?? [];
        // An independent computation, as a receiver in any language would write it.
        expect(v1).toBe(createHmac('sha256', 'whsec_tucan_sandbox').update(`${t}.${hook.raw}`).digest('hex'));
        expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(300);
      }
    } finally {
      await receiver.close();
    }
  });

  it('a receiver accepts the delivery as sent, and rejects a tampered body, a replay after 300 s and another key', async () => {
    const receiver = await startReceiver();
    try {
      await paidPix(sandbox, receiver.url);
      await sandbox.control.webhooksIdle();
      const hook = receiver.received[0] as ReceivedWebhook;
      const header = String(hook.headers['tucan-signature']);
      const check = (rawBody: string, secret = sandbox.webhookSecret, nowSeconds?: number) =>
        verifyWebhookSignature({ secret, header, rawBody, ...(nowSeconds ? { nowSeconds } : {}) });
      expect(check(hook.raw)).toMatchObject({ ok: true });
      expect(check(hook.raw.replace('"paid"', '"refunded"'))).toEqual({ ok: false, reason: 'mismatch' });
      expect(check(`${hook.raw} `)).toEqual({ ok: false, reason: 'mismatch' });
      expect(check(hook.raw, 'whsec_other')).toEqual({ ok: false, reason: 'mismatch' });
      const t = Number(/t=(\d+)/.exec(header)?.[1]);
      expect(check(hook.raw, sandbox.webhookSecret, t + 301)).toEqual({ ok: false, reason: 'too_old' });
      expect(verifyWebhookSignature({ secret: 'x', header: undefined, rawBody: hook.raw })).toEqual({
        ok: false,
        reason: 'missing',
      });
    } finally {
      await receiver.close();
    }
  });

  it('signs with the secret given as an option, payout webhooks included', async () => {
    const other = await startSandbox({ webhookBackoffMs: 5, webhookSecret: 'whsec_qa_42' });
    const receiver = await startReceiver();
    try {
      expect(other.webhookSecret).toBe('whsec_qa_42');
      const merchant = await Merchant.login(other);
      await merchant.post('/api/v1/bank/wallet/payout/', {
        wallet_uuid: '7ca40000-0000-4000-8000-000000000076',
        type_payout: 'pix',
        value: 80,
        webhook_url: receiver.url,
        pix_destination: { key_type: 'email', key: 'ana@example.com' },
      });
      await expect.poll(() => receiver.received.length).toBe(2);
      for (const hook of receiver.received) {
        const header = String(hook.headers['tucan-signature']);
        expect(verifyWebhookSignature({ secret: 'whsec_qa_42', header, rawBody: hook.raw }).ok).toBe(true);
      }
    } finally {
      await receiver.close();
      await other.close();
    }
  });
});

describe('the default retry schedule (minutes to hours, on the sandbox clock)', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ webhookBackoffMs: undefined });
  });
  afterAll(() => sandbox.close());

  const advance = (ms: number) =>
    fetch(`${sandbox.controlUrl}/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms }),
    });

  it('waits 1 min, 6 min, 36 min and 3 h 36 min between the 5 attempts, then gives up', async () => {
    const receiver = await startReceiver(() => 503);
    try {
      const uuid = await paidPix(sandbox, receiver.url);
      const waits = [60_000, 360_000, 2_160_000, 12_960_000];
      for (const [i, wait] of waits.entries()) {
        await expect.poll(() => receiver.received.length).toBe(i + 1);
        const pending = await deliveryOf(sandbox, uuid);
        expect(pending.state).toBe('pending');
        const last = pending.attempts.at(-1);
        await expect.poll(async () => (await deliveryOf(sandbox, uuid)).next_attempt_at).not.toBeNull();
        const next = (await deliveryOf(sandbox, uuid)).next_attempt_at;
        const gap = Date.parse(next) - Date.parse(last.at);
        expect(gap).toBeGreaterThanOrEqual(wait);
        expect(gap).toBeLessThan(wait + 5_000);
        await advance(wait - 30_000);
        expect(receiver.received).toHaveLength(i + 1); // not yet due
        await advance(30_000);
      }
      await expect.poll(() => receiver.received.length).toBe(5);
      await sandbox.control.webhooksIdle();
      expect((await deliveryOf(sandbox, uuid)).state).toBe('failed');
    } finally {
      await receiver.close();
    }
  });
});
