import { css } from 'lit';

/** The code elements' waiting screen: the code, its clock and deadline, the copy rows, the QR and the barcode, the steps and print. */
export const waitingStyles = css`
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
  /* The digits under the bars, to read out or type at a till: at the body text's size, on one line where they fit,
     else in lines of equal length (15 and 15 of OXXO's 30 digits, 22 and 22 of a boleto's 44). */
  .barcode figcaption {
    color: #1d2430;
    text-align: center;
    font-size: 1em;
    word-break: break-all;
    text-wrap: balance;
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
  /* The exact amount under the step that asks for it, at every width: the shopper at the till reads it there. */
  .step-amount {
    display: block;
    font-variant-numeric: tabular-nums;
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
`;
