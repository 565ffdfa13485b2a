/**
 * Draws a QR code as an SVG path with the `qrcode` package. Loaded only when a code has no usable PNG from the
 * service (through `lazy.ts`), so `qrcode` never sits in the initial bundle.
 */
// The encoder alone (`qrcode`'s core module): its canvas, SVG and terminal renderers are not needed here.
import { create } from 'qrcode/lib/core/qrcode.js';
import type { BarsPath } from '../domain/barcode/svg.ts';

/** Four modules of quiet zone, as the QR standard asks. */
const QUIET = 4;

/** The QR code of `text` (error correction M, like the service's PNG): one path of dark modules. */
export function qrPath(text: string): BarsPath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const parts: string[] = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!modules.get(y, x)) continue;
      let run = 1;
      while (x + run < n && modules.get(y, x + run)) run++;
      parts.push(`M${x + QUIET} ${y + QUIET}h${run}v1h-${run}z`);
      x += run - 1;
    }
  }
  const size = n + 2 * QUIET;
  return { width: size, height: size, d: parts.join('') };
}
