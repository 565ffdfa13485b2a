/** Draws 1D barcodes as SVG paths. Loaded lazily (through `lazy.ts`), like the QR code. */
import { code128Widths } from '../domain/barcode/code128.ts';
import { itfWidths } from '../domain/barcode/itf.ts';
import { type BarsPath, barsPath } from '../domain/barcode/svg.ts';
import type { BarcodeKind } from './code.method.ts';

/** Quiet zones: ITF readers want at least 10 narrow widths, so it gets 12 to stay safe when scaled. */
export function barcodePath(kind: BarcodeKind, digits: string): BarsPath {
  return kind === 'itf' ? barsPath(itfWidths(digits), 50, 12) : barsPath(code128Widths(digits), 50, 10);
}
