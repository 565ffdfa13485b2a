import { describe, expect, it } from 'vitest';
import { BR_WALLET, Merchant, startSandbox, VISA_APPROVED } from './support/merchant.ts';

const merchant = Merchant.onOwnSandbox();

const count = async (ref: string) =>
  (await merchant.get(`/api/v1/bank/wallet/charges/?reference_external_id=${ref}`)).body.count;

describe('Idempotency-Key', () => {
  it('replays the stored response of a repeated charge and creates no second charge', async () => {
    const body = {
      ...VISA_APPROVED,
      reference_external_id: 'idem-1',
      webhook_url: 'http://127.0.0.1:9/hook',
    };
    const first = await merchant.charge(body, { 'Idempotency-Key': 'key-1' });
    const again = await merchant.charge(body, { 'Idempotency-Key': 'key-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await count('idem-1')).toBe(1);
    const transitions = merchant.sandbox.control.charge(first.body.charge_uuid)?.history.length;
    expect(transitions).toBe(3);
  });

  it('replays refusals too: a second refund with the same key answers the first result', async () => {
    const paid = await merchant.charge(VISA_APPROVED);
    const path = `/api/v1/bank/wallet/charge/${paid.body.charge_uuid}/refund/${paid.body.wallet_uuid}/`;
    const first = await merchant.post(path, { reason: 'dup' }, { 'Idempotency-Key': 'refund-1' });
    const again = await merchant.post(path, { reason: 'dup' }, { 'Idempotency-Key': 'refund-1' });
    expect(first.body.status).toBe('refunded');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const fresh = await merchant.post(path, { reason: 'dup' }, { 'Idempotency-Key': 'refund-2' });
    expect(fresh.status).toBe(409);
  });

  it('refuses the same key with a different body with 422', async () => {
    await merchant.charge(
      { type_charge: 'pix', value: 10, reference_external_id: 'idem-2' },
      { 'Idempotency-Key': 'key-2' },
    );
    const changed = await merchant.charge(
      { type_charge: 'pix', value: 11, reference_external_id: 'idem-2' },
      { 'Idempotency-Key': 'key-2' },
    );
    expect(changed.status).toBe(422);
    expect(changed.body.message[0]).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      source: 'Idempotency-Key',
    });
    expect(await count('idem-2')).toBe(1);
  });

  it('scopes keys per client', async () => {
    merchant.sandbox.control.core.clients.set('other_client', {
      client_id: 'other_client',
      client_secret: 'other_secret',
      name: 'Other merchant',
      webhook_secret: 'whsec_other',
    });
    const wallet = await merchant.post('/api/v1/bank/wallet/', { name: 'Other BR', country: 'BR' });
    expect(wallet.status).toBe(201);
    const token = await fetch(`${merchant.sandbox.authUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=other_client&client_secret=other_secret',
    });
    const other = new Merchant(merchant.sandbox, (await token.json()).access_token);
    const otherWallet = await other.post('/api/v1/bank/wallet/', { name: 'Other BR', country: 'BR' });
    const mine = await merchant.charge(
      { type_charge: 'pix', wallet_uuid: wallet.body.uuid },
      { 'Idempotency-Key': 'shared' },
    );
    const theirs = await other.charge(
      { type_charge: 'pix', wallet_uuid: otherWallet.body.uuid },
      { 'Idempotency-Key': 'shared' },
    );
    expect(theirs.status).toBe(201);
    expect(theirs.body.charge_uuid).not.toBe(mine.body.charge_uuid);
    expect((await other.get(`/api/v1/bank/wallet/charge/${mine.body.charge_uuid}/`)).status).toBe(404);
  });

  it('replays a validation refusal for the same key and body', async () => {
    const bad = await merchant.charge({ type_charge: 'nope' }, { 'Idempotency-Key': 'key-3' });
    expect(bad.status).toBe(422);
    const replay = await merchant.charge({ type_charge: 'nope' }, { 'Idempotency-Key': 'key-3' });
    expect(replay.body).toEqual(bad.body);
  });

  it('replays the same JSON with its keys reordered and other whitespace under the same key', async () => {
    const first = await merchant.post(
      '/api/v1/bank/wallet/charge/',
      `{"wallet_uuid":"${BR_WALLET}","value":12,"type_charge":"pix","reference_external_id":"idem-4","metadata":{"a":1,"b":2}}`,
      { 'Idempotency-Key': 'key-4' },
    );
    expect(first.status).toBe(201);
    const reordered = await merchant.post(
      '/api/v1/bank/wallet/charge/',
      `{ "metadata": { "b": 2, "a": 1 },\n  "reference_external_id": "idem-4", "type_charge": "pix", "value": 12, "wallet_uuid": "${BR_WALLET}" }`,
      { 'Idempotency-Key': 'key-4' },
    );
    expect(reordered.status).toBe(201);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    expect(reordered.body.charge_uuid).toBe(first.body.charge_uuid);
    expect(await count('idem-4')).toBe(1);
  });
});

describe('Idempotency-Key records expire after 24 hours (sandbox clock)', () => {
  it('deletes the records of a burst once they are a day old, and the key is then free for a new request', async () => {
    const fresh = await startSandbox();
    try {
      const m = await Merchant.login(fresh);
      const records = async () => (await (await fetch(`${fresh.controlUrl}/`)).json()).idempotency_records;
      for (let i = 0; i < 30; i++) {
        await m.charge({ type_charge: 'pix', value: 10 + i }, { 'Idempotency-Key': `burst-${i}` });
      }
      expect(await records()).toBe(30);
      fresh.control.advance(23 * 3_600_000);
      expect(await records()).toBe(30);
      const later = await Merchant.login(fresh); // the first token expired an hour after it was issued
      const same = await later.charge({ type_charge: 'pix', value: 10 }, { 'Idempotency-Key': 'burst-0' });
      expect(same.headers.get('idempotent-replayed')).toBe('true');
      fresh.control.advance(3_600_000);
      expect(await records()).toBe(0);
      const again = await Merchant.login(fresh);
      const reused = await again.charge({ type_charge: 'pix', value: 99 }, { 'Idempotency-Key': 'burst-0' });
      expect(reused.status).toBe(201);
      expect(reused.headers.get('idempotent-replayed')).toBeNull();
      expect(reused.body.value).toBe(99);
      expect(await records()).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
