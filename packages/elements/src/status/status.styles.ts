import { css } from 'lit';

export const statusStyles = css`
  .status {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: calc(var(--_space) * 0.75);
    align-items: start;
    padding: var(--_space);
    border: 2px solid var(--_tone);
    border-radius: var(--_radius);
    background: var(--_bg);
  }
  .success {
    --_tone: var(--_success);
  }
  .waiting {
    --_tone: var(--_waiting);
  }
  .failure {
    --_tone: var(--_failure);
  }
  .info {
    --_tone: var(--_info);
  }
  .icon {
    inline-size: 2rem;
    block-size: 2rem;
    color: var(--_tone);
  }
  .icon svg {
    inline-size: 100%;
    block-size: 100%;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
  }
  .title {
    margin: 0;
    font-weight: 700;
    font-size: 1.125em;
  }
  .message,
  .amount {
    margin: 0.25rem 0 0;
  }
  .amount {
    color: var(--_muted);
  }
`;
