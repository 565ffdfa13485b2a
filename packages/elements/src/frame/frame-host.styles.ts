import { css } from 'lit';

/** `<tucan-card>` in frame mode (any `isolation` but `inline`): the frame fills the width; the loading line sits where the form will be. */
export const frameHostStyles = css`
  :host(:not([isolation='inline'])) {
    padding: 0;
    background: transparent;
  }
  .frame-box {
    position: relative;
    min-block-size: 3rem;
  }
  .frame-box iframe {
    display: block;
    inline-size: 100%;
    border: 0;
    color-scheme: normal;
  }
  .frame-box iframe.loading {
    visibility: hidden;
  }
  .frame-box .loading-line {
    position: absolute;
    inset-block-start: 0;
    margin: 0;
    color: var(--_muted);
  }
  .frame-box .failed {
    margin: 0;
    color: var(--_failure);
  }
`;
