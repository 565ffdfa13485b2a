import { css } from 'lit';
import { secondaryButton } from '../styles/base.styles.ts';

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
    ${secondaryButton}
  }
`;
