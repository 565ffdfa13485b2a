import { luhnValid } from './brands.ts';

/** Test helper: completes `prefix` to `length` digits with zeros and a Luhn check digit. */
export function luhnCard(prefix: string, length = 16): string {
  const body = prefix.padEnd(length - 1, '0');
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

/** Test helper: a Naranja number (589562…) with its mod-11 check digit. */
export function naranjaCard(prefix = '589562'): string {
  const body = prefix.padEnd(15, '0');
  const weights = [4, 3, 2, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  const dv = 11 - (sum % 11);
  return body + (dv > 9 ? 0 : dv);
}
