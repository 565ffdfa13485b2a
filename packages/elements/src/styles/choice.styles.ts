import { css } from 'lit';

/**
 * The design language's choice control (docs/design.md), on the tokens of `base.styles.ts`. One file per control,
 * so an
 * element loads only the controls it uses. No inline styles.
 */

/** One choice control: a segmented control of native radios (credit or debit, and other short either-ors).
 *
 * - The native radio covers its segment, invisible: clicks, keys and screen readers use the real control.
 * - Chosen: filled with the primary colour and ticked; focused: the focus ring, whether chosen or not.
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
  /* The chosen segment is filled with the primary colour and ticked: a selection, never to be read as the focus
     ring (an outline in the focus colour, around whichever segment has the focus). The tick is decoration: its
     alternative text is empty, so the radio's name stays the label's. */
  .segment:has(input:checked) {
    background: var(--_primary);
    color: var(--_on-primary);
    box-shadow: 0 1px 2px rgb(0 0 0 / 18%);
  }
  .segment:has(input:checked)::before {
    content: '✓' / '';
    margin-inline-end: 0.375em;
    font-weight: 700;
  }
  .segment:has(input:focus-visible) {
    outline: 3px solid var(--_focus);
    outline-offset: 1px;
  }
  /* Locked (while a payment runs, or after an outcome not known): the not-allowed cursor, the text as readable as
     ever (4.5:1 in both colour schemes; a faded switch read 2.7:1). */
  .segment:has(input:disabled) {
    cursor: not-allowed;
  }
`;
