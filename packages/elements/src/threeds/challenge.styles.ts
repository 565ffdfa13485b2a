import { css } from 'lit';

export const challengeStyles = css`
  dialog {
    padding: calc(var(--_space) * 0.75);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_text);
    /* Fits the viewport at every window size: never wider or taller than the screen, never off its edge. */
    max-inline-size: min(100vw - 16px, 100% - 16px);
    max-inline-size: min(100dvw - 16px, 100% - 16px);
    max-block-size: calc(100vh - 16px);
    max-block-size: calc(100dvh - 16px);
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 55%);
  }
  dialog.full {
    inline-size: 100vw;
    inline-size: 100dvw;
    block-size: 100vh;
    block-size: 100dvh;
    max-inline-size: none;
    max-block-size: none;
    margin: 0;
    border-radius: 0;
    display: flex;
    flex-direction: column;
  }
  /* Close stays in view at every window size, even when a small viewport makes the dialog scroll. */
  header {
    /* The title bar takes the frame's width and never widens the dialog beyond the window asked for. */
    contain: inline-size;
    position: sticky;
    inset-block-start: calc(var(--_space) * -0.75);
    z-index: 1;
    background: var(--_bg);
    padding-block: 0.25rem;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-block-end: 0.5rem;
  }
  .heading {
    min-inline-size: 0;
  }
  /* Whose page the frame shows, in the page's language (the bank's page follows the browser's). */
  .source {
    margin: 0.125rem 0 0;
    font-size: 0.875em;
    color: var(--_muted);
  }
  h2 {
    margin: 0;
    font-size: 1em;
    min-inline-size: 0;
    text-wrap: balance;
  }
  /* The heading takes the focus when the dialog opens (it is not a control: no ring on it). */
  h2:focus {
    outline: none;
  }
  /* Full screen (phones): a short title on one line, cut with an ellipsis rather than wrapped. */
  .full h2 {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  button {
    font: inherit;
    min-block-size: 44px;
    min-inline-size: 44px;
    padding: 0.4rem 0.8rem;
    border-radius: var(--_radius);
    border: 1px solid var(--_border);
    background: var(--_bg);
    color: var(--_text);
    cursor: pointer;
  }
  button.primary {
    background: var(--_primary);
    color: var(--_on-primary);
    border-color: var(--_primary);
  }
  /* The confirm takes the dialog's width and never widens it (its text wraps instead). */
  .confirm {
    contain: inline-size;
    padding: 0.75rem;
    margin-block-end: 0.5rem;
    border: 2px solid var(--_failure);
    border-radius: var(--_radius);
  }
  .confirm p {
    margin: 0 0 0.5rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  /* The stage is exactly the window the challenge asked for; the dialog wraps it with no empty area. */
  .stage {
    position: relative;
    max-inline-size: 100%;
  }
  /* The bank's page shows on the dialog's own background until it paints (no white flash in a dark dialog); the
     frame inherits the dialog's color-scheme, so a bank page that supports dark (the sandbox ACS) is dark in it. */
  iframe {
    display: block;
    border: 0;
    background: var(--_bg);
    inline-size: 100%;
    block-size: 100%;
  }
  iframe[inert] {
    opacity: 0.5;
  }
  .loading {
    position: absolute;
    inset: 0;
    margin: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    padding: var(--_space);
    text-align: center;
    background: var(--_bg);
    color: var(--_muted);
  }
  .loading[hidden] {
    display: none;
  }
  .spinner {
    inline-size: 1.25em;
    block-size: 1.25em;
  }
  .size-01 {
    width: 250px;
    height: 400px;
  }
  .size-02 {
    width: 390px;
    height: 400px;
  }
  .size-03 {
    width: 500px;
    height: 600px;
  }
  .size-04 {
    width: 600px;
    height: 400px;
  }
  .size-05 {
    width: 100%;
    flex: 1;
    min-height: 0;
  }
`;
