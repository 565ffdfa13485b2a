import { html, nothing, svg } from 'lit';
import type { MarkShape } from '../methods/method.ts';
import type { MethodEntry } from './checkout.methods.ts';

/** One shape of a mark (`methods/method.ts` `MarkShape`), as SVG. */
const shape = (s: MarkShape) => {
  if ('text' in s)
    return svg`<text class="t" x=${s.at[0]} y=${s.at[1]} text-anchor="middle" font-size=${s.size}>${s.text}</text>`;
  const stroke = s.stroke ?? nothing;
  if ('path' in s) return svg`<path class=${s.class} d=${s.path} stroke-width=${stroke}/>`;
  if ('circle' in s) {
    const [cx, cy, r] = s.circle;
    return svg`<circle class=${s.class} cx=${cx} cy=${cy} r=${r} stroke-width=${stroke}/>`;
  }
  const [x, y, width, height, rx] = s.rect;
  return svg`<rect class=${s.class} x=${x} y=${y} width=${width} height=${height} rx=${rx ?? nothing} stroke-width=${stroke}/>`;
};

/**
 * The mark of a method row: the method's own drawing (its descriptor's `mark`: simple original shapes in each
 * method's spirit, no trademark artwork, no network) on the same 40 × 26 badge as the card's brand marks
 * (`card/brand-marks.ts`). Colours come from the checkout's styles (`.mark-*` classes), so light and dark both
 * hold. Decorative, hidden from assistive technology: the row's label names the method.
 */
export const methodMark = (m: MethodEntry) =>
  html`<svg class="mark mark-${m.id}" viewBox="0 0 40 26" aria-hidden="true" focusable="false"><rect class="badge" x="0.5" y="0.5" width="39" height="25" rx="4"/>${m.mark.map(shape)}</svg>`;
