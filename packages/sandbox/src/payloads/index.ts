/**
 * `payment_payload` per method (seed §2.4, v1.14.0). Shapes are sandbox assumptions written in
 * docs/contract.md; the legacy keys `pix_payload`, `qra_payload` and flat spei/oxxo fields are never produced.
 */
import { createHash } from 'node:crypto';
import { PAYLOAD_METHODS, type PayloadMethodName } from '../contract.ts';
import { boletoBarcode, digitableLine } from './boleto.ts';
import { brCode } from './brcode.ts';
import { clabeBankName, makeClabe } from './clabe.ts';
import { oxxoVoucher } from './oxxo.ts';
import { pagoFacilVoucher } from './pfc.ts';
import { qrPngBase64 } from './qr-png.ts';
import { qraPayload, SANDBOX_CUIT, sandboxCvu } from './qra.ts';

export type PayloadMethod = PayloadMethodName;

export function isPayloadMethod(method: string): method is PayloadMethod {
  return (PAYLOAD_METHODS as readonly string[]).includes(method);
}

/** How long each code stays payable (assumption). Boleto and pfc are due at the end of `due_date` (UTC). */
export const PAYLOAD_TTL_MS: Readonly<Record<PayloadMethod, number>> = {
  pix: 60 * 60_000,
  spei: 72 * 60 * 60_000,
  oxxo: 3 * 24 * 60 * 60_000,
  qra: 30 * 60_000,
  boleto: 3 * 24 * 60 * 60_000,
  pfc: 3 * 24 * 60 * 60_000,
};

export interface PayloadCharge {
  charge_uuid: string;
  /** Major units (A1). */
  value: number;
  /** Merchant-given `YYYY-MM-DD`; boleto and pfc use it when it is not in the past. */
  due_date?: string | undefined;
  /** The wallet's name: the pix merchant name, the QR Argentina merchant and the SPEI beneficiary. */
  merchant_name: string;
  /** 1 for the charge's first code, 2 for the next one (a re-issue after a voided code), … */
  sequence?: number;
  /** Issue time, ms since epoch (the sandbox clock). */
  now: number;
}

export interface PixPayload {
  payload: string;
  qr_code: string;
  expiration_date: string;
}
export interface SpeiPayload {
  clabe: string;
  bank: string;
  beneficiary: string;
  reference: string;
  amount: number;
  expiration_date: string;
}
export interface OxxoPayload {
  reference: string;
  barcode: string;
  amount: number;
  expiration_date: string;
}
export type QraPayload = PixPayload;
export interface BoletoPayload {
  digitable_line: string;
  barcode: string;
  due_date: string;
  amount: number;
}
export interface PfcPayload {
  reference: string;
  barcode: string;
  due_date: string;
  amount: number;
}
export type PaymentPayload = PixPayload | SpeiPayload | OxxoPayload | QraPayload | BoletoPayload | PfcPayload;

/** `count` decimal digits derived from the charge UUID (stable for one charge, different across charges). */
export function digitsFrom(seed: string, count: number): string {
  let out = '';
  for (let round = 0; out.length < count; round++) {
    const hex = createHash('sha256').update(`${seed}:${round}`).digest('hex');
    out += BigInt(`0x${hex}`).toString().slice(1);
  }
  return out.slice(0, count);
}

const cents = (value: number) => Math.round(value * 100);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The due date of a boleto or pfc: the charge's `due_date` unless it is past, else issue day + 3. */
export function voucherDueDate(charge: PayloadCharge): string {
  const today = isoDay(charge.now);
  if (charge.due_date && charge.due_date >= today) return charge.due_date;
  return isoDay(charge.now + PAYLOAD_TTL_MS.boleto);
}

/** When the code stops being payable, in ms since epoch (the charge then moves to `canceled`). */
export function payloadExpiresAt(method: PayloadMethod, payload: PaymentPayload): number {
  if ('expiration_date' in payload) return Date.parse(payload.expiration_date);
  if ('due_date' in payload) return Date.parse(`${payload.due_date}T23:59:59.999Z`);
  throw new Error(`no expiry for ${method}`);
}

export async function paymentPayloadFor(
  method: PayloadMethod,
  charge: PayloadCharge,
): Promise<PaymentPayload> {
  const merchant = charge.merchant_name;
  const expiration = new Date(charge.now + PAYLOAD_TTL_MS[method]);
  // A code re-issued for the same charge (after a voided one) gets identifiers of its own.
  const sequence = charge.sequence ?? 1;
  const id = `${charge.charge_uuid.replaceAll('-', '')}${sequence > 1 ? `-${sequence}` : ''}`;
  switch (method) {
    case 'pix': {
      const payload = brCode({
        merchantName: merchant,
        merchantCity: 'SAO PAULO',
        locationUrl: `qr.sandbox.tucan.example/pix/v2/${id}`,
      });
      return { payload, qr_code: await qrPngBase64(payload), expiration_date: expiration.toISOString() };
    }
    case 'qra': {
      const payload = qraPayload({
        merchantName: merchant,
        merchantCity: 'BUENOS AIRES',
        cuit: SANDBOX_CUIT,
        cvu: sandboxCvu(digitsFrom(id, 11)),
        amount: charge.value,
        reference: id.replace('-', '').slice(0, 25),
      });
      return { payload, qr_code: await qrPngBase64(payload), expiration_date: expiration.toISOString() };
    }
    case 'spei': {
      const clabe = makeClabe('646', '180', digitsFrom(id, 11));
      return {
        clabe,
        bank: clabeBankName(clabe) ?? 'STP',
        beneficiary: merchant,
        reference: digitsFrom(`${id}:ref`, 7),
        amount: charge.value,
        expiration_date: expiration.toISOString(),
      };
    }
    case 'oxxo': {
      const voucher = oxxoVoucher(`93${digitsFrom(id, 11)}`, cents(charge.value), expiration);
      return { ...voucher, amount: charge.value, expiration_date: expiration.toISOString() };
    }
    case 'boleto': {
      const due = voucherDueDate(charge);
      const barcode = boletoBarcode({
        bank: '001',
        dueDate: due,
        amountCents: cents(charge.value),
        freeField: digitsFrom(id, 25),
      });
      return { digitable_line: digitableLine(barcode), barcode, due_date: due, amount: charge.value };
    }
    case 'pfc': {
      const due = voucherDueDate(charge);
      const voucher = pagoFacilVoucher(digitsFrom(id, 10), cents(charge.value), due);
      return { ...voucher, due_date: due, amount: charge.value };
    }
  }
}
