import { css } from 'lit';

/**
 * Shared base styles. The public theming API is the set of `--tucan-*` custom properties below plus the
 * `::part`s each element documents. Respects prefers-color-scheme and prefers-reduced-motion.
 */
export const baseStyles = css`
  :host {
    --_text: var(--tucan-color-text, #1d2430);
    --_muted: var(--tucan-color-muted, #4d5666);
    --_bg: var(--tucan-color-background, #ffffff);
    --_border: var(--tucan-color-border, #8a93a3);
    --_primary: var(--tucan-color-primary, #0b5fff);
    --_on-primary: var(--tucan-color-on-primary, #ffffff);
    --_success: var(--tucan-color-success, #0a7a3b);
    --_waiting: var(--tucan-color-waiting, #8a5a00);
    --_failure: var(--tucan-color-failure, #b3261e);
    --_info: var(--tucan-color-info, #1f5fa8);
    --_radius: var(--tucan-radius, 8px);
    --_space: var(--tucan-space, 1rem);
    --_focus: var(--tucan-color-focus, #0b5fff);
    display: block;
    box-sizing: border-box;
    color: var(--_text);
    font-family: var(--tucan-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    font-size: var(--tucan-font-size, 1rem);
    line-height: 1.45;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_text: var(--tucan-color-text, #eef1f6);
      --_muted: var(--tucan-color-muted, #b8c0cc);
      --_bg: var(--tucan-color-background, #161a22);
      --_border: var(--tucan-color-border, #7d8797);
      --_primary: var(--tucan-color-primary, #7aa7ff);
      --_on-primary: var(--tucan-color-on-primary, #0b1020);
      --_success: var(--tucan-color-success, #5fd38d);
      --_waiting: var(--tucan-color-waiting, #f0b849);
      --_failure: var(--tucan-color-failure, #ff8a80);
      --_info: var(--tucan-color-info, #8ab4f8);
      --_focus: var(--tucan-color-focus, #7aa7ff);
    }
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
