import { css } from 'lit';
import { alertStyles } from '../styles/alert.styles.ts';
import { primaryButton } from '../styles/base.styles.ts';

/** Layout of a wallet element: the wallet's button full width, then the alert or progress right below it. */
export const walletStyles = [
  alertStyles,
  css`
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
  /* The shared alert (styles/alert.styles.ts) in the failure tone, right under the button it concerns. */
  .alert {
    --_tone: var(--_failure);
  }
  .alert .icon {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    flex: none;
    color: var(--_failure);
    margin-block-start: 0.125rem;
  }
  .notice {
    margin: 0;
    padding: var(--_space-3) var(--_space-4);
    border-inline-start: 4px solid var(--_waiting);
    border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_waiting) 9%, var(--_bg));
  }
`,
];
