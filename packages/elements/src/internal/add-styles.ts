import { adoptStyles, type CSSResult, supportsAdoptingStyleSheets } from 'lit';

/**
 * Adds `styles` after the ones a shadow root already has (an element's `static styles`), for code that loads
 * after the element itself (the card's inline form). Lit's `adoptStyles` replaces the adopted sheets; where the
 * browser cannot adopt sheets it appends `<style>` elements, which adds too.
 */
export function addStyles(root: ShadowRoot, styles: readonly CSSResult[]): void {
  if (supportsAdoptingStyleSheets)
    root.adoptedStyleSheets = [
      ...root.adoptedStyleSheets,
      ...styles.map((s) => s.styleSheet as CSSStyleSheet),
    ];
  else adoptStyles(root, [...styles]);
}
