/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto barcode (44 digits). Pure: digits in, the widths of
 * alternating bars and spaces out (first a bar), in modules; the quiet zones are the renderer's.
 */

/** Narrow (n) and wide (w) elements of each digit. */
const DIGITS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

/** The wide-to-narrow ratio: FEBRABAN allows 2.25 to 3; 3 is the easiest to read. */
export const ITF_WIDE = 3;

/**
 * The bar/space widths of an even number of digits: start (4 narrow), each pair with the first digit in bars
 * and the second in spaces, stop (wide bar, narrow space, narrow bar).
 */
export function itfWidths(digits: string, wide = ITF_WIDE): number[] {
  if (!/^(\d\d)+$/.test(digits)) throw new Error('ITF encodes an even number of digits');
  const w = (c: string | undefined) => (c === 'w' ? wide : 1);
  const out = [1, 1, 1, 1];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = DIGITS[Number(digits[i])]!;
    const spaces = DIGITS[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++) out.push(w(bars[k]), w(spaces[k]));
  }
  out.push(wide, 1, 1);
  return out;
}
