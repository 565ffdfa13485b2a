/**
 * The `payment_payload` of each code method (contract B10), read defensively (pure): a field of the wrong type
 * or shape makes the payload unusable (`undefined`) instead of an exception, and unknown fields are ignored.
 * Server strings stay strings: the elements render them as text only.
 */
import { lineMatchesBarcode } from './boleto.ts';
import { endOfDueDate } from './countdown.ts';

export type Fields = Readonly<Record<string, unknown>>;

const str = (o: Fields, key: string, shape?: RegExp): string | undefined => {
  const v = o[key];
  return typeof v === 'string' && v.length > 0 && (!shape || shape.test(v)) ? v : undefined;
};
const num = (o: Fields, key: string): number | undefined => {
  const v = typeof o[key] === 'string' ? Number(o[key]) : o[key];
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
};
const instant = (o: Fields, key: string): number | undefined => {
  const v = str(o, key);
  const ms = v ? Date.parse(v) : Number.NaN;
  return Number.isFinite(ms) ? ms : undefined;
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A QR code method (pix, qra): the copy string, the server's PNG (base64, optional) and the expiry. */
export interface QrPayload {
  payload: string;
  /** Base64 PNG without a `data:` prefix; the element draws the QR itself when it is absent or broken. */
  qrPng?: string;
  expiresAt?: number;
}

export interface SpeiPayload {
  clabe: string;
  bank?: string;
  beneficiary?: string;
  reference?: string;
  amount?: number;
  expiresAt?: number;
}

/** A cash or bank voucher with a barcode: OXXO (Code 128), Pago Fácil (Code 128), boleto (ITF). */
export interface VoucherPayload {
  /** What the shopper reads out or types: the reference (OXXO, Pago Fácil) or the digitable line (boleto). */
  reference: string;
  /** The digits the barcode encodes. */
  barcode: string;
  amount?: number;
  expiresAt?: number;
  /** `YYYY-MM-DD` for vouchers due on a day (boleto, Pago Fácil). */
  dueDate?: string;
}

/** Printable ASCII only in a copy string: a pix or qra payload is an EMV string of that alphabet. */
const EMV = /^[\x20-\x7e]{8,512}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function readQrPayload(o: Fields): QrPayload | undefined {
  const payload = str(o, 'payload', EMV);
  if (!payload) return undefined;
  const qrPng = str(o, 'qr_code', BASE64);
  const expiresAt = instant(o, 'expiration_date');
  return { payload, ...(qrPng ? { qrPng } : {}), ...(expiresAt !== undefined ? { expiresAt } : {}) };
}

export function readSpeiPayload(o: Fields): SpeiPayload | undefined {
  const clabe = str(o, 'clabe', /^\d{18}$/);
  if (!clabe) return undefined;
  const out: SpeiPayload = { clabe };
  for (const key of ['bank', 'beneficiary', 'reference'] as const) {
    const v = str(o, key);
    if (v) out[key] = v;
  }
  const amount = num(o, 'amount');
  if (amount !== undefined) out.amount = amount;
  const expiresAt = instant(o, 'expiration_date');
  if (expiresAt !== undefined) out.expiresAt = expiresAt;
  return out;
}

function voucher(o: Fields, reference: string | undefined, barcode: string | undefined) {
  if (!reference || !barcode) return undefined;
  const out: VoucherPayload = { reference, barcode };
  const amount = num(o, 'amount');
  if (amount !== undefined) out.amount = amount;
  const dueDate = str(o, 'due_date', DAY);
  const expiresAt = instant(o, 'expiration_date') ?? (dueDate ? endOfDueDate(dueDate) : undefined);
  if (dueDate) out.dueDate = dueDate;
  if (expiresAt !== undefined && Number.isFinite(expiresAt)) out.expiresAt = expiresAt;
  return out;
}

/** OXXO: a digit reference and a numeric barcode value (contract: 14 and 30 digits; any length is read). */
export const readOxxoPayload = (o: Fields) =>
  voucher(o, str(o, 'reference', /^\d{4,40}$/), str(o, 'barcode', /^\d{4,60}$/));

/** Pago Fácil: a digit reference and a numeric barcode value (contract: 10 and 37 digits). */
export const readPfcPayload = (o: Fields) =>
  voucher(o, str(o, 'reference', /^\d{4,40}$/), str(o, 'barcode', /^\d{4,60}$/));

/** Boleto: the 47-digit line (punctuation tolerated) and the 44-digit barcode, which must agree. */
export function readBoletoPayload(o: Fields): VoucherPayload | undefined {
  const raw = str(o, 'digitable_line', /^[\d. ]{47,60}$/);
  const line = raw?.replace(/\D+/g, '');
  const barcode = str(o, 'barcode', /^\d{44}$/);
  if (!line || !barcode || !lineMatchesBarcode(line, barcode)) return undefined;
  return voucher(o, line, barcode);
}
