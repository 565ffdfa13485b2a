/**
 * Code 128 (sets B and C), the symbology of the OXXO and Pago Fácil barcodes. Pure: text in, symbol values
 * and the widths of alternating bars and spaces out (first a bar), in modules; quiet zones are the renderer's.
 * Digit runs use set C (two digits per symbol); any other printable ASCII character uses set B.
 */

/** Bar/space widths of the 107 symbols (0–102 data, 103–105 start A/B/C, 106 stop). */
const PATTERNS =
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 ' +
  '123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 ' +
  '232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 ' +
  '111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112';

export const CODE128_PATTERNS: readonly string[] = PATTERNS.split(' ');

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

/** How many digits follow from `at`. */
function digitRun(text: string, at: number): number {
  let n = 0;
  while (at + n < text.length && text.charCodeAt(at + n) >= 48 && text.charCodeAt(at + n) <= 57) n++;
  return n;
}

/** Set C pays off for a run of 4 digits or more, or for a text made only of an even number of digits. */
const worthC = (run: number, toEnd: boolean) => run >= 4 || (toEnd && run >= 2 && run % 2 === 0);

/** The symbol values: start, data, check symbol, stop. Throws on a character outside printable ASCII. */
export function code128Values(text: string): number[] {
  if (!text) throw new Error('Code 128 needs at least one character');
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (ch.length !== 1 || c < 32 || c > 126)
      throw new Error('Code 128 (set B/C) encodes printable ASCII only');
  }
  const out: number[] = [];
  let i = 0;
  const first = digitRun(text, 0);
  let set: 'B' | 'C' = worthC(first, first === text.length) && first % 2 === 0 ? 'C' : 'B';
  out.push(set === 'C' ? START_C : START_B);
  while (i < text.length) {
    const run = digitRun(text, i);
    if (set === 'C') {
      if (run >= 2) {
        out.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      out.push(CODE_B);
      set = 'B';
    }
    if (worthC(run, i + run === text.length)) {
      // An odd run gives its first digit to set B, then the even rest goes to set C.
      if (run % 2 === 1) out.push(text.charCodeAt(i++) - 32);
      out.push(CODE_C);
      set = 'C';
      continue;
    }
    out.push(text.charCodeAt(i++) - 32);
  }
  const check = out.reduce((sum, v, k) => sum + v * Math.max(1, k), 0) % 103;
  out.push(check, STOP);
  return out;
}

/** The bar/space widths of a text: every symbol's six elements, the stop's seven. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((v) => [...CODE128_PATTERNS[v]!].map(Number));
}
