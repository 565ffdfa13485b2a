import { css } from 'lit';
import { payerFieldStyles } from '../payer/payer-fields.styles.ts';
import { alertStyles } from '../styles/alert.styles.ts';
import { fieldStyles } from '../styles/field.styles.ts';
import { waitingStyles } from './waiting.styles.ts';

/**
 * The code elements' look, on the shared design tokens: one panel, the shared field, one button style (primary
 * and secondary, with busy, disabled and success states), one alert style. Layout follows the element's own
 * width (container queries), never the viewport; a touch screen also gets the phone layout.
 */
export const codeStyles = [
  alertStyles,
  fieldStyles,
  payerFieldStyles,
  css`
  :host {
    --_subtle: color-mix(in srgb, var(--_text) 6%, var(--_bg));
    --_line: color-mix(in srgb, var(--_border) 55%, var(--_bg));
  }
  .panel {
    container: code / inline-size;
    min-inline-size: 17.5rem;
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 1.25);
    background: var(--_bg);
    border: 1px solid var(--_line);
    border-radius: calc(var(--_radius) * 1.5);
  }
  /* Inside the checkout, whose row is the box and names the method. */
  :host([embedded]) .panel {
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
  }
  /* Its amount is the checkout's total line; only the printed voucher carries it (for the cashier). */
  @media not print {
    :host([embedded]) .head {
      display: none;
    }
  }
  p,
  h3,
  figure,
  ol {
    margin: 0;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: calc(var(--_space) * 0.5) var(--_space);
  }
  .method-name {
    font-weight: 700;
    font-size: 1.125rem;
  }
  .amount {
    display: grid;
    justify-items: end;
  }
  .label,
  .clock-label,
  .muted,
  .until {
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .amount .value {
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .mono {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
  }

  /* The payer step: the payer fields (payer/payer-fields.styles.ts), in a fieldset. */
  fieldset {
    display: grid;
    gap: var(--_space-3);
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
  legend {
    padding: 0;
    margin-block-end: var(--_space-2);
    font-weight: 600;
  }
  form {
    display: grid;
    gap: var(--_space);
  }
  /* One button style. */
  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-block-size: 2.75rem;
    padding: 0.5rem 1.25rem;
    font: inherit;
    font-weight: 600;
    border-radius: var(--_radius);
    border: 1px solid var(--_primary);
    cursor: pointer;
    transition:
      background-color 0.15s,
      color 0.15s;
  }
  .primary {
    background: var(--_primary);
    color: var(--_on-primary);
    inline-size: 100%;
  }
  .secondary {
    background: transparent;
    color: var(--_primary);
  }
  .secondary:hover {
    background: color-mix(in srgb, var(--_primary) 10%, transparent);
  }
  .button.success {
    color: var(--_success);
    border-color: var(--_success);
  }
  .button[aria-disabled='true'] {
    opacity: 0.65;
    cursor: not-allowed;
  }
  .icon {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    flex: none;
  }
  .loading {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    color: var(--_muted);
  }

  /* The shared alert (styles/alert.styles.ts), with its action. */
  .alert .actions {
    margin-block-start: 0.75rem;
  }
  .alert .primary {
    inline-size: auto;
  }

  `,
  waitingStyles,
];
