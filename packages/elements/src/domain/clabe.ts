/**
 * CLABE (Mexico, SPEI): 18 digits = bank (3) + plaza (3) + account (11) + check digit (1). The check digit uses
 * the weights 3, 7, 1 over the first 17 digits (Banxico; domain facts §3). Pure.
 */

/** The check digit of the first 17 digits of a CLABE. */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new Error('a CLABE check digit needs 17 digits');
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * weights[i % 3]!) % 10;
  return (10 - (sum % 10)) % 10;
}

/** True for 18 digits whose last one is the right check digit (spaces are ignored). */
export function isValidClabe(value: string): boolean {
  const v = value.replace(/\s+/g, '');
  return /^\d{18}$/.test(v) && clabeCheckDigit(v.slice(0, 17)) === Number(v[17]);
}

/**
 * Grouped for reading and typing: bank, plaza, account in groups of four, check digit:
 * `646180123456789012` → `646 180 1234 5678 901 2`. Copy the digits, never this text.
 */
export function formatClabe(value: string): string {
  const v = value.replace(/\s+/g, '');
  if (!/^\d{18}$/.test(v)) return value;
  return `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6, 10)} ${v.slice(10, 14)} ${v.slice(14, 17)} ${v.slice(17)}`;
}
