import { css } from 'lit';

export const challengeStyles = css`
  dialog {
    padding: calc(var(--_space) * 0.75);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_text);
    max-width: calc(100vw - 16px);
    max-height: calc(100vh - 16px);
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 55%);
  }
  dialog.full {
    width: 100vw;
    height: 100vh;
    max-width: none;
    max-height: none;
    margin: 0;
    border-radius: 0;
    display: flex;
    flex-direction: column;
  }
  /* Close stays in view at every window size, even when a small viewport makes the dialog scroll. */
  header {
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
  h2 {
    margin: 0;
    font-size: 1.05em;
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
  .confirm {
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
  iframe {
    display: block;
    border: 0;
    background: #fff;
    max-width: 100%;
  }
  .guard {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
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
    min-height: 400px;
  }
`;
