/**
 * What a test reads of the elements of a card's form, the same way in the frame and on the page: one function,
 * self-contained so that Playwright can also run it inside the card's frame (`frame-look-commands.ts`), where it
 * finds the card itself; on the page a test passes the card's shadow root (`card.modes.testing.ts`).
 */

/** What a test reads of one element: its text, its box (its own document's pixels), its place in the DOM. */
export interface SeenElement {
  text: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  visible: boolean;
  /** Its index among all the elements of the shadow root, in document order. */
  order: number;
  attrs: Record<string, string>;
  /** Computed `background-color`, `color` and `outline-style`. */
  background: string;
  color: string;
  outline: string;
}

/** Every element matching `selector` in `root` (by default the document's first card's shadow root). */
export function seenIn(
  selector: string,
  root: ShadowRoot | null | undefined = document.querySelector('tucan-card')?.shadowRoot,
): SeenElement[] {
  if (!root) return [];
  const all = [...root.querySelectorAll('*')];
  return [...root.querySelectorAll<HTMLElement>(selector)].map((e) => {
    const r = e.getBoundingClientRect();
    const style = getComputedStyle(e);
    return {
      text: (e.textContent ?? '').replace(/\s+/g, ' ').trim(),
      top: r.top,
      bottom: r.bottom,
      left: r.left,
      right: r.right,
      visible: e.checkVisibility(),
      order: all.indexOf(e),
      attrs: Object.fromEntries([...e.attributes].map((a) => [a.name, a.value])),
      background: style.backgroundColor,
      color: style.color,
      outline: style.outlineStyle,
    };
  });
}
