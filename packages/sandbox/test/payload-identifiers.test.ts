/**
 * Every identifier the sandbox generates passes its own check digits, checked here by independent
 * implementations (not the sandbox's), for codes created by the merchant and codes issued through public pay;
 * and the merchant name is the wallet's on both paths.
 */
import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { type Country, usePublicSandbox } from './public-helpers.ts';

const sandbox = usePublicSandbox();
const { createCharge, pay } = sandbox;

const digits = (s: string) => [...s].map(Number);

function luhnOk(n: string): boolean {
  const sum = digits(n)
    .reverse()
    .reduce((acc, d, i) => acc + (i % 2 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
  return sum % 10 === 0;
}

/** CLABE: weights 3,7,1; each product mod 10. */
function clabeOk(c: string): boolean {
  const sum = digits(c.slice(0, 17)).reduce((acc, d, i) => acc + ((d * [3, 7, 1][i % 3]!) % 10), 0);
  return (10 - (sum % 10)) % 10 === Number(c[17]);
}

/** CUIT (python-stdnum ar.cuit): weights 5,4,3,2,7,6,5,4,3,2; '012345678990'[11 - sum % 11]. */
function cuitOk(c: string): boolean {
  const sum = digits(c.slice(0, 10)).reduce((acc, d, i) => acc + d * [5, 4, 3, 2, 7, 6, 5, 4, 3, 2][i]!, 0);
  return /^\d{11}$/.test(c) && '012345678990'[11 - (sum % 11)] === c[10];
}

/** CBU/CVU (python-stdnum ar.cbu): weights 3,1,7,9 from the right, per block of 8 and 14 digits. */
function cbuBlockOk(block: string): boolean {
  const body = block.slice(0, -1);
  const sum = digits(body)
    .reverse()
    .reduce((acc, d, i) => acc + d * [3, 1, 7, 9][i % 4]!, 0);
  return String((10 - (sum % 10)) % 10) === block.slice(-1);
}

/** FEBRABAN: mod 10 per field of the digitable line, mod 11 (weights 2–9) for the barcode's general DV. */
function mod10(body: string): number {
  const sum = digits(body)
    .reverse()
    .reduce((acc, d, i) => {
      const p = d * (i % 2 === 0 ? 2 : 1);
      return acc + Math.floor(p / 10) + (p % 10);
    }, 0);
  return (10 - (sum % 10)) % 10;
}
function boletoBarcodeOk(b: string): boolean {
  const body = b.slice(0, 4) + b.slice(5);
  const sum = digits(body)
    .reverse()
    .reduce((acc, d, i) => acc + d * (2 + (i % 8)), 0);
  const dv = 11 - (sum % 11);
  return (dv === 0 || dv > 9 ? 1 : dv) === Number(b[4]);
}
function digitableLineOk(line: string, barcode: string): boolean {
  const fields = [line.slice(0, 10), line.slice(10, 21), line.slice(21, 32)];
  const rebuilt = barcode.slice(0, 4) + barcode.slice(19, 24);
  return (
    fields.every((f) => mod10(f.slice(0, -1)) === Number(f.slice(-1))) &&
    fields[0]!.slice(0, 9) === rebuilt &&
    line[32] === barcode[4] &&
    line.slice(33) === barcode.slice(5, 19)
  );
}

/** Pago Fácil (sandbox layout, docs/contract.md): weights 1, then 3,5,7,9 repeated; sum ÷ 2, mod 10. */
function pfcOk(b: string): boolean {
  const w = [3, 5, 7, 9];
  const sum = digits(b.slice(0, 36)).reduce((acc, d, i) => acc + d * (i === 0 ? 1 : w[(i - 1) % 4]!), 0);
  return Math.floor(sum / 2) % 10 === Number(b[36]);
}

/** EMV CRC-16/CCITT-FALSE over everything up to and including "6304". */
function crcOk(payload: string): boolean {
  let crc = 0xffff;
  for (const byte of Buffer.from(payload.slice(0, -4), 'utf8')) {
    crc ^= byte << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0') === payload.slice(-4);
}

function tlvs(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let at = 0; at < text.length; ) {
    const len = Number(text.slice(at + 2, at + 4));
    out.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + len));
    at += 4 + len;
  }
  return out;
}

const BOLETO_PAYER = { payer_name: 'Ana Souza', payer_tax_id: '12345678909', payer_document_type: 'CPF' };
const WALLET_NAME = { BR: 'SANDBOX WALLET BR', MX: 'Sandbox wallet MX', AR: 'SANDBOX WALLET AR' } as const;

/** The same method's payload made by the merchant at creation and by the shopper through public pay. */
async function bothPaths(country: Country, type_charge: string, value: number, extra = {}) {
  const created = await createCharge(country, value, { type_charge, ...extra });
  const open = await createCharge(country, value, { type_charge: undefined });
  const paid = await pay(open.charge_uuid, { type_charge, ...extra });
  expect(paid.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: payloads are read field by field
  return [created.payment_payload as any, paid.body.payment_payload as any];
}

describe('check digits of every generated identifier, on both paths', () => {
  it('pix: a valid BR Code (pix-utils, CRC) with the wallet name as merchant name', async () => {
    for (const p of await bothPaths('BR', 'pix', 10)) {
      expect(hasError(parsePix(p.payload))).toBe(false);
      expect(crcOk(p.payload)).toBe(true);
      expect(tlvs(p.payload).get('59')).toBe(WALLET_NAME.BR);
    }
  });

  it('qra: CRC, a CUIT that passes mod 11, a CVU whose two blocks pass, and the wallet name', async () => {
    for (const p of await bothPaths('AR', 'qra', 5000)) {
      expect(crcOk(p.payload)).toBe(true);
      const account = tlvs(tlvs(p.payload).get('43') ?? '');
      const cuit = account.get('01') ?? '';
      const cvu = account.get('02') ?? '';
      expect(cuitOk(cuit), cuit).toBe(true);
      expect(cvu).toMatch(/^\d{22}$/);
      expect(cbuBlockOk(cvu.slice(0, 8)), cvu).toBe(true);
      expect(cbuBlockOk(cvu.slice(8)), cvu).toBe(true);
      expect(tlvs(p.payload).get('59')).toBe(WALLET_NAME.AR);
    }
  });

  it('spei: a CLABE that passes 3-7-1 and the wallet name as beneficiary', async () => {
    for (const p of await bothPaths('MX', 'spei', 1234.5)) {
      expect(clabeOk(p.clabe), p.clabe).toBe(true);
      expect(p.beneficiary).toBe(WALLET_NAME.MX);
    }
  });

  it('oxxo: a Luhn reference inside a 30-digit barcode', async () => {
    for (const p of await bothPaths('MX', 'oxxo', 250.5)) {
      expect(luhnOk(p.reference), p.reference).toBe(true);
      expect(p.barcode).toMatch(/^\d{30}$/);
      expect(p.barcode.startsWith(p.reference)).toBe(true);
    }
  });

  it('boleto: a barcode whose general DV passes mod 11 and a digitable line whose three fields pass mod 10', async () => {
    for (const p of await bothPaths('BR', 'boleto', 150.75, BOLETO_PAYER)) {
      expect(boletoBarcodeOk(p.barcode), p.barcode).toBe(true);
      expect(digitableLineOk(p.digitable_line, p.barcode), p.digitable_line).toBe(true);
    }
  });

  it('pfc: a 37-digit barcode that passes its check digit', async () => {
    for (const p of await bothPaths('AR', 'pfc', 3200)) {
      expect(pfcOk(p.barcode), p.barcode).toBe(true);
    }
  });

  it('the independent checks accept published examples and refuse a changed digit', () => {
    expect(cuitOk('20267565393')).toBe(true);
    expect(cuitOk('20267565394')).toBe(false);
    expect(cuitOk('30712345679')).toBe(false); // the CUIT the sandbox used to print
    const cbu = '2850590940090418135201';
    expect([cbuBlockOk(cbu.slice(0, 8)), cbuBlockOk(cbu.slice(8))]).toEqual([true, true]);
    expect(cbuBlockOk('28505909400904181352O2'.replace('O', '0').slice(8))).toBe(false);
    expect(clabeOk('646180000000123452')).toBe(true);
    expect(clabeOk('646180000000123453')).toBe(false);
    expect(luhnOk('4111111111111111')).toBe(true);
    expect(luhnOk('4111111111111112')).toBe(false);
  });
});
