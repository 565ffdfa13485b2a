import { css, unsafeCSS } from 'lit';
import { VARS } from './host-options.ts';

/**
 * `<tucan-card>` in frame mode (any `isolation` but `inline`): the frame fills the width; the loading line sits where the form will be.
 *
 * The frame is exactly the element's box, so its fields have the inline card's width and place and nothing of the
 * frame reaches past the element into the merchant's column; the frame page draws the fields' and Pay's focus rings
 * inside them (`frame/page/card.css`), where the frame does not cut them.
 * The selectors are short: this shadow root holds nothing else of these kinds (the card's form is in the frame).
 * A frame the script tag's shell started is the element's child, shown through the frame box's slot (`::slotted`).
 * The host paints the dark surface as inline does (`surfaceStyles`); the card in the frame paints none. The iframe
 * inherits the host's `color-scheme` (light or dark), and the frame's document takes the same (`frame-page.ts`), so
 * the browser paints no opaque canvas behind the frame.
 * A change of a `--tucan-*` value the frame follows (`VARS`), however the page makes it (a style, a class, a sheet,
 * a media query), starts a transition of it on the frame box, which ends at once (`step-start`): its `transitionrun`
 * tells the host to read the page's look again (`host.ts`), which it never reads at an ordinary update.
 */
export const frameHostStyles = css`
  .frame-box {
    display: flow-root;
    position: relative;
    min-block-size: 3rem;
    transition-property: ${unsafeCSS(VARS.join(','))};
    transition-duration: 1ms;
    transition-timing-function: step-start;
    transition-behavior: allow-discrete;
  }
  iframe,
  ::slotted(iframe) {
    display: block;
    inline-size: 100%;
    border: 0;
  }
  .loading,
  ::slotted(.loading) {
    visibility: hidden;
  }
  .loading-line {
    position: absolute;
    inset-block-start: 0;
    margin: 0;
    color: var(--_muted);
  }
  /* The "unavailable" message, and the failure message when its styled view (host-failure.ts) cannot load. */
  .frame-box>.failed {
    margin: 0;
    color: var(--_failure);
  }
`;
