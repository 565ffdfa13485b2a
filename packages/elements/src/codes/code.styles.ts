import { css } from 'lit';
import { alertStyles } from '../styles/alert.styles.ts';
import { fieldStyles } from '../styles/field.styles.ts';

/**
 * The code elements' look, on the shared design tokens: one panel, the shared field, one button style (primary
 * and secondary, with busy, disabled and success states), one alert style. Layout follows the element's own
 * width (container queries), never the viewport; a touch screen also gets the phone layout.
 */
export const codeStyles = [
  alertStyles,
  fieldStyles,
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

  /* The payer step: the design language's field (styles/field.styles.ts), in a fieldset. */
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
  .doc-row {
    display: grid;
    gap: var(--_space-3);
  }
  /* As the card's document row: type and number side by side from 20 rem, the type column as wide as its label;
     both fields share the row's lines (subgrid), so the inputs line up when a label wraps. */
  @container code (min-width: 20rem) {
    .doc-row:has(.doc-type) {
      grid-template-columns: minmax(max-content, 2fr) minmax(0, 3fr);
      grid-template-rows: repeat(3, auto);
      row-gap: var(--_space-1);
    }
    .doc-row:has(.doc-type) > .field {
      grid-row: span 3;
      grid-template-rows: subgrid;
    }
    .doc-row:has(.doc-type) > .field > label {
      align-self: end;
    }
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

  /* The waiting screen. */
  .voucher {
    display: grid;
    gap: var(--_space);
  }
  .countdown {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.625rem 0.875rem;
    border-radius: var(--_radius);
    background: var(--_subtle);
  }
  .countdown > .icon {
    color: var(--_primary);
    inline-size: 1.5rem;
    block-size: 1.5rem;
  }
  .clock-text {
    display: grid;
  }
  .clock.date {
    font-size: 1.125rem;
  }
  .clock {
    font-size: 1.375rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    line-height: 1.2;
  }
  /* The deadline under the clock, at every width (one alignment); "11:45 p.m." never split (formatWhen). */
  .until {
    margin-block-start: 0.125rem;
  }
  .method {
    display: grid;
    gap: calc(var(--_space) * 0.75);
  }
  .copy-row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.25rem 0.5rem;
    align-items: center;
  }
  .copy-row .label {
    grid-column: 1 / -1;
  }
  .copy-row .value,
  .detail .value {
    padding: 0.5rem 0.75rem;
    min-block-size: 2.75rem;
    display: flex;
    align-items: center;
    border-radius: var(--_radius);
    background: var(--_subtle);
    overflow-wrap: anywhere;
    user-select: all;
  }
  .copy-row.long .value {
    font-size: 0.875rem;
    line-height: 1.5;
  }
  .copy-row.long {
    grid-template-columns: 1fr;
  }
  /* A long string (Pix, QR, boleto's line): its labelled Copy under it, on the right edge where every other Copy
     sits, the same size as theirs. */
  .copy-row.long .button {
    justify-self: end;
  }
  .detail {
    display: grid;
    gap: 0.25rem;
  }
  .detail .value {
    user-select: text;
    background: none;
    padding: 0;
    min-block-size: 0;
    font-weight: 600;
  }
  .details {
    display: grid;
    gap: calc(var(--_space) * 0.75);
  }
  /* A code the shopper reads out (a CLABE, a cash reference) is never cut inside: short enough for one line. */
  .copy-row.wide .value {
    overflow-wrap: normal;
    white-space: nowrap;
    /* A grouped CLABE is 22 characters (0.6 em each in monospace): smaller before it would overflow its box, the
       icon Copy beside it (4.75 rem with the gap and the box's padding). */
    font-size: min(1em, (100cqi - 4.75rem) / 13.6);
  }
  /* In a narrow element every Copy stays on the right of its value, as an icon button (its name is the same,
     "Copy CLABE"): the value keeps the room to stay on one line. */
  @container code (max-width: 26rem) {
    .copy-row:not(.long) .button {
      inline-size: 2.75rem;
      padding: 0;
    }
    .copy-row:not(.long) .button > span {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  @container code (min-width: 32rem) {
    .details {
      grid-template-columns: 1fr 1fr;
    }
    .details :is(.wide, .full) {
      grid-column: 1 / -1;
    }
  }
  .qr-layout {
    display: grid;
    gap: var(--_space);
    align-items: start;
  }
  .qr {
    display: grid;
    justify-items: center;
  }
  .qr-img {
    display: block;
    inline-size: 100%;
    max-inline-size: 17rem;
    aspect-ratio: 1;
    block-size: auto;
    image-rendering: pixelated;
    background: #fff;
    border-radius: var(--_radius);
  }
  .placeholder {
    background: var(--_subtle);
    border-radius: var(--_radius);
  }
  .phone-hint,
  .scan-hint {
    display: none;
    gap: 0.5rem;
    align-items: start;
    font-weight: 600;
  }
  .scan-hint {
    grid-column: 1 / -1;
  }
  /* A mouse and hover (a desktop): the shopper scans the QR with a phone, so the scan hint and the QR lead. */
  @media (hover: hover) and (pointer: fine) {
    .scan-hint {
      display: flex;
    }
  }
  @container code (min-width: 34rem) {
    .qr-layout {
      grid-template-columns: auto minmax(0, 1fr);
    }
  }
  @container code (max-width: 33.99rem) {
    .qr-img {
      max-inline-size: 14rem;
    }
  }
  /* Narrow and no mouse (a phone): the copy string and the bank-app hint lead. */
  @media not ((hover: hover) and (pointer: fine)) {
    @container code (max-width: 33.99rem) {
      .qr-copy {
        order: -1;
      }
      .phone-hint {
        display: flex;
      }
    }
  }
  @media (pointer: coarse) {
    .qr-copy {
      order: -1;
    }
    .phone-hint {
      display: flex;
    }
  }
  .qr-copy {
    display: grid;
    gap: calc(var(--_space) * 0.75);
    align-content: start;
  }
  .barcode {
    display: grid;
    gap: 0.25rem;
    padding: 0.75rem;
    background: #fff;
    border-radius: var(--_radius);
    border: 1px solid var(--_line);
  }
  .bars {
    display: block;
    inline-size: 100%;
    block-size: 4.5rem;
  }
  /* The digits under the bars stay on one line (up to the boleto's 44), smaller in a narrow element. */
  .barcode {
    container-type: inline-size;
  }
  .barcode figcaption {
    color: #1d2430;
    text-align: center;
    font-size: min(0.75rem, 100cqi / 29);
    letter-spacing: 0.04em;
    white-space: nowrap;
  }
  .barcode .placeholder {
    block-size: 4.5rem;
  }
  .steps-box {
    display: grid;
    gap: 0.5rem;
  }
  .steps-title {
    font-size: 1rem;
  }
  .steps {
    display: grid;
    gap: 0.5rem;
    padding: 0;
    list-style: none;
    counter-reset: step;
  }
  /* The exact amount under the step that asks for it: only in the checkout on a screen where its total line is out
     of view (a phone); elsewhere the total line (or the element's own "Amount to pay") says it, once. */
  .step-amount {
    display: none;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: 47.99rem) {
    :host([embedded]) .step-amount {
      display: block;
    }
  }
  .steps li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 1.75rem 1fr;
    gap: 0.5rem;
    align-items: baseline;
  }
  .steps li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    border-radius: 50%;
    font-size: 0.8125rem;
    font-weight: 700;
    background: var(--_subtle);
  }
  .waiting-line {
    display: flex;
    gap: 0.625rem;
    align-items: start;
    padding-block-start: calc(var(--_space) * 0.75);
    border-block-start: 1px solid var(--_line);
  }
  .waiting-line > .icon {
    color: var(--_waiting);
    animation: pulse 1.6s ease-in-out infinite;
  }
  .waiting-line > span {
    display: grid;
  }
  @keyframes pulse {
    50% {
      opacity: 0.35;
    }
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .result:focus {
    outline: none;
  }
  .result:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .copy-buffer {
    position: fixed;
    inset-block-start: 0;
    inset-inline-start: -9999px;
    opacity: 0;
  }
  @media print {
    .panel {
      border: 0;
      padding: 0;
    }
    .no-print,
    .button,
    .waiting-line {
      display: none !important;
    }
    .countdown,
    .copy-row .value {
      background: none;
    }
  }
`,
];
