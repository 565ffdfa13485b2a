/**
 * OXXO Pay cash voucher (Mexico). No public standard fixes the reference length, so the sandbox issues
 * (assumption): a 14-digit reference ending in a Luhn check digit, and a 30-digit numeric barcode value
 * (even length, so Code 128 set C encodes it compactly): reference (14) + amount in centavos (10) + expiry
 * date YYMMDD (6).
 */
import { luhnValid } from '../cards/brand.ts';
import { luhnCheckDigit } from './check-digits.ts';

export interface OxxoVoucher {
  reference: string;
  barcode: string;
}

/** `seed13` is 13 digits (derived from the charge); `expiresAt` is the voucher expiry. */
export function oxxoVoucher(seed13: string, amountCents: number, expiresAt: Date): OxxoVoucher {
  if (!/^\d{13}$/.test(seed13)) throw new Error('an OXXO reference seed is 13 digits');
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new Error('amount in centavos');
  const reference = `${seed13}${luhnCheckDigit(seed13)}`;
  const yymmdd = expiresAt.toISOString().slice(2, 10).replaceAll('-', '');
  return { reference, barcode: `${reference}${String(amountCents).padStart(10, '0')}${yymmdd}` };
}

export function isValidOxxoReference(reference: string): boolean {
  return /^\d{14}$/.test(reference) && luhnValid(reference);
}
