import jsQR from 'jsqr';
import { hasError, parsePix } from 'pix-utils';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { isValidDigitableLine } from '../src/payloads/boleto.ts';
import { isValidClabe } from '../src/payloads/clabe.ts';
import { hasValidCrc, parseTlv } from '../src/payloads/emv.ts';
import { isValidOxxoReference } from '../src/payloads/oxxo.ts';
import { isValidPagoFacilBarcode } from '../src/payloads/pfc.ts';
import { type Country, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, getCharge, pay } = sandbox;

function decodeQr(base64: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function payWith(country: Country, value: number, body: Record<string, unknown>) {
  const charge = await createCharge(country, value);
  const res = await pay(charge.charge_uuid, body);
  return { uuid: charge.charge_uuid, res };
}

const LEGACY = ['pix_payload', 'qra_payload', 'clabe', 'barcode', 'reference'];

describe('payment_payload of code and voucher methods', () => {
  it('pix: a BR Code accepted by pix-utils, a PNG QR that decodes to exactly it, and an expiry', async () => {
    const { uuid, res } = await payWith('BR', 150.75, {
      type_charge: 'pix',
      payer_name: 'Ana',
      email: 'ana@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('issued');
    const p = res.body.payment_payload as { payload: string; qr_code: string; expiration_date: string };
    expect(Object.keys(p).sort()).toEqual(['expiration_date', 'payload', 'qr_code']);
    const parsed = parsePix(p.payload);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({ type: 'DYNAMIC', countryCode: 'BR', transactionCurrency: '986' });
    expect(decodeQr(p.qr_code)).toBe(p.payload);
    expect(Date.parse(p.expiration_date)).toBeGreaterThan(Date.now());
    const full = await getCharge(uuid);
    expect(full.payment_payload).toEqual(p);
    for (const key of LEGACY) expect(full).not.toHaveProperty(key);
  });

  it('spei: a valid 18-digit CLABE with bank, beneficiary, reference, amount and expiry', async () => {
    const { res } = await payWith('MX', 1234.5, { type_charge: 'spei' });
    const p = res.body.payment_payload;
    expect(isValidClabe(p.clabe)).toBe(true);
    expect(p).toMatchObject({ bank: 'STP', amount: 1234.5, beneficiary: expect.any(String) });
    expect(p.reference).toMatch(/^\d{7}$/);
    expect(Date.parse(p.expiration_date)).toBeGreaterThan(Date.now());
  });

  it('oxxo: a reference, a numeric barcode value and the expiry', async () => {
    const { res } = await payWith('MX', 250.5, { type_charge: 'oxxo' });
    const p = res.body.payment_payload;
    expect(isValidOxxoReference(p.reference)).toBe(true);
    expect(p.barcode).toMatch(new RegExp(`^${p.reference}0000025050\\d{6}$`));
    expect(p.amount).toBe(250.5);
  });

  it('qra: an EMVCo payload for Argentina (AR, 032) with a valid CRC and its QR', async () => {
    const { res } = await payWith('AR', 5000, { type_charge: 'qra' });
    const p = res.body.payment_payload;
    expect(hasValidCrc(p.payload)).toBe(true);
    const tlv = parseTlv(p.payload);
    expect([tlv.get('58'), tlv.get('53'), tlv.get('54')]).toEqual(['AR', '032', '5000.00']);
    expect(decodeQr(p.qr_code)).toBe(p.payload);
  });

  it('boleto: a 47-digit digitable line with valid check digits, the 44-digit barcode and the due date', async () => {
    const { res } = await payWith('BR', 150.75, {
      type_charge: 'boleto',
      payer_name: 'Ana Souza',
      payer_tax_id: '12345678909',
      payer_document_type: 'CPF',
    });
    const p = res.body.payment_payload;
    expect(p.digitable_line).toMatch(/^\d{47}$/);
    expect(isValidDigitableLine(p.digitable_line)).toBe(true);
    expect(p.barcode).toMatch(/^\d{44}$/);
    expect(p.barcode.slice(9, 19)).toBe('0000015075');
    expect(p.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('boleto asks for the payer, and BRL pix with a tax id asks for the document type', async () => {
    const boleto = await payWith('BR', 10, { type_charge: 'boleto' });
    expect(boleto.res.status).toBe(422);
    expect((boleto.res.body.message as Array<{ source: string }>).map((e) => e.source).sort()).toEqual([
      'payer_name',
      'payer_tax_id',
    ]);
    const pix = await payWith('BR', 10, { type_charge: 'pix', payer_tax_id: '12345678909' });
    expect(pix.res.body.message).toEqual([expect.objectContaining({ source: 'payer_document_type' })]);
  });

  it('pfc: a Pago Fácil reference and barcode with the due date', async () => {
    const { res } = await payWith('AR', 3200, { type_charge: 'pfc' });
    const p = res.body.payment_payload;
    expect(p.reference).toMatch(/^\d{10}$/);
    expect(isValidPagoFacilBarcode(p.barcode)).toBe(true);
    expect(p.barcode).toContain(p.reference);
    expect(p).toMatchObject({ amount: 3200, due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});
