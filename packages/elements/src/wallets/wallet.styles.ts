import { css } from 'lit';
import { alertStyles } from '../styles/alert.styles.ts';
import { primaryButton } from '../styles/base.styles.ts';

/**
 * Layout of a wallet element: hidden while it cannot be offered, unless it shows a payment of its own (custom state
 * `payment`); the wallet's button full width, then the alert (the shared one, in the failure tone), the progress or
 * the notice right below it.
 */
export const walletStyles = [
  alertStyles,
  css`
  :host(:not([available])) {
    display: none;
  }
  /* Its own payment shows whatever the page's charge is now: an unknown outcome to check, or the result. */
  :host(:state(payment)) {
    display: block;
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
`,
];
