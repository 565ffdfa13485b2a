import { html, svg, type TemplateResult } from 'lit';
import type { MethodId } from './checkout.methods.ts';

/**
 * The method rows' marks: simple original drawings in each method's spirit (no trademark artwork, no network), on
 * the same 40 × 26 badge as the card's brand marks (`card/brand-marks.ts`). They belong to the checkout's chunk.
 * Colours come from the checkout's styles (`.mark-*` classes), so light and dark both hold. Decorative: the row's
 * label names the method.
 */
const MARKS: Readonly<Record<MethodId, TemplateResult<2>>> = {
  // A card: its outline, the magnetic stripe, the embossed line.
  card: svg`<rect class="s" x="9" y="5" width="22" height="16" rx="2.5" stroke-width="1.8"/><rect class="f" x="9" y="9" width="22" height="3"/><rect class="f" x="12" y="15.5" width="8" height="2" rx="1"/>`,
  // Pix: a diamond around a smaller one.
  pix: svg`<path class="s" d="M20 3.5 29.5 13 20 22.5 10.5 13Z" stroke-width="2"/><path class="f" d="M20 9.5 23.5 13 20 16.5 16.5 13Z"/>`,
  // Boleto: a barcode.
  boleto: svg`<path class="s" d="M9 6v14M11.5 6v14M15 6v14M17 6v14M20.5 6v14M24 6v14M26 6v14M29 6v14M31 6v14" stroke-width="1.4"/><path class="s" d="M13 6v14M22 6v14M27.5 6v14" stroke-width="0.8"/>`,
  // SPEI: a bank building (pediment, columns, base).
  spei: svg`<path class="f" d="M20 3.5 31 9H9Z"/><path class="s" d="M12 10.5v7M17.3 10.5v7M22.7 10.5v7M28 10.5v7" stroke-width="2.2"/><rect class="f" x="9" y="19" width="22" height="2.5" rx="0.5"/>`,
  // OXXO: a corner store (awning, walls, door).
  oxxo: svg`<path class="f" d="M10 4h20l2 5H8Z"/><path class="s" d="M10 10.5V21.5h20V10.5" stroke-width="1.8"/><rect class="f" x="17.5" y="15" width="5" height="6.5"/>`,
  // QR Argentina: three finder squares and a few modules.
  qra: svg`<path class="s" d="M12 5.5h5v5h-5ZM23 5.5h5v5h-5ZM12 15.5h5v5h-5Z" stroke-width="1.8"/><path class="f" d="M13.8 7.3h1.4v1.4h-1.4ZM24.8 7.3h1.4v1.4h-1.4ZM13.8 17.3h1.4v1.4h-1.4ZM22 15h2.5v2.5H22ZM25.5 18h2.5v2.5h-2.5ZM22 19.5h2v2h-2ZM26 14.5h2v2h-2Z"/>`,
  // Pago Fácil: a store too, with a coin.
  pfc: svg`<path class="f" d="M10 4h20l2 5H8Z"/><path class="s" d="M10 10.5V21.5h20V10.5" stroke-width="1.8"/><circle class="s" cx="20" cy="16" r="3.2" stroke-width="1.6"/>`,
  // The wallets, as their buttons render: a dark wallet badge with its word.
  applepay: svg`<rect class="w" x="3" y="4.5" width="34" height="17" rx="3.5"/><text class="t" x="20" y="16.6" text-anchor="middle" font-size="10">Pay</text>`,
  googlepay: svg`<rect class="w" x="3" y="4.5" width="34" height="17" rx="3.5"/><text class="t" x="20" y="16.6" text-anchor="middle" font-size="8.5">G Pay</text>`,
};

/** The mark of a method row, hidden from assistive technology (its label says it). */
export const methodMark = (id: MethodId) =>
  html`<svg class="mark mark-${id}" viewBox="0 0 40 26" aria-hidden="true" focusable="false"><rect class="badge" x="0.5" y="0.5" width="39" height="25" rx="4"/>${MARKS[id]}</svg>`;
