import { describe, expect, it } from 'vitest';
import { CHARGE_STATUSES, type ChargeStatus } from '../src/contract.ts';
import { BR_WALLET, Merchant, ROOMY_RATE_LIMIT, VISA_APPROVED } from './support/merchant.ts';

// The table test below makes a few hundred calls: lift the rate limit for this file.
const merchant = Merchant.onOwnSandbox({ rateLimit: ROOMY_RATE_LIMIT });

const op = (uuid: string, name: 'capture' | 'refund' | 'cancel', body?: unknown) =>
  merchant.post(`/api/v1/bank/wallet/charge/${uuid}/${name}/${BR_WALLET}/`, body);

describe('capture, refund and cancel', () => {
  it('captures a pre-captured card charge', async () => {
    const created = await merchant.charge({ ...VISA_APPROVED, capture: false });
    const captured = await op(created.body.charge_uuid, 'capture');
    expect(captured.status).toBe(200);
    expect(captured.body.status).toBe('paid');
  });

  it('refunds a paid charge with an optional reason', async () => {
    const created = await merchant.charge(VISA_APPROVED);
    const refunded = await op(created.body.charge_uuid, 'refund', { reason: 'customer request' });
    expect(refunded.body).toMatchObject({ status: 'refunded', refund_reason: 'customer request' });
    const plain = await merchant.charge(VISA_APPROVED);
    expect(
      (await merchant.post(`/api/v1/bank/wallet/charge/${plain.body.charge_uuid}/refund/${BR_WALLET}/`, ''))
        .body.status,
    ).toBe('refunded');
  });

  it('cancels an issued charge and a pre-captured one', async () => {
    const issued = await merchant.charge({ type_charge: 'pix' });
    expect((await op(issued.body.charge_uuid, 'cancel')).body.status).toBe('canceled');
    const confirmed = await merchant.charge({ ...VISA_APPROVED, capture: false });
    expect((await op(confirmed.body.charge_uuid, 'cancel')).body.status).toBe('canceled');
  });

  it('refuses to refund an unpaid charge with 409 INVALID_STATE naming the status', async () => {
    const issued = await merchant.charge({ type_charge: 'pix' });
    const refused = await op(issued.body.charge_uuid, 'refund');
    expect(refused.status).toBe(409);
    expect(refused.body.message[0].code).toBe('INVALID_STATE');
    expect(refused.body.message[0].description).toContain('issued');
    expect((await merchant.get(`/api/v1/bank/wallet/charge/${issued.body.charge_uuid}/`)).body.status).toBe(
      'issued',
    );
  });

  it('refuses to cancel a paid charge and to capture twice', async () => {
    const paid = await merchant.charge(VISA_APPROVED);
    const cancel = await op(paid.body.charge_uuid, 'cancel');
    expect(cancel.status).toBe(409);
    expect(cancel.body.message[0].description).toContain('paid');
    expect((await op(paid.body.charge_uuid, 'capture')).status).toBe(409);
  });

  it('answers 404 when the wallet in the path is not the charge wallet', async () => {
    const paid = await merchant.charge(VISA_APPROVED);
    const reply = await merchant.post(
      `/api/v1/bank/wallet/charge/${paid.body.charge_uuid}/refund/7ca40000-0000-4000-8000-000000000484/`,
    );
    expect(reply.status).toBe(404);
  });
});

/** A path through the state machine to each status, used to set up every "from" state. */
const PATH_TO: Record<ChargeStatus, ChargeStatus[]> = {
  issued: [],
  pending: ['pending'],
  confirmed: ['confirmed'],
  paid: ['paid'],
  error: ['error'],
  canceled: ['canceled'],
  refunded: ['paid', 'refunded'],
  refund_error: ['paid', 'refund_error'],
  chargeback_requested: ['paid', 'chargeback_requested'],
  pre_chargeback_resolution: ['paid', 'chargeback_requested', 'pre_chargeback_resolution'],
  chargeback_refunded: ['paid', 'chargeback_requested', 'chargeback_refunded'],
  chargeback_reversed: ['paid', 'chargeback_requested', 'chargeback_reversed'],
};

async function chargeIn(status: ChargeStatus): Promise<string> {
  const created = await merchant.charge({ type_charge: 'pix' });
  for (const step of PATH_TO[status]) {
    const reply = await fetch(`${merchant.sandbox.controlUrl}/charges/${created.body.charge_uuid}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: step }),
    });
    expect(reply.status).toBe(200);
  }
  return created.body.charge_uuid;
}

/**
 * The arrows of the diagram in docs/contract.md ("charge lifecycle"), written out here rather than read from
 * src/contract.ts, so that a wrong edge in the code fails this test.
 */
const DOCUMENTED_EDGES: Record<ChargeStatus, ChargeStatus[]> = {
  issued: ['pending', 'confirmed', 'paid', 'error', 'canceled'],
  pending: ['confirmed', 'paid', 'error', 'canceled'],
  error: ['issued', 'pending', 'confirmed', 'paid', 'error', 'canceled'],
  confirmed: ['paid', 'canceled'],
  paid: ['refunded', 'refund_error', 'chargeback_requested'],
  refund_error: ['refunded', 'refund_error'],
  chargeback_requested: ['pre_chargeback_resolution', 'chargeback_refunded', 'chargeback_reversed'],
  pre_chargeback_resolution: ['chargeback_refunded', 'chargeback_reversed'],
  canceled: [],
  refunded: [],
  chargeback_refunded: [],
  chargeback_reversed: [],
};

describe('the charge state machine (docs/contract.md)', () => {
  for (const from of CHARGE_STATUSES) {
    const edges = DOCUMENTED_EDGES[from];
    it(`from ${from} allows exactly: ${edges.join(', ') || 'nothing (terminal)'}`, async () => {
      for (const to of CHARGE_STATUSES) {
        const uuid = await chargeIn(from);
        const reply = await fetch(`${merchant.sandbox.controlUrl}/charges/${uuid}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ status: to }),
        });
        const allowed = edges.includes(to);
        expect(reply.status, `${from} → ${to}`).toBe(allowed ? 200 : 409);
        expect(merchant.sandbox.control.charge(uuid)?.status).toBe(allowed ? to : from);
      }
    });
  }

  it('the chargeback control moves a paid charge to chargeback_requested', async () => {
    const paid = await merchant.charge(VISA_APPROVED);
    const reply = await fetch(`${merchant.sandbox.controlUrl}/charges/${paid.body.charge_uuid}/chargeback`, {
      method: 'POST',
    });
    expect((await reply.json()).status).toBe('chargeback_requested');
  });
});
