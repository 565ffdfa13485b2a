/**
 * Independent decoders for the browser tests (imported by tests only): jsqr for QR codes and ZXing for the
 * 1D barcodes, both reading pixels from a canvas, never the encoder's own data.
 */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsQR from 'jsqr';

/** Draws bar/space widths (first a bar) on a white canvas, `scale` pixels per module, 10 modules of quiet zone. */
export function canvasFromWidths(widths: readonly number[], scale = 3, height = 60): HTMLCanvasElement {
  const modules = widths.reduce((a, b) => a + b, 0) + 20;
  const canvas = document.createElement('canvas');
  canvas.width = modules * scale;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000';
  let x = 10;
  widths.forEach((w, i) => {
    if (i % 2 === 0) g.fillRect(x * scale, 0, w * scale, height);
    x += w;
  });
  return canvas;
}

/** Rasterises an `<svg>` (or an `<img>`) onto a white canvas of the given width. */
export async function rasterize(
  source: SVGSVGElement | HTMLImageElement,
  width: number,
): Promise<HTMLCanvasElement> {
  let img: HTMLImageElement;
  if (source instanceof HTMLImageElement) {
    img = source;
    await img.decode();
  } else {
    const copy = source.cloneNode(true) as SVGSVGElement;
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    copy.setAttribute('width', String(width));
    const view = copy.viewBox.baseVal;
    copy.setAttribute('height', String(Math.round((width * view.height) / view.width)));
    const blob = new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' });
    img = new Image();
    img.src = URL.createObjectURL(blob);
    await img.decode();
  }
  const ratio = img.naturalHeight / img.naturalWidth || 1;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.max(1, Math.round(width * ratio));
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.imageSmoothingEnabled = false;
  g.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The text of the QR code in a canvas (jsqr), or undefined. */
export function readQr(canvas: HTMLCanvasElement): string | undefined {
  const g = canvas.getContext('2d')!;
  const { data, width, height } = g.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(data, width, height)?.data;
}

/** The text of a 1D barcode in a canvas (ZXing), or throws when none is found. */
export function readBarcode(canvas: HTMLCanvasElement, format: 'ITF' | 'CODE_128'): string {
  const g = canvas.getContext('2d')!;
  const { data, width, height } = g.getImageData(0, 0, canvas.width, canvas.height);
  const gray = new Uint8ClampedArray(width * height);
  for (let i = 0; i < gray.length; i++) {
    gray[i] = Math.round((data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!) / 3);
  }
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat[format]]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new MultiFormatReader();
  reader.setHints(hints);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(gray, width, height)));
  return reader.decode(bitmap).getText();
}
