import { css } from 'lit';

/**
 * The design language's alert and button states (docs/design.md), on the tokens of `base.styles.ts`. One file per
 * control, so an
 * element loads only the controls it uses. No inline styles.
 */

/** One alert: an icon, a title, the message with its next step; placed next to what it concerns. */
export const alertStyles = css`
  .alert {
    display: flex;
    gap: var(--_space-3);
    align-items: start;
    padding: var(--_space-3) var(--_space-4);
    border-radius: var(--_radius);
    border-inline-start: 4px solid var(--_tone, var(--_info));
    background: color-mix(in srgb, var(--_tone, var(--_info)) 9%, var(--_bg));
    color: var(--_text);
  }
  .alert[hidden] {
    display: none;
  }
  .alert.failure {
    --_tone: var(--_failure);
  }
  .alert.waiting {
    --_tone: var(--_waiting);
  }
  .alert-icon {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    flex: none;
    color: var(--_tone, var(--_info));
    margin-block-start: 0.125rem;
  }
  .alert p {
    margin: 0;
  }
  .alert-title {
    font-weight: 700;
  }
  /* The payment's notice (still working, a wait, an outcome not known yet): one line in the waiting tone. */
  .notice {
    margin: 0;
    padding: var(--_space-3) var(--_space-4);
    border-inline-start: 4px solid var(--_waiting);
    border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_waiting) 9%, var(--_bg));
  }
`;

/** Button states on top of `primaryButton`: hover, busy (a spinner, `aria-disabled`), disabled. */
export const buttonStates = css`
  .primary-button:hover:not([aria-disabled='true']) {
    background: color-mix(in srgb, var(--_primary) 86%, var(--_text));
  }
  /* Busy (paying, or waiting for the price): in full colour, readable while it waits; a disabled form dims it. */
  .primary-button.busy {
    cursor: progress;
  }
  .primary-button[aria-disabled='true']:not(.busy) {
    cursor: not-allowed;
    opacity: 0.85;
  }
  /* Nothing to do here any more (the service refused this version): greyed, not busy; the alert says why. */
  .primary-button:disabled {
    cursor: not-allowed;
    background: var(--_muted);
    color: var(--_bg);
  }
`;
