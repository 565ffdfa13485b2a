import { describe, expect, it } from 'vitest';
import {
  CURRENCY_DECIMALS,
  INSTALLMENT_PLANS,
  installmentOptions,
  lastInstallment,
} from '../src/public/installments.ts';
import { PUBLIC, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, get } = sandbox;

describe('installment simulation', () => {
  it('offers 1–12 Brazilian credit installments, 1–3 interest-free, then 1.99 %/month (Price formula)', async () => {
    const charge = await createCharge('BR', 1200);
    const res = await get(`${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ charge_uuid: charge.charge_uuid, currency: 'BRL', value: 1200 });
    const options = res.body.options as Array<Record<string, number>>;
    expect(options.map((o) => o.installments)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(options[2]).toEqual({
      installments: 3,
      installment_value: 400,
      total_value: 1200,
      interest_rate: 0,
    });
    // 1200 · 0.0199 / (1 − 1.0199^−6) = 214.1587 → 214.16; total 6 × 214.16
    expect(options[5]).toEqual({
      installments: 6,
      installment_value: 214.16,
      total_value: 1284.96,
      interest_rate: 1.99,
    });
  });

  it('answers R$ 150.75 in 2 interest-free as 75.38 each on a total of 150.75: the last installment is 75.37', async () => {
    const charge = await createCharge('BR', 150.75);
    const res = await get(`${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment`);
    const two = (res.body.options as Array<Record<string, number>>)[1];
    expect(two).toEqual({ installments: 2, installment_value: 75.38, total_value: 150.75, interest_rate: 0 });
    expect(lastInstallment(two as never, 2)).toBe(75.37);
  });

  it('gives totals exact to the minor unit and a positive last installment within n minor units of the others (every plan, many amounts)', () => {
    const currency: Record<string, string> = { BR: 'BRL', MX: 'MXN', AR: 'ARS', CL: 'CLP', CO: 'COP' };
    for (const country of Object.keys(INSTALLMENT_PLANS)) {
      const cur = currency[country] ?? '';
      const digits = CURRENCY_DECIMALS[cur] ?? 2;
      const unit = 10 ** digits;
      for (let k = 0; k < 400; k++) {
        const value = (1000 + k * 7919 + (k % 7) * 13) / (digits ? 100 : 1);
        for (const o of installmentOptions('credit_card', country, cur, value)) {
          const total = Math.round(o.total_value * unit);
          expect(total / unit).toBe(o.total_value);
          expect(Math.round(o.installment_value * unit) / unit).toBe(o.installment_value);
          if (o.interest_rate === 0) expect(o.total_value).toBe(value);
          else expect(total).toBe(o.installments * Math.round(o.installment_value * unit));
          const last = Math.round(lastInstallment(o, digits) * unit);
          const each = Math.round(o.installment_value * unit);
          expect(last).toBeGreaterThan(0);
          expect(Math.abs(last - each)).toBeLessThan(o.installments);
          expect((o.installments - 1) * each + last).toBe(total);
        }
      }
    }
  });

  it('dates its answers by the sandbox clock (the Date header moves with advance), as a page reads the service’s time', async () => {
    const charge = await createCharge('BR', 100);
    const path = `${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment`;
    const before = Date.parse((await get(path)).headers.get('date') ?? '');
    sandbox.control.advance(2 * 3_600_000);
    try {
      const after = Date.parse((await get(path)).headers.get('date') ?? '');
      expect(after - before).toBeGreaterThanOrEqual(2 * 3_600_000 - 1_000);
      expect(after - before).toBeLessThan(2 * 3_600_000 + 60_000);
    } finally {
      sandbox.control.reset();
    }
  });

  it('drops Brazilian options below the BRL 5.00 minimum installment', async () => {
    const charge = await createCharge('BR', 20);
    const res = await get(`${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment`);
    expect((res.body.options as Array<{ installments: number }>).map((o) => o.installments)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('offers Mexican meses sin intereses 1, 3, 6, 9, 12 at 0 %', async () => {
    const charge = await createCharge('MX', 900);
    const res = await get(`${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment`);
    const options = res.body.options as Array<Record<string, number>>;
    expect(options.map((o) => o.installments)).toEqual([1, 3, 6, 9, 12]);
    expect(options.every((o) => o.interest_rate === 0 && o.total_value === 900)).toBe(true);
  });

  it('rounds Colombian pesos to whole units, up to 36 installments', async () => {
    const charge = await createCharge('CO', 100000);
    const res = await get(`${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment`);
    const options = res.body.options as Array<Record<string, number>>;
    expect(options).toHaveLength(36);
    expect(options.every((o) => Number.isInteger(o.installment_value))).toBe(true);
  });

  it('debit pays in one installment and pix has no options', async () => {
    const charge = await createCharge('BR', 300);
    const debit = await get(
      `${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment?type_charge=debit_card`,
    );
    expect(debit.body.options).toEqual([
      { installments: 1, installment_value: 300, total_value: 300, interest_rate: 0 },
    ]);
    const pix = await get(`${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment?type_charge=pix`);
    expect(pix.body.options).toEqual([]);
  });

  it('answers an unknown charge with 404 in the error shape, and a bad method with 422', async () => {
    const missing = await get(`${PUBLIC}/charge/00000000-0000-4000-8000-000000000000/simulate-installment`);
    expect(missing.status).toBe(404);
    expect(missing.body.message[0]).toMatchObject({ code: 'NOT_FOUND' });
    const charge = await createCharge('BR', 300);
    const bad = await get(`${PUBLIC}/charge/${charge.charge_uuid}/simulate-installment?type_charge=cash`);
    expect(bad.status).toBe(422);
    expect(bad.body.message[0]).toMatchObject({ source: 'type_charge' });
  });
});
