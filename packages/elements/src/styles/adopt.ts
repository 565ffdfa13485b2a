import type { CSSResultOrNative } from 'lit';

/**
 * The styles of an element that renders in the shadow root it sits in (no shadow root of its own: its
 * `createRenderRoot` returns itself), adopted by that root after the root's own sheets, once per root. Such an
 * element keeps Lit's `static styles` and brings them with its code, as an element with a shadow root does. A part
 * of an element that renders into its host's shadow root (the card's frame host) passes that root itself.
 */
export function adoptInShadowRoot(el: Node, styles: readonly CSSResultOrNative[]): void {
  const root = el instanceof ShadowRoot ? el : el.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  const sheets = styles.map((s) => (s instanceof CSSStyleSheet ? s : s.styleSheet));
  const missing = sheets.filter((s): s is CSSStyleSheet => !!s && !root.adoptedStyleSheets.includes(s));
  if (missing.length) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
