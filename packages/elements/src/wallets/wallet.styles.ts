import { css } from 'lit';
import { primaryButton } from '../styles/base.styles.ts';

/** Layout of a wallet element: the wallet's button full width, then the alert or progress right below it. */
export const walletStyles = css`
  :host(:not([available])) {
    display: none;
  }
  section {
    display: grid;
    gap: calc(var(--_space) * 0.5);
  }
  .pay {
    display: grid;
    min-block-size: 48px;
  }
  .pay[data-busy] {
    opacity: 0.7;
    cursor: progress;
  }
  .pay[data-busy] > * {
    pointer-events: none;
  }
  .check {
    ${primaryButton}
  }
  .progress {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 0.5rem;
    color: var(--_muted);
  }
  .spinner {
    inline-size: 1em;
    block-size: 1em;
    flex: none;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  /* One alert style: icon, the message with its next step, right under the button it concerns. */
  .alert {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.5rem;
    align-items: start;
    padding: 0.6rem 0.75rem;
    border: 1px solid var(--_failure);
    border-inline-start-width: 4px;
    border-radius: var(--_radius);
    background: var(--_bg);
    color: var(--_text);
  }
  .alert .icon {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    color: var(--_failure);
    margin-block-start: 0.1rem;
  }
  .alert p {
    margin: 0;
  }
  .notice {
    margin: 0;
    padding: 0.6rem 0.75rem;
    border-inline-start: 4px solid var(--_waiting);
    border-radius: var(--_radius);
  }
`;
