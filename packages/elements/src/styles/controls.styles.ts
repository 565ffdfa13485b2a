import { css, html, svg } from 'lit';

/**
 * The design language's controls (docs/design.md), shared by the card and the other elements: one field style,
 * one choice control, one alert style, button states. Tokens come from `base.styles.ts`. No inline styles.
 */

/** One field: a small bold label above a 44 px input, a hint shown while the field has focus, an inline error. */
export const fieldStyles = css`
  .field {
    display: grid;
    gap: var(--_space-1);
    align-content: start;
    min-inline-size: 0;
  }
  .field > label,
  .field-label {
    font-size: var(--_text-sm);
    font-weight: 600;
  }
  input:not([type='radio']),
  select {
    font: inherit;
    color: var(--_text);
    background: var(--_bg);
    inline-size: 100%;
    min-block-size: var(--_control-size);
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    transition:
      border-color 0.15s,
      box-shadow 0.15s;
  }
  input::placeholder {
    color: var(--_muted);
    opacity: 0.7;
  }
  input:not([type='radio']):focus-visible,
  select:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
    border-color: var(--_focus);
  }
  input[aria-invalid='true'] {
    border-color: var(--_failure);
    box-shadow: inset 0 0 0 1px var(--_failure);
  }
  /* A hint helps while typing: shown when its field has focus, never as a permanent extra line. */
  .hint {
    margin: 0;
    color: var(--_muted);
    font-size: var(--_text-sm);
  }
  .field > .hint:not(.always) {
    display: none;
  }
  .field:focus-within > .hint {
    display: block;
  }
  .field > .hint[hidden] {
    display: none;
  }
  .error {
    margin: 0;
    display: flex;
    gap: var(--_space-1);
    align-items: start;
    color: var(--_failure);
    font-size: var(--_text-sm);
    font-weight: 600;
  }
  .error:empty {
    display: none;
  }
  .error svg,
  .alert-icon {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    flex: none;
  }
  /* A select with its own chevron (the native arrow is hidden), the same box as an input. */
  .select {
    position: relative;
    display: grid;
  }
  .select select {
    appearance: none;
    padding-inline-end: 2.25rem;
    text-overflow: ellipsis;
  }
  .select svg {
    position: absolute;
    inset-inline-end: 0.75rem;
    inset-block-start: 50%;
    translate: 0 -50%;
    inline-size: 1rem;
    block-size: 1rem;
    color: var(--_muted);
    pointer-events: none;
  }
`;

/** One choice control: a segmented control of native radios (credit or debit, and other short either-ors). */
export const choiceStyles = css`
  .segmented {
    margin: 0;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 3px;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 1fr;
    gap: 3px;
    background: color-mix(in srgb, var(--_text) 6%, var(--_bg));
    min-inline-size: 0;
  }
  .segment {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    min-block-size: calc(var(--_control-size) - 8px);
    padding: 0 var(--_space-3);
    border-radius: calc(var(--_radius) - 3px);
    color: var(--_muted);
    font-weight: 600;
    cursor: pointer;
  }
  /* The native radio covers its segment, invisible: clicks, keys and screen readers use the real control. */
  .segment input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .segment:has(input:checked) {
    background: var(--_bg);
    color: var(--_text);
    box-shadow:
      0 0 0 1px var(--_primary),
      0 1px 2px rgb(0 0 0 / 18%);
  }
  .segment:has(input:focus-visible) {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  .segment:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

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
    color: var(--_tone, var(--_info));
    margin-block-start: 0.125rem;
  }
  .alert p {
    margin: 0;
  }
  .alert-title {
    font-weight: 700;
  }
`;

/** Button states on top of `primaryButton`: hover, busy (a spinner, `aria-disabled`), disabled. */
export const buttonStates = css`
  .primary-button:hover:not([aria-disabled='true']) {
    background: color-mix(in srgb, var(--_primary) 86%, var(--_text));
  }
  .primary-button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.85;
  }
  .spinner {
    inline-size: 1em;
    block-size: 1em;
    flex: none;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: tucan-spin 0.8s linear infinite;
  }
  @keyframes tucan-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

const ALERT = svg`<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 7.5v5.5M12 16.5v.5" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>`;
const CLOCK = svg`<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 7v5l3 2" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>`;
const CHEVRON = svg`<path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Decorative icons of the controls (hidden from assistive technology: the text says it all). */
export const controlIcon = (name: 'alert' | 'clock' | 'chevron', cls = '') =>
  html`<svg class=${cls} viewBox="0 0 24 24" aria-hidden="true" focusable="false">${
    name === 'alert' ? ALERT : name === 'clock' ? CLOCK : CHEVRON
  }</svg>`;
