import { css } from 'lit';

/**
 * The design language's field (docs/design.md), on the tokens of `base.styles.ts`. One file per control, so an
 * element loads only the controls it uses. No inline styles.
 */

/** One field: a small bold label above a 44 px input, a hint shown while the field has focus, an inline error.
 *
 * - A hint helps while typing: shown when its field has focus, never as a permanent extra line.
 * - The hint and the error share one line of the field's grid (no gap for the empty one).
 * - A select with its own chevron (the native arrow is hidden), the same box as an input.
 */
export const fieldStyles = css`
  .field {
    display: grid;
    gap: var(--_space-1);
    align-content: start;
    min-inline-size: 0;
  }
  .field > label {
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
  /* Locked (a payment under way, an outcome not known yet, a closed charge): it looks locked, not only is. */
  input:not([type='radio']):disabled,
  select:disabled {
    color: var(--_muted);
    background: color-mix(in srgb, var(--_text) 6%, var(--_bg));
    cursor: not-allowed;
    /* A select's own disabled look fades it further: as readable as the inputs beside it. */
    opacity: 1;
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
  .hint {
    margin: 0;
    color: var(--_muted);
    font-size: var(--_text-sm);
  }
  .field .hint:not(.always) {
    display: none;
  }
  .field:focus-within .hint {
    display: block;
  }
  .field .hint[hidden] {
    display: none;
  }
  .notes {
    display: grid;
    gap: var(--_space-1);
  }
  /* Only a shown line takes space: an error, or a hint that is no screen reader's description alone. */
  .notes:not(:has(.hint:not([hidden], .visually-hidden), .error:not(:empty))) {
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
  .error svg {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    flex: none;
  }
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
