/**
 * Turns bar/space widths into an SVG path (pure): one rectangle per bar, in modules, so the drawing stays
 * crisp at any zoom. The caller puts it in `<svg viewBox="0 0 {width} {height}">`.
 */
export interface BarsPath {
  /** Total width in modules, quiet zones included. */
  width: number;
  height: number;
  /** The `d` attribute of one `<path>` with every bar. */
  d: string;
}

/** `quiet` modules of white on each side (10 is the usual minimum for ITF and Code 128). */
export function barsPath(widths: readonly number[], height = 50, quiet = 10): BarsPath {
  let x = quiet;
  const parts: string[] = [];
  widths.forEach((w, i) => {
    if (i % 2 === 0) parts.push(`M${x} 0h${w}v${height}h-${w}z`);
    x += w;
  });
  return { width: x + quiet, height, d: parts.join('') };
}
