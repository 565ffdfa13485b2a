/**
 * Boleto bancário (FEBRABAN "cobrança"): the 47-digit linha digitável and the 44-digit barcode it stands for.
 * Domain facts §5.1. Pure.
 */

/** Mod 10 with weights 2, 1 from the right; products over 9 have their digits summed. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, w = 2; i >= 0; i--, w = w === 2 ? 1 : 2) {
    const p = Number(digits[i]) * w;
    sum += p > 9 ? p - 9 : p;
  }
  return (10 - (sum % 10)) % 10;
}

/** The general check digit: mod 11 with weights 2–9 from the right; 0, 10 and 11 become 1. */
export function boletoMod11(digits43: string): number {
  let sum = 0;
  for (let i = digits43.length - 1, w = 2; i >= 0; i--, w = w === 9 ? 2 : w + 1)
    sum += Number(digits43[i]) * w;
  const dv = 11 - (sum % 11);
  return dv === 0 || dv >= 10 ? 1 : dv;
}

/** True for a 44-digit barcode whose 5th digit is the right general check digit. */
export function isValidBoletoBarcode(barcode: string): boolean {
  return (
    /^\d{44}$/.test(barcode) && boletoMod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4])
  );
}

/** The 44-digit barcode a 47-digit line stands for (no check made). */
export function barcodeOfLine(line: string): string {
  return line.slice(0, 4) + line.slice(32, 47) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
}

/** True when the three field check digits and the general check digit of a 47-digit line are right. */
export function isValidDigitableLine(line: string): boolean {
  if (!/^\d{47}$/.test(line)) return false;
  for (const [start, dv] of [
    [0, 9],
    [10, 20],
    [21, 31],
  ] as const) {
    if (mod10(line.slice(start, dv)) !== Number(line[dv])) return false;
  }
  return isValidBoletoBarcode(barcodeOfLine(line));
}

/** True when a line and a barcode describe the same boleto. */
export const lineMatchesBarcode = (line: string, barcode: string): boolean =>
  /^\d{47}$/.test(line) && barcodeOfLine(line) === barcode;

/** Only the digits, as a bank app or the copy button wants them. */
export const lineDigits = (line: string): string => line.replace(/\D+/g, '');

/**
 * The usual grouping `AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV` for reading. Anything that is not
 * 47 digits is returned as given.
 */
export function formatDigitableLine(line: string): string {
  const d = lineDigits(line);
  if (d.length !== 47) return line;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.slice(32, 33)} ${d.slice(33)}`;
}
