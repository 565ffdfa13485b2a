import { describe, expect, it } from 'vitest';
import { BR_WALLET, Merchant, startReceiver, VISA_APPROVED } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox({ webhookBackoffMs: 5, webhookTimeoutMs: 5_000 });

describe('webhooks on charge status changes', () => {
  it('POSTs the seed payload for every status change, in order', async () => {
    const receiver = await startReceiver();
    try {
      const created = await merchant.charge({
        ...VISA_APPROVED,
        webhook_url: receiver.url,
        transaction_reference: 'order-77',
        reference_external_id: 'erp-77',
      });
      await merchant.post(`/api/v1/bank/wallet/charge/${created.body.charge_uuid}/refund/${BR_WALLET}/`);
      await merchant.sandbox.control.webhooksIdle();
      expect(receiver.received.map((r) => r.body.status)).toEqual(['confirmed', 'paid', 'refunded']);
      expect(receiver.received[0]?.body).toEqual({
        charge_uuid: created.body.charge_uuid,
        status: 'confirmed',
        transaction_reference: 'order-77',
        subscription_uuid: null,
        payment_link_uuid: null,
        reference_external_id: 'erp-77',
      });
    } finally {
      await receiver.close();
    }
  });

  it('leaves reference_external_id out when it was not set', async () => {
    const receiver = await startReceiver();
    try {
      await merchant.charge({ ...VISA_APPROVED, webhook_url: receiver.url });
      await merchant.sandbox.control.webhooksIdle();
      expect(receiver.received[0]?.body).not.toHaveProperty('reference_external_id');
    } finally {
      await receiver.close();
    }
  });

  it('retries after the receiver answers 500 and stops at the first 2xx', async () => {
    const receiver = await startReceiver((count) => (count <= 2 ? 500 : 200));
    try {
      const created = await merchant.charge({ type_charge: 'pix', webhook_url: receiver.url });
      merchant.sandbox.control.transition(created.body.charge_uuid, 'paid');
      await merchant.sandbox.control.webhooksIdle();
      expect(receiver.received.map((r) => r.attempt)).toEqual(['1', '2', '3']);
      const log = await (
        await fetch(`${merchant.sandbox.controlUrl}/webhooks?charge_uuid=${created.body.charge_uuid}`)
      ).json();
      expect(log.deliveries).toHaveLength(1);
      expect(log.deliveries[0]).toMatchObject({ state: 'delivered', url: receiver.url });
      expect(log.deliveries[0].payload.status).toBe('paid');
      expect(log.deliveries[0].attempts.map((a: { status_code: number }) => a.status_code)).toEqual([
        500, 500, 200,
      ]);
    } finally {
      await receiver.close();
    }
  });

  it('gives up after 5 failed attempts, counting a timeout as a failure', async () => {
    const receiver = await startReceiver((count) => (count === 1 ? 'hang' : 503));
    try {
      const created = await merchant.charge({ type_charge: 'pix', webhook_url: receiver.url });
      merchant.sandbox.control.transition(created.body.charge_uuid, 'canceled');
      await merchant.sandbox.control.webhooksIdle();
      const delivery = merchant.sandbox.control
        .webhooks()
        .find((d) => d.subject_uuid === created.body.charge_uuid);
      expect(delivery?.state).toBe('failed');
      expect(delivery?.attempts.map((a) => a.error)).toEqual([
        'timeout',
        'HTTP 503',
        'HTTP 503',
        'HTTP 503',
        'HTTP 503',
      ]);
    } finally {
      await receiver.close();
    }
  });
});

describe('webhooks on payouts', () => {
  it('notifies processing and then paid', async () => {
    const receiver = await startReceiver();
    try {
      const payout = await merchant.post('/api/v1/bank/wallet/payout/', {
        wallet_uuid: BR_WALLET,
        type_payout: 'pix',
        value: 80,
        webhook_url: receiver.url,
        pix_destination: { key_type: 'email', key: 'ana@example.com' },
      });
      await expect.poll(() => receiver.received.length).toBe(2);
      await merchant.sandbox.control.webhooksIdle();
      expect(receiver.received.map((r) => r.body)).toEqual([
        { payout_uuid: payout.body.payout_uuid, status: 'processing', type_payout: 'pix' },
        { payout_uuid: payout.body.payout_uuid, status: 'paid', type_payout: 'pix' },
      ]);
    } finally {
      await receiver.close();
    }
  });
});
