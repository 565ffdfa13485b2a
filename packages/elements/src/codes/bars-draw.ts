/** Draws 1D barcodes as SVG paths. Loaded lazily (through `lazy.ts`), like the QR code. */
import { code128Widths } from '../domain/barcode/code128.ts';
import { itfWidths } from '../domain/barcode/itf.ts';
import { type BarsPath, barsPath } from '../domain/barcode/svg.ts';
import type { BarcodeKind } from './code.method.ts';

export function barcodePath(kind: BarcodeKind, digits: string): BarsPath {
  return barsPath(kind === 'itf' ? itfWidths(digits) : code128Widths(digits), 50);
}
