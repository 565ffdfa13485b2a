import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BarsPath } from '../domain/barcode/svg.ts';
import type { BarcodeKind } from './code.method.ts';
import { loadBars, loadQr } from './lazy.ts';

export type Drawing = BarsPath | 'pending' | 'failed';

/**
 * QR codes and barcodes drawn on demand: the drawing code is loaded the first time one is needed (a separate
 * chunk), each drawing is made once and kept, and the host re-renders when it is ready.
 */
export class DrawingsController implements ReactiveController {
  private readonly drawings = new Map<string, Drawing>();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The drawing of `value`, or `pending` while the code loads, or `failed`. */
  get(kind: 'qr' | BarcodeKind, value: string): Drawing {
    const key = `${kind}:${value}`;
    const known = this.drawings.get(key);
    if (known) return known;
    this.drawings.set(key, 'pending');
    const draw =
      kind === 'qr'
        ? loadQr().then((m) => m.qrPath(value))
        : loadBars().then((m) => m.barcodePath(kind, value));
    draw.then(
      (d) => this.settle(key, d),
      () => this.settle(key, 'failed'),
    );
    return 'pending';
  }

  private settle(key: string, d: Drawing): void {
    this.drawings.set(key, d);
    this.host.requestUpdate();
  }
}
