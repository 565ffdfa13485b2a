/** Check-digit algorithms used by the Latin-American payment codes (all over strings of ASCII digits). */

function digitsOf(value: string): number[] {
  if (!/^\d+$/.test(value)) throw new Error('expected digits only');
  return [...value].map(Number);
}

/** Luhn check digit to append to `body`. */
export function luhnCheckDigit(body: string): number {
  let sum = 0;
  digitsOf(body)
    .reverse()
    .forEach((digit, i) => {
      const d = i % 2 === 0 ? digit * 2 : digit;
      sum += d > 9 ? d - 9 : d;
    });
  return (10 - (sum % 10)) % 10;
}

/** FEBRABAN mod 10: weights 2,1 from the right; products over 9 have their digits summed. */
export function mod10(body: string): number {
  let sum = 0;
  digitsOf(body)
    .reverse()
    .forEach((digit, i) => {
      const d = digit * (i % 2 === 0 ? 2 : 1);
      sum += d > 9 ? d - 9 : d;
    });
  return (10 - (sum % 10)) % 10;
}

/** FEBRABAN barcode mod 11: weights 2–9 from the right; results 0, 10 and 11 become 1. */
export function boletoMod11(body: string): number {
  let sum = 0;
  digitsOf(body)
    .reverse()
    .forEach((digit, i) => {
      sum += digit * (2 + (i % 8));
    });
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** CLABE: weights 3,7,1 over the first 17 digits, each product mod 10, then (10 − sum mod 10) mod 10. */
export function clabeCheckDigit(body17: string): number {
  if (!/^\d{17}$/.test(body17)) throw new Error('a CLABE body is 17 digits');
  const weights = [3, 7, 1];
  const sum = digitsOf(body17).reduce((acc, d, i) => acc + ((d * (weights[i % 3] ?? 1)) % 10), 0);
  return (10 - (sum % 10)) % 10;
}

/** Argentine collection barcodes (assumption for Pago Fácil): weights 1,3,5,7,9 repeated; sum ÷ 2, mod 10. */
export function arBarcodeCheckDigit(body: string): number {
  const weights = [1, 3, 5, 7, 9];
  const sum = digitsOf(body).reduce(
    (acc, d, i) => acc + d * (i === 0 ? 1 : (weights[((i - 1) % 4) + 1] ?? 1)),
    0,
  );
  return Math.floor(sum / 2) % 10;
}

/** CUIT/CUIL (AR) check digit over the first 10 digits: weights 5,4,3,2,7,6,5,4,3,2, then 11 − sum mod 11. */
export function cuitCheckDigit(body10: string): number {
  if (!/^\d{10}$/.test(body10)) throw new Error('a CUIT body is 10 digits');
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const dv = 11 - (digitsOf(body10).reduce((acc, d, i) => acc + d * (weights[i] ?? 0), 0) % 11);
  if (dv === 10) throw new Error('this CUIT body has no valid check digit (AFIP changes the prefix instead)');
  return dv === 11 ? 0 : dv;
}

/**
 * CBU/CVU (AR) block check digit: weights 7,1,3,9 repeated from the right-hand digit leftwards as 3,1,7,9, then
 * (10 − sum mod 10) mod 10. The first block is entity (3) + branch (4), the second the account (13).
 */
export function cbuBlockCheckDigit(block: string): number {
  const weights = [3, 1, 7, 9];
  const sum = digitsOf(block)
    .reverse()
    .reduce((acc, d, i) => acc + d * (weights[i % 4] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}
