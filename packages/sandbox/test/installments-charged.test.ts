/**
 * What an installment plan with interest charges (**assumption**, docs/contract.md B6a): the plan's total is the
 * amount authorised. The bank's 3DS page shows it (EMV 3DS purchase amount), the charge keeps it as `total_value`
 * beside its `value`, a full refund gives it back; the webhook carries no amount (seed §6.2), the charge it points
 * to does.
 */
import { describe, expect, it } from 'vitest';
import { SEED_WALLETS } from '../src/contract.ts';
import { card, formOf, formPost, PUBLIC, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, getCharge, pay, post, merchantToken } = sandbox;

const CHALLENGE_CARD = '4000000000003220';

/** The amount line of the bank's page (`<dt>Amount</dt><dd>…</dd>`). */
const amountOn = (html: string) => /<dt>Amount<\/dt><dd>([^<]*)<\/dd>/.exec(html)?.[1];

/** A BR charge of R$ 150.75 paid by the challenge card in `installments`; the bank's page it opens. */
async function challengeIn(installments: number) {
  const charge = await createCharge('BR', 150.75, { webhook_url: sandbox.hooks.url });
  const answer = await pay(charge.charge_uuid, {
    ...card(CHALLENGE_CARD, { installments }),
    browser: { browserLanguage: 'en-US', challengeWindowSize: '03' },
  });
  expect(answer.status).toBe(200);
  const body = answer.body as { url_3ds: string; creq: string; authentication_uuid: string };
  const page = await formPost(body.url_3ds, { creq: body.creq });
  return { uuid: charge.charge_uuid, pay: body, page: page.html };
}

async function refundAll(uuid: string) {
  const res = await fetch(`${sandbox.baseUrl}/api/v1/bank/wallet/charge/${uuid}/refund/${SEED_WALLETS.BR}/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await merchantToken()}` },
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('an installment plan with interest charges its total', () => {
  it('R$ 150.75 in 6 at 1.99 %: the bank page asks to approve R$161.40, the charge keeps value 150.75 and total_value 161.40, a full refund gives back 161.40', async () => {
    const { uuid, pay, page } = await challengeIn(6);
    expect(amountOn(page)).toBe('R$161.40');
    expect(page).not.toContain('150.75');

    const form = formOf(page);
    const done = formOf(
      (await formPost(form.action, { ...form.fields, otp: '123456', action: 'submit' })).html,
    );
    const result = await post(`${PUBLIC}/charge/authentication/${uuid}/validate`, {
      authentication_uuid: pay.authentication_uuid,
      cres: done.fields.cres,
    });
    expect(result.body).toMatchObject({ status: 'paid', installments: 6 });

    expect(await getCharge(uuid)).toMatchObject({
      status: 'paid',
      value: 150.75,
      installments: 6,
      total_value: 161.4,
    });
    // The webhook is a trigger with no amount (seed §6.2): the charge it points to has it.
    await sandbox.control.webhooksIdle();
    const payloads = sandbox.hooks.received.filter((p) => p.charge_uuid === uuid);
    expect(payloads.map((p) => p.status)).toEqual(['pending', 'confirmed', 'paid']);
    for (const p of payloads) expect(Object.keys(p)).not.toContain('value');

    const refund = await refundAll(uuid);
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ status: 'refunded', refunded_value: 161.4, total_value: 161.4 });
  });

  it('interest-free (3) and at once (1): the bank page and total_value say the value, R$150.75', async () => {
    for (const count of [1, 3]) {
      const { uuid, page } = await challengeIn(count);
      expect(amountOn(page), `${count}×`).toBe('R$150.75');
      expect(await getCharge(uuid)).toMatchObject({
        value: 150.75,
        installments: count,
        total_value: 150.75,
      });
    }
  });

  it('a declined attempt in 6, then one at once: total_value follows the attempt that pays', async () => {
    const charge = await createCharge('BR', 150.75);
    const declined = await pay(charge.charge_uuid, {
      ...card('4000000000009995', { installments: 6 }),
    });
    expect(declined.body).toMatchObject({ status: 'error', installments: 6 });
    expect(await getCharge(charge.charge_uuid)).toMatchObject({ total_value: 161.4 });
    const paid = await pay(charge.charge_uuid, card('4111111111111111'));
    expect(paid.body).toMatchObject({ status: 'paid', installments: 1 });
    expect(await getCharge(charge.charge_uuid)).toMatchObject({ value: 150.75, total_value: 150.75 });
  });

  it('a server-to-server card charge in 6: its url_3ds page asks to approve R$161.40', async () => {
    const charge = await createCharge('BR', 150.75, {
      ...card(CHALLENGE_CARD),
      installments: 6,
    });
    const full = await getCharge(charge.charge_uuid);
    expect(full).toMatchObject({ status: 'pending', installments: 6, total_value: 161.4 });
    const page = await fetch(String(full.url_3ds), { headers: { 'Accept-Language': 'en' } });
    expect(amountOn(await page.text())).toBe('R$161.40');
  });

  it('a code after a card attempt in 6 charges the value', async () => {
    const charge = await createCharge('BR', 150.75, { type_charge: undefined });
    await pay(charge.charge_uuid, {
      ...card('4000000000009995', { installments: 6 }),
    });
    const pix = await pay(charge.charge_uuid, { type_charge: 'pix' });
    expect(pix.status).toBe(200);
    expect(await getCharge(charge.charge_uuid)).toMatchObject({
      installments: null,
      total_value: 150.75,
    });
  });
});
