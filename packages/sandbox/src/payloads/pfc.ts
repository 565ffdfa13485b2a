/**
 * Pago Fácil cash voucher (Argentina). The layout is a sandbox assumption (the networks' real layouts are
 * biller-specific): a 10-digit reference, and a 37-digit barcode: company code `0447` (4) + reference (10)
 * + amount in centavos (10) + due date YYYYMMDD (8) + zeros (4) + check digit (1, weights 1,3,5,7,9).
 */
import { arBarcodeCheckDigit } from './check-digits.ts';

export const PFC_COMPANY_CODE = '0447';

export interface PagoFacilVoucher {
  reference: string;
  barcode: string;
}

export function pagoFacilVoucher(reference: string, amountCents: number, dueDate: string): PagoFacilVoucher {
  if (!/^\d{10}$/.test(reference)) throw new Error('a Pago Fácil reference is 10 digits');
  if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > 9_999_999_999) {
    throw new Error('amount does not fit 10 digits of centavos');
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) throw new Error('due date must be YYYY-MM-DD');
  const body = `${PFC_COMPANY_CODE}${reference}${String(amountCents).padStart(10, '0')}${dueDate.replaceAll('-', '')}0000`;
  return { reference, barcode: `${body}${arBarcodeCheckDigit(body)}` };
}

export function isValidPagoFacilBarcode(barcode: string): boolean {
  return /^\d{37}$/.test(barcode) && arBarcodeCheckDigit(barcode.slice(0, 36)) === Number(barcode.slice(36));
}
