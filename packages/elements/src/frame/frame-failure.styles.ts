import { css } from 'lit';

/**
 * The "could not load" view of `<tucan-card>` in frame mode (`host-failure.ts`, loaded only when the frame fails):
 * the alert and its Retry sit where the form would be (the frame is not rendered while it has failed).
 */
export const frameFailureStyles = css`
  .frame-box .failed-box {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: var(--_space-2);
  }
  .frame-box .retry {
    align-self: start;
    font: inherit;
    font-weight: 600;
    min-block-size: 44px;
    padding: var(--_space-2) var(--_space-4);
    border: 1px solid var(--_primary);
    border-radius: var(--_radius);
    background: transparent;
    color: var(--_primary);
    cursor: pointer;
  }
`;
