import { css } from 'lit';

/**
 * The design language's choice control (docs/design.md), on the tokens of `base.styles.ts`. One file per control,
 * so an
 * element loads only the controls it uses. No inline styles.
 */

/** One choice control: a segmented control of native radios (credit or debit, and other short either-ors).
 *
 * - The native radio covers its segment, invisible: clicks, keys and screen readers use the real control.
 */
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
